// The submission region's own guards and actions (doc 1 "Form save and submit", "Case state to screen map": the
// submit, the next-task poll riding through faults, completed-case retrieval), composed into the one setup() by
// setup.ts.
import { spawnChild } from 'xstate';
import type { JourneyActors, JourneyError } from './actorContracts';
import { routeForCaseState } from './caseStates';
import { isTransientFailure, pollFailuresLeft } from './faults';
import { allAccountsOpened } from './guards';
import type { JourneyContext, JourneyEvent } from './journeyTypes';
import { caseRef, errorOf, type JourneyGuard, journeyAssign, outputOf, withTask } from './logic';

/** The evidence call, spawned by name. */
type EvidenceActor = { src: 'sendEvidence'; logic: JourneyActors['sendEvidence']; id: string | undefined };

export const submissionGuards = {
  taskIs: (({ context }, params) => context.task === params.task) satisfies JourneyGuard<{ task: string }>,
  /** The case-state to screen map (caseStates.ts) sends the current task to this route. */
  taskRoutesTo: (({ context }, params) =>
    routeForCaseState(context.task ?? '') === params.route) satisfies JourneyGuard<{ route: string }>,
  allAccountsOpened: (({ context }) => allAccountsOpened(context.accounts)) satisfies JourneyGuard,
  // Issue 10: a failed next-task poll that another try may cure, while failures in a row stay under the maximum.
  isTransientFailure: (({ event }) => isTransientFailure(errorOf(event))) satisfies JourneyGuard,
  pollFailuresLeft: (({ context }) =>
    pollFailuresLeft(context.pollFailures, context.config?.pollMaxFailures)) satisfies JourneyGuard,
  completedAttemptsLeft: (({ context }) =>
    context.completedAttempts < (context.config?.completedCaseMaxAttempts ?? 10)) satisfies JourneyGuard,
};

export const submissionActions = {
  /**
   * doc 1 §4 "Review submit ... goes to WEB-SUBMIT-FORM and takes a screenshot": sent as evidence with the token the
   * submit returned. Spawned, not invoked: best effort, it neither holds up nor changes the journey (a failure is
   * an event no state handles).
   */
  countLostEvidence: journeyAssign(({ context }) => ({ lostEvidence: context.lostEvidence + 1 })),
  sendSubmitEvidence: spawnChild<JourneyContext, JourneyEvent, undefined, JourneyEvent, EvidenceActor>('sendEvidence', {
    id: 'submitEvidence',
    input: ({ context }) => ({ ...caseRef(context), context: 'REVIEW_SUBMITTED' }),
  }),
  storeTask: journeyAssign(({ event }) => {
    const output = outputOf(event, 'fetchNextTask');
    return output ? { taskUri: output.taskUri, task: output.task } : {};
  }),
  storeSubmitted: journeyAssign(({ context, event }) => {
    const output = outputOf(event, 'submitCase');
    if (!output) return {};
    return {
      caseId: output.caseId,
      taskUri: output.taskUri,
      form: withTask(context.form, 'WEB-REVIEW-DETAILS'),
      // doc 1 §4 "stores the new access token for new customers"
      caseToken: output.accessToken ?? context.caseToken,
      resumeToken: output.resumeToken ?? context.resumeToken,
    };
  }),
  storeCompleted: journeyAssign(({ context, event }) => {
    const output = outputOf(event, 'fetchCompletedCase');
    if (!output) return {};
    return {
      accounts: output.accounts,
      customerNumber: output.customerNumber,
      completedAttempts: context.completedAttempts + 1,
    };
  }),
  storeCompletedTimeout: journeyAssign(() => ({
    error: { source: 'fetchCompletedCase', code: 'completed_case_attempts_exceeded', status: 0 } as JourneyError,
  })),
  resetCompletedAttempts: journeyAssign(() => ({ completedAttempts: 0 })),
  resetPollFailures: journeyAssign(() => ({ pollFailures: 0 })),
  countPollFailure: journeyAssign(({ context }) => ({ pollFailures: context.pollFailures + 1 })),
  countCompletedAttempt: journeyAssign(({ context }) => ({ completedAttempts: context.completedAttempts + 1 })),
};
