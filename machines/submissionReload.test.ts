// F5 on the submission page (doc 1 "Submission polling"): a tab that kept its case's resume token trades it for a case
// token first, as a reload of any other page does, and polls with it; without the trade the poll had no token and the
// tab ended on /time-out ("Nothing you entered was saved") though the case was submitted. A /submission link opened in
// a tab that holds nothing still loads the case from its query (the portal's resume link shape, doc 1 §4).
// F5 on the error page after a submit that failed (the case still in capture, doc 1 map capture -> root): the screen the
// case's web tasks say is next, review, with every answer the tab holds; the eligibility page only for a case whose
// tasks were cleared (Resume, doc 1 §4 "Portal"), after its captured data is read in.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { ApplicationForm } from '../contract/applicationForm';
import type { RuntimeConfig } from '../contract/schemas';
import type { CaseRef, NextTaskOutput, ResumeCaseOutput } from './actorContracts';
import { journeyMachine } from './journey';
import type { PersistedJourney } from './journeyTypes';
import { savedTab, startupAnswering } from './test-support/journeyStubs';

const config = { pollInterval: 5000, autosaveInterval: 0, features: {} } as unknown as RuntimeConfig;
const CASE_ID = 'CS12345678';
const SAVED: PersistedJourney = savedTab('submission', {
  caseId: CASE_ID,
  resumeToken: 'resume-1',
  form: {
    productCode: 'IM135',
    completedTasks: ['WEB-PERSONAL-DETAILS', 'WEB-EMPLOYMENT-DETAILS', 'WEB-REVIEW-DETAILS'],
  },
});

const AT_SUBMISSION = {
  pathname: '/submission',
  search: `?brandId=CB&applyFor=IM135&caseId=${CASE_ID}&type=current`,
  hash: '',
};
const AT_ERROR = { pathname: '/error', search: '?brandId=CB&applyFor=IM135', hash: '' };

function reload(persisted: PersistedJourney | null, { task = 'submission', location = AT_SUBMISSION } = {}) {
  const calls: string[] = [];
  const tokens: (string | undefined)[] = [];
  const actor = createActor(
    journeyMachine.provide({
      actors: {
        loadStartup: startupAnswering(config),
        resumeCase: fromPromise(async (): Promise<ResumeCaseOutput> => {
          calls.push('resumeCase');
          return { accessToken: 'case-token-2', resumeToken: 'resume-2' };
        }),
        fetchCaptureTask: fromPromise(async (): Promise<ApplicationForm> => {
          calls.push('fetchCaptureTask');
          return { niNumber: 'QQ123456C', lastName: 'Saved', employerName: 'Saved Ltd' } as ApplicationForm;
        }),
        fetchNextTask: fromPromise(async ({ input }: { input: CaseRef }): Promise<NextTaskOutput> => {
          calls.push(`fetchNextTask ${input.caseId}`);
          tokens.push(actor.getSnapshot().context.caseToken ?? actor.getSnapshot().context.accessToken);
          return { taskUri: `/cases/${CASE_ID}/${task}`, task, waitSeconds: 5 };
        }),
      },
    }),
    { input: { location, persisted } },
  );
  actor.start();
  return { actor, calls, tokens };
}

describe('F5 on the submission page', () => {
  it("trades the tab's resume token for a case token, then polls with it", async () => {
    const { actor, calls, tokens } = reload(SAVED);
    await waitFor(actor, () => calls.some((call) => call.startsWith('fetchNextTask')));
    expect(calls[0]).toBe('resumeCase');
    expect(calls.filter((call) => call.startsWith('fetchNextTask'))[0]).toBe(`fetchNextTask ${CASE_ID}`);
    expect(tokens[0]).toBe('case-token-2');
    actor.stop();
  });

  it('a /submission link in a tab that holds nothing loads the case from its query, with no resume', async () => {
    const { actor, calls } = reload(null);
    await waitFor(actor, () => calls.some((call) => call.startsWith('fetchNextTask')));
    expect(calls).not.toContain('resumeCase');
    actor.stop();
  });
});

describe('F5 on the error page after a submit that failed', () => {
  const ANSWERED: PersistedJourney = {
    ...SAVED,
    form: { ...SAVED.form, firstName: 'Ada', lastName: 'Byron-King', employerName: 'Difference Engines Ltd' },
  };

  it('returns a case still in capture to review, with the answers the tab holds and the NI number read back', async () => {
    const { actor, calls } = reload(ANSWERED, { task: 'capture', location: AT_ERROR });
    const onReview = await waitFor(actor, (snapshot) =>
      snapshot.matches({ main: { capture: { screen: { review: 'editing' } } } }),
    );
    expect(calls).toEqual(['resumeCase', 'fetchCaptureTask', `fetchNextTask ${CASE_ID}`]);
    // the tab's own answers, not the saved case's; what the tab never stores (the NI number) from the saved case
    expect(onReview.context.form).toMatchObject({
      firstName: 'Ada',
      lastName: 'Byron-King',
      employerName: 'Difference Engines Ltd',
      niNumber: 'QQ123456C',
    });
    expect(onReview.context.caseToken).toBe('case-token-2');
    actor.stop();
  });

  it("a case whose tasks were cleared reads what was captured, then the eligibility page (doc 1's capture -> root)", async () => {
    const cleared: PersistedJourney = { ...ANSWERED, form: { productCode: 'IM135', completedTasks: [] } };
    const { actor, calls } = reload(cleared, { task: 'capture', location: AT_ERROR });
    const onStart = await waitFor(actor, (snapshot) => snapshot.matches({ main: { eligibility: 'questions' } }));
    expect(calls).toEqual(['resumeCase', 'fetchCaptureTask', `fetchNextTask ${CASE_ID}`, 'fetchCaptureTask']);
    expect(onStart.context.form).toMatchObject({ lastName: 'Saved', employerName: 'Saved Ltd' });
    actor.stop();
  });
});
