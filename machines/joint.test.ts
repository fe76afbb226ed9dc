// The joint region (machines/joint.ts, joint.logic.ts; doc 1 §4 "Joint", §8 319 and 324; issue 12): its guards
// against the spec's rules, and the region in the running chart with stub actors.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { RuntimeConfig } from '../contract/schemas';
import type {
  CaseRef,
  ChallengeOutput,
  CurrentUserOutput,
  JointLinkOutput,
  JourneyError,
  LoadStartupInput,
  LoadStartupOutput,
  NextTaskOutput,
  PortalCase,
  TokenOutput,
} from './actorContracts';
import { EMPTY_JOINT, JOINT_BANK_MISMATCH, jointGuards, LINK_CASE_INVALID, linkCodeOfEntry } from './joint.logic';
import { journeyMachine } from './journey';
import type { JourneyArgs } from './logic';
import { initialContext } from './setup';
import { startupAnswering } from './test-support/journeyStubs';

const at = (pathname: string, search = '?applyFor=IM135&brandId=CB') =>
  initialContext({ location: { pathname, search, hash: '' } });
const args = (context: JourneyArgs['context'], event: JourneyArgs['event'] = { type: 'BACK' }): JourneyArgs => ({
  context,
  event,
});
const failure = (code: string): JourneyArgs['event'] =>
  ({
    type: 'xstate.error.actor.checkJointLinkCode',
    error: { source: 'checkJointLinkCode', code, status: 401 },
  }) as never;

describe('joint guards', () => {
  it('follows the joint feature flag (doc 1 route table: otherwise the error task)', () => {
    const context = at('/joint');
    expect(jointGuards.isJointEnabled(args(context))).toBe(false);
    const on = { ...context, config: { features: { joint: true } } as RuntimeConfig };
    expect(jointGuards.isJointEnabled(args(on))).toBe(true);
    const off = { ...context, config: { features: { joint: false } } as RuntimeConfig };
    expect(jointGuards.isJointEnabled(args(off))).toBe(false);
  });

  it('tells the second applicant’s entries (/joint/join, the landing variant, a link code) from the first’s', () => {
    expect(jointGuards.isJointJoinEntry(args(at('/joint/join', '?brandId=CB')))).toBe(true);
    expect(jointGuards.isJointJoinEntry(args(at('/joint/secondary-applicant/')))).toBe(true);
    expect(jointGuards.isJointJoinEntry(args(at('/joint', '?link_code=1234567&brandId=CB')))).toBe(true);
    expect(jointGuards.isJointJoinEntry(args(at('/joint')))).toBe(false);
    expect(jointGuards.isJointJoinEntry(args(at('/', '?jointLinkCode=1234567')))).toBe(false);
    expect(jointGuards.isJointEntry(args(at('/joint/next')))).toBe(true);
    expect(jointGuards.isJointEntry(args(at('/')))).toBe(false);
  });

  it('reads the link code of a joint link from jointLinkCode, link_code or code (doc 1 §2), code only as 7 digits', () => {
    expect(linkCodeOfEntry(at('/joint', '?jointLinkCode=1111111&link_code=2222222').entry)).toBe('1111111');
    expect(linkCodeOfEntry(at('/joint', '?link_code=2222222&code=3333333').entry)).toBe('2222222');
    expect(linkCodeOfEntry(at('/joint', '?code=3333333').entry)).toBe('3333333');
    expect(jointGuards.isJointJoinEntry(args(at('/joint', '?code=3333333&brandId=CB')))).toBe(true);
    // another kind of code (a 10-digit letter code) is not a link code
    expect(linkCodeOfEntry(at('/joint', '?code=1234567890').entry)).toBeUndefined();
    expect(jointGuards.isJointJoinEntry(args(at('/joint', '?code=1234567890&brandId=CB')))).toBe(false);
  });

  it('refuses on /joint the products refused on joint applications (doc 1 "Product blocking", doc 2 §5.9)', () => {
    const on = (product: string) => args(at('/joint', `?applyFor=${product}&brandId=VM`));
    expect(jointGuards.isProductRefusedOnJoint(on('IM632'))).toBe(true);
    expect(jointGuards.isProductRefusedOnJoint(on('IM145'))).toBe(true);
    expect(jointGuards.isProductRefusedOnJoint(on('IM481'))).toBe(true);
    expect(jointGuards.isProductRefusedOnJoint(on('IM759'))).toBe(false);
    expect(jointGuards.isProductRefusedOnJoint(on('IM760'))).toBe(false);
    expect(jointGuards.isProductRefusedOnJoint(on('IM135'))).toBe(false);
    // a sole application of IM632 is not a joint one
    expect(jointGuards.isProductRefusedOnJoint(args(at('/', '?applyFor=IM632&brandId=VM')))).toBe(false);
    // doc 1 §4: the disable-product-blacklist feature skips product blocking, this refusal included
    const skipped = {
      ...at('/joint', '?applyFor=IM632&brandId=VM'),
      config: { features: { disableProductBlacklist: true } } as RuntimeConfig,
    };
    expect(jointGuards.isProductRefusedOnJoint(args(skipped))).toBe(false);
  });

  it('reads 319 as the bad-code modal and 324 as the bank mismatch (doc 1 §8)', () => {
    const context = at('/joint/join');
    expect(jointGuards.isLinkCodeRefused(args(context, failure(LINK_CASE_INVALID)))).toBe(true);
    expect(jointGuards.isLinkCodeRefused(args(context, failure(JOINT_BANK_MISMATCH)))).toBe(false);
    expect(jointGuards.isJointBankMismatch(args(context, failure(JOINT_BANK_MISMATCH)))).toBe(true);
    expect(jointGuards.isJointBankMismatch(args(context, failure('service_unavailable')))).toBe(false);
  });

  it('answers yes only for a Yes, and knows the second applicant by their role', () => {
    const context = at('/joint');
    const yes = { type: 'JOINT_EXISTING_CUSTOMER_ANSWERED', answer: 'Yes' } as const;
    const no = { type: 'JOINT_OTHER_PERSON_PRESENT_ANSWERED', answer: 'No' } as const;
    expect(jointGuards.answeredYes(args(context, yes))).toBe(true);
    expect(jointGuards.answeredYes(args(context, no))).toBe(false);
    expect(jointGuards.isJointSecondary(args({ ...context, joint: { ...EMPTY_JOINT, role: 'secondary' } }))).toBe(true);
    expect(jointGuards.isJointSecondary(args({ ...context, joint: { ...EMPTY_JOINT, role: 'primary' } }))).toBe(false);
  });
});

const config = {
  pollInterval: 20,
  autosaveInterval: 0,
  features: { joint: true },
} as unknown as RuntimeConfig;
const startup = fromPromise<LoadStartupOutput, LoadStartupInput>(async () => ({
  config,
  documents: [],
  productContent: { products: {} },
}));
const linked: JointLinkOutput = {
  caseId: 'CS12345678',
  bankId: 'CB',
  productType: 'current',
  subType: 'ntb',
  productCode: 'IM135',
  taskUri: '/x',
  accessToken: 'case-token-2',
  resumeToken: 'resume-2',
};

function secondApplicant(answers: (JourneyError | JointLinkOutput)[]) {
  const tried: string[] = [];
  const actor = createActor(
    journeyMachine.provide({
      actors: {
        loadStartup: startup,
        checkJointLinkCode: fromPromise<JointLinkOutput, { bankId: string; code: string }>(async ({ input }) => {
          tried.push(input.code);
          const answer = answers.shift();
          if (!answer || 'source' in answer) throw answer;
          return answer;
        }),
      },
    }),
    { input: { location: { pathname: '/joint/join', search: '?jointLinkCode=7654321&brandId=CB', hash: '' } } },
  );
  actor.start();
  return { actor, tried };
}

describe('the joint region in the chart', () => {
  it('the second applicant: the code from the link, a 319 modal, then the right code and the case', async () => {
    const refused: JourneyError = { source: 'checkJointLinkCode', code: '319', status: 401 };
    const { actor, tried } = secondApplicant([refused, linked]);
    await waitFor(actor, (snapshot) => snapshot.matches({ main: { joint: { secondary: 'entering' } } }));
    expect(actor.getSnapshot().context.joint.entered).toBe('7654321');
    expect(actor.getSnapshot().context.form.subType).toBe('JOINT');
    actor.send({ type: 'JOINT_LINK_CODE_SUBMITTED', code: '7654321' });
    await waitFor(actor, (snapshot) => snapshot.matches({ main: { joint: { secondary: 'badCode' } } }));
    actor.send({ type: 'JOINT_MODAL_CLOSED' });
    actor.send({ type: 'JOINT_LINK_CODE_SUBMITTED', code: '1234567' });
    await waitFor(actor, (snapshot) => snapshot.matches({ main: { joint: { secondary: 'existingCustomer' } } }));
    const { context } = actor.getSnapshot();
    expect(tried).toEqual(['7654321', '1234567']);
    expect(context.caseId).toBe('CS12345678');
    expect(context.caseToken).toBe('case-token-2');
    expect(context.form.jointLinkCode).toBe('1234567');
    // No: WEB-ELIGIBILITY-PAGE
    actor.send({ type: 'JOINT_EXISTING_CUSTOMER_ANSWERED', answer: 'No' });
    expect(actor.getSnapshot().matches({ main: { eligibility: 'questions' } })).toBe(true);
    actor.stop();
  });

  it('the second applicant is an existing customer: Yes is WEB-JOINT-AUTHENTICATION, the login app', async () => {
    let redirects = 0;
    const actor = createActor(
      journeyMachine.provide({
        actors: {
          loadStartup: startup,
          checkJointLinkCode: fromPromise<JointLinkOutput, { bankId: string; code: string }>(async () => linked),
        },
        actions: {
          redirectToJointLoginApp: () => {
            redirects += 1;
          },
        },
      }),
      { input: { location: { pathname: '/joint/join', search: '?jointLinkCode=1234567&brandId=CB', hash: '' } } },
    );
    actor.start();
    await waitFor(actor, (snapshot) => snapshot.matches({ main: { joint: { secondary: 'entering' } } }));
    actor.send({ type: 'JOINT_LINK_CODE_SUBMITTED', code: '1234567' });
    await waitFor(actor, (snapshot) => snapshot.matches({ main: { joint: { secondary: 'existingCustomer' } } }));
    // Yes: WEB-JOINT-AUTHENTICATION (/joint/authentication), which leaves for the login app; its return claims the
    // case (machines/jointAuthentication.test.ts)
    actor.send({ type: 'JOINT_EXISTING_CUSTOMER_ANSWERED', answer: 'Yes' });
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches({ main: { joint: { secondary: { authentication: 'redirecting' } } } })).toBe(true);
    expect(redirects).toBe(1);
    const { context } = snapshot;
    expect(context.joint.role).toBe('secondary');
    expect(context.form.isExistingCustomer).toBe('Yes');
    // the case's address stays the first applicant's
    expect(context.subType).toBe('ntb');
    expect(context.resumeToken).toBe('resume-2');
    actor.stop();
  });

  it('the second applicant resumes the joint case from their portal as the second applicant', async () => {
    const joined: PortalCase = {
      id: 'CS12345678',
      uri: '/banks/CB/cases/csapcurrent/ntb/CS12345678',
      description: 'Current Account Plus',
      createdAt: '2026-01-01T00:00:00Z',
      productCode: 'IM135',
      applicantIndex: 1,
    };
    const polled: CaseRef[] = [];
    const actor = createActor(
      journeyMachine.provide({
        actors: {
          loadStartup: startup,
          createChallenge: fromPromise(
            async (): Promise<ChallengeOutput> => ({
              sessionId: 'S-1',
              publicKey: 'key',
              schemeId: 'password',
              challenges: [],
              customerType: 'internetBanking',
            }),
          ),
          requestToken: fromPromise(async (): Promise<TokenOutput> => ({ accessToken: 'login-token', scope: 30 })),
          fetchCurrentUser: fromPromise(
            async (): Promise<CurrentUserOutput> => ({
              username: 'sandboxada',
              customerNumber: '1000000011',
              bankId: 'CB',
            }),
          ),
          fetchPortalCases: fromPromise(async (): Promise<PortalCase[]> => [joined]),
          // their part is in; the first applicant has not submitted theirs yet
          fetchNextTask: fromPromise<NextTaskOutput, CaseRef>(async ({ input }) => {
            polled.push(input);
            return { task: 'awaitapplicant', taskUri: '/x', waitSeconds: 0 };
          }),
        },
      }),
      { input: { location: { pathname: '/login', search: '?brandId=CB', hash: '' } } },
    );
    actor.start();
    await waitFor(actor, (snapshot) => snapshot.matches({ main: { login: 'identifying' } }));
    actor.send({ type: 'LOGIN_IDENTIFIED', identity: { username: 'sandboxada' } });
    await waitFor(actor, (snapshot) => snapshot.matches({ main: { login: 'answering' } }));
    actor.send({ type: 'CHALLENGE_ANSWERED', answers: [] });
    await waitFor(actor, (snapshot) => snapshot.matches({ main: { portal: 'listing' } }));
    actor.send({ type: 'RESUME', caseId: 'CS12345678' });
    // Joint/next as the second applicant: "the other person is still busy", not the first applicant's questions
    await waitFor(actor, (snapshot) =>
      snapshot.matches({ main: { joint: { waiting: { page: 'otherApplicantBusy' } } } }),
    );
    const { context } = actor.getSnapshot();
    expect(context.joint.role).toBe('secondary');
    expect(context.form.isExistingCustomer).toBe('Yes');
    expect(polled[0]).toMatchObject({ caseId: 'CS12345678', subType: 'ntb', productType: 'current' });
    actor.stop();
  });

  it('the second applicant at the other bank: the warning names the bank (324)', async () => {
    const mismatch: JourneyError = {
      source: 'checkJointLinkCode',
      code: '324',
      status: 409,
      jointMismatchBankId: 'CB',
    };
    const { actor } = secondApplicant([mismatch]);
    await waitFor(actor, (snapshot) => snapshot.matches({ main: { joint: { secondary: 'entering' } } }));
    actor.send({ type: 'JOINT_LINK_CODE_SUBMITTED', code: '7654321' });
    await waitFor(actor, (snapshot) => snapshot.matches({ main: { joint: { secondary: 'bankMismatch' } } }));
    expect(actor.getSnapshot().context.joint.mismatchBankId).toBe('CB');
    expect(actor.getSnapshot().context.form.jointMismatchBankId).toBe('CB');
    actor.send({ type: 'BACK' });
    expect(actor.getSnapshot().matches({ main: { joint: { secondary: 'entering' } } })).toBe(true);
    actor.stop();
  });

  it('the joint routes with the feature off go to the error task', async () => {
    const actor = createActor(
      journeyMachine.provide({
        actors: {
          loadStartup: startupAnswering({ ...config, features: { joint: false } } as unknown as RuntimeConfig),
        },
      }),
      { input: { location: { pathname: '/joint', search: '?applyFor=IM135&brandId=CB', hash: '' } } },
    );
    actor.start();
    await waitFor(actor, (snapshot) => snapshot.matches({ main: 'error' }));
    expect(actor.getSnapshot().context.error?.code).toBe('joint_disabled');
    actor.stop();
  });

  it('the first applicant waits on Joint/next with the code, then goes on when the case moves', async () => {
    const tasks = ['awaitapplicant', 'awaitapplicant', 'applicationprocessing'];
    const actor = createActor(
      journeyMachine.provide({
        actors: {
          loadStartup: startup,
          fetchNextTask: fromPromise(async (): Promise<NextTaskOutput> => {
            const task = tasks.shift() ?? 'applicationprocessing';
            return { task, taskUri: `/x/${task}`, waitSeconds: 0 };
          }),
          fetchJointLinkCode: fromPromise<{ linkCode: string | null }, CaseRef>(async () => ({ linkCode: '1234567' })),
        },
      }),
      // The resume link of a submitted joint case (doc 1 "Submission polling").
      {
        input: {
          location: { pathname: '/submission', search: '?caseId=CS12345678&type=current&brandId=CB', hash: '' },
        },
      },
    );
    actor.start();
    await waitFor(actor, (snapshot) => snapshot.matches({ main: { joint: { waiting: { page: 'asking' } } } }));
    expect(actor.getSnapshot().context.joint.linkCode).toBe('1234567');
    actor.send({ type: 'JOINT_OTHER_PERSON_PRESENT_ANSWERED', answer: 'No' });
    expect(actor.getSnapshot().matches({ main: { joint: { waiting: { page: 'otherAvailable' } } } })).toBe(true);
    await waitFor(actor, (snapshot) => snapshot.matches({ main: { submission: 'waiting' } }));
    actor.stop();
  });

  it('"the other person is with me": the device is handed over to /joint/join with the code', async () => {
    let forgotten = 0;
    const actor = createActor(
      journeyMachine.provide({
        // the app shell's: the tab's stored journey (the first applicant's case and resume token) is forgotten
        actions: { forgetStoredJourney: () => void forgotten++ },
        actors: {
          loadStartup: startup,
          fetchNextTask: fromPromise(
            async (): Promise<NextTaskOutput> => ({ task: 'awaitapplicant', taskUri: '/x', waitSeconds: 0 }),
          ),
          fetchJointLinkCode: fromPromise<{ linkCode: string | null }, CaseRef>(async () => ({ linkCode: '1234567' })),
        },
      }),
      {
        input: {
          location: { pathname: '/submission', search: '?caseId=CS12345678&type=current&brandId=CB', hash: '' },
        },
      },
    );
    actor.start();
    await waitFor(actor, (snapshot) => snapshot.matches({ main: { joint: { waiting: { page: 'asking' } } } }));
    expect(forgotten).toBe(0);
    actor.send({ type: 'JOINT_OTHER_PERSON_PRESENT_ANSWERED', answer: 'Yes' });
    // issue 15: a reload on /joint/join must not resume the first applicant's case from this tab
    expect(forgotten).toBe(1);
    const { context } = actor.getSnapshot();
    expect(actor.getSnapshot().matches({ main: { joint: { secondary: 'entering' } } })).toBe(true);
    expect(context.joint).toMatchObject({ role: 'secondary', entered: '1234567' });
    expect(context.caseId).toBeUndefined();
    expect(context.caseToken).toBeUndefined();
    expect(context.resumeToken).toBeUndefined();
    expect(context.persisted).toBeNull();
    actor.stop();
  });
});
