// doc 1 §4 "Review submit ... goes to WEB-SUBMIT-FORM and takes a screenshot": the evidence is sent after the submit,
// best effort: a failure neither stops nor changes the journey.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { RuntimeConfig } from '../contract/schemas';
import type { CaseRef, EvidenceInput, NextTaskOutput, SaveCaseOutput, SubmitCaseOutput } from './actorContracts';
import { journeyMachine } from './journey';
import { savedTab, startupAnswering } from './test-support/journeyStubs';

const config = { pollInterval: 5000, autosaveInterval: 0, features: {} } as unknown as RuntimeConfig;

function onReview(sendEvidence: (input: EvidenceInput) => Promise<void>) {
  const polled: CaseRef[] = [];
  const actor = createActor(
    journeyMachine.provide({
      actors: {
        loadStartup: startupAnswering(config),
        updateCase: fromPromise(async (): Promise<SaveCaseOutput> => ({ caseId: 'CS12345678', taskUri: '/x' })),
        submitCase: fromPromise(
          async (): Promise<SubmitCaseOutput> => ({ caseId: 'CS12345678', taskUri: '/x', accessToken: 'NTB-TOKEN' }),
        ),
        sendEvidence: fromPromise(async ({ input }: { input: EvidenceInput }) => sendEvidence(input)),
        fetchNextTask: fromPromise(async ({ input }: { input: CaseRef }): Promise<NextTaskOutput> => {
          polled.push(input);
          return { taskUri: '/cases/CS12345678/applicationprocessing', task: 'applicationprocessing', waitSeconds: 5 };
        }),
      },
    }),
    {
      input: {
        location: { pathname: '/review', search: '?applyFor=IM135&brandId=CB', hash: '' },
        persisted: savedTab('review', {
          caseId: 'CS12345678',
          form: {
            productCode: 'IM135',
            isExistingCustomer: 'No',
            completedTasks: ['WEB-PERSONAL-DETAILS', 'WEB-EMPLOYMENT-DETAILS'],
          },
        }),
      },
    },
  ).start();
  return { actor, polled };
}

describe('the screenshot at review submit (doc 1 §4)', () => {
  it('is sent as evidence of the submitted case while polling goes on', async () => {
    const sent: EvidenceInput[] = [];
    const { actor, polled } = onReview(async (input) => {
      sent.push(input);
    });
    await waitFor(actor, (snapshot) => snapshot.matches({ main: { capture: { screen: 'review' } } }));
    actor.send({ type: 'SUBMIT', values: { reviewAcceptTsAndCs: true } });
    await waitFor(actor, () => polled.length > 0 && sent.length > 0);
    expect(sent).toEqual([
      { bankId: 'CB', productType: 'current', subType: 'ntb', caseId: 'CS12345678', context: 'REVIEW_SUBMITTED' },
    ]);
    expect(actor.getSnapshot().context.caseToken).toBe('NTB-TOKEN');
  });

  it('does not stop the journey when it fails', async () => {
    const { actor, polled } = onReview(async () => {
      throw { source: 'sendEvidence', code: 'invalid_token', status: 401 };
    });
    await waitFor(actor, (snapshot) => snapshot.matches({ main: { capture: { screen: 'review' } } }));
    actor.send({ type: 'SUBMIT', values: { reviewAcceptTsAndCs: true } });
    await waitFor(actor, (snapshot) => polled.length > 0 && snapshot.matches({ main: 'submission' }));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(actor.getSnapshot().status).toBe('active');
    expect(actor.getSnapshot().matches({ main: 'submission' })).toBe(true);
  });
});
