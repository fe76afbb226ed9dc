// WEB-JOINT-AUTHENTICATION through the login app (machines/joint.ts `secondary.authentication`; doc 1 "Authentication
// page", route /joint/authentication; issue 14): the joint second applicant who is an existing customer leaves for the
// login app with their case and the resume token of their link kept by the tab (its session storage, never the URL),
// comes back with the token and its scope in the hash, and their login claims the joint case, stepping up first when
// the scope is below what the claim needs. The chart with stub actors, and the tab's storage as the app keeps it.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { RuntimeConfig } from '../contract/schemas';
import { persistedJourneyOf } from '../src/sessionStore';
import type {
  ChallengeInput,
  ChallengeOutput,
  CurrentUserOutput,
  JointLinkOutput,
  JourneyError,
  OtpSentOutput,
  ResumeCaseInput,
  TokenInput,
  TokenOutput,
} from './actorContracts';
import { type EntryLocation, withoutHashTokens } from './entry';
import { journeyMachine } from './journey';
import type { PersistedJourney } from './journeyTypes';
import { startupAnswering } from './test-support/journeyStubs';

const config = { pollInterval: 5000, autosaveInterval: 0, features: { joint: true } } as unknown as RuntimeConfig;
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
const scopeRefusal: JourneyError = {
  source: 'claimJointApplicant',
  code: 'insufficient_scope',
  status: 401,
  authenticate: { error: 'insufficient_scope', scope: 30 },
};
const otpChallenge: ChallengeOutput = {
  sessionId: 'AUTH-1',
  publicKey: 'PEM',
  schemeId: 'otp',
  challenges: [{ type: 'otp', inputs: [{ authIndex: 0, label: 'One-time passcode', kind: 'digits', length: 10 }] }],
  customerType: 'unknown',
};

/** The chart with the platform's calls stubbed as the sandbox answers a scope-10 login (the claim needs 30). */
function journey(location: EntryLocation, persisted?: PersistedJourney | null) {
  const calls = {
    redirects: 0,
    checks: 0,
    resumes: [] as ResumeCaseInput[],
    claims: [] as { input: ResumeCaseInput; token: string | undefined }[],
    challenges: [] as ChallengeInput[],
    tokens: [] as TokenInput[],
  };
  const actor = createActor(
    journeyMachine.provide({
      actors: {
        loadStartup: startupAnswering(config),
        checkJointLinkCode: fromPromise<JointLinkOutput, { bankId: string; code: string }>(async () => {
          calls.checks += 1;
          return linked;
        }),
        // a reload's resume would spend the resume token the claim needs: the login app's return must not call it
        resumeCase: fromPromise<{ accessToken: string; resumeToken: string }, ResumeCaseInput>(async ({ input }) => {
          calls.resumes.push(input);
          return { accessToken: 'case-token-3', resumeToken: 'resume-3' };
        }),
        fetchCurrentUser: fromPromise(
          async (): Promise<CurrentUserOutput> => ({
            username: 'sandboxjointsam',
            customerNumber: '1000000400',
            bankId: 'CB',
          }),
        ),
        claimJointApplicant: fromPromise<{ applicantIndex: number }, ResumeCaseInput>(async ({ input }) => {
          // like the app's HTTP client, the bearer is read from the chart when the request leaves
          await Promise.resolve();
          const token = actor.getSnapshot().context.accessToken;
          calls.claims.push({ input, token });
          if (token !== 'SCOPE-30') throw scopeRefusal;
          return { applicantIndex: 1 };
        }),
        createChallenge: fromPromise(async ({ input }: { input: ChallengeInput }) => {
          calls.challenges.push(input);
          return otpChallenge;
        }),
        sendOtp: fromPromise(async (): Promise<OtpSentOutput> => ({ sentTo: '********400', remaining: 2 })),
        requestToken: fromPromise(async ({ input }: { input: TokenInput }): Promise<TokenOutput> => {
          calls.tokens.push(input);
          return { accessToken: 'SCOPE-30', scope: 30 };
        }),
      },
      actions: {
        redirectToJointLoginApp: () => {
          calls.redirects += 1;
        },
      },
    }),
    { input: { location, ...(persisted ? { persisted } : {}) } },
  );
  actor.start();
  return { actor, calls };
}

/** The second applicant joins with the code on /joint/join, says they are a customer, and leaves for the login app. */
async function leaveForTheLoginApp() {
  const { actor, calls } = journey({ pathname: '/joint/join', search: '?jointLinkCode=1234567&brandId=CB', hash: '' });
  await waitFor(actor, (snapshot) => snapshot.matches({ main: { joint: { secondary: 'entering' } } }));
  actor.send({ type: 'JOINT_LINK_CODE_SUBMITTED', code: '1234567' });
  await waitFor(actor, (snapshot) => snapshot.matches({ main: { joint: { secondary: 'existingCustomer' } } }));
  actor.send({ type: 'JOINT_EXISTING_CUSTOMER_ANSWERED', answer: 'Yes' });
  const snapshot = actor.getSnapshot();
  // what the tab's session storage holds as the page leaves (src/main.tsx saves every snapshot's)
  const stored = persistedJourneyOf(snapshot);
  actor.stop();
  return { snapshot, stored, calls };
}

const back = (hash: string, search = '?brandId=CB&applyFor=IM135'): EntryLocation => ({
  pathname: '/joint/authentication',
  search,
  hash,
});

describe('WEB-JOINT-AUTHENTICATION through the login app (doc 1 "Authentication page")', () => {
  it('Yes to "already a customer" leaves for the login app, the tab keeping the case and the resume token, no token', async () => {
    const { snapshot, stored, calls } = await leaveForTheLoginApp();
    expect(snapshot.matches({ main: { joint: { secondary: { authentication: 'redirecting' } } } })).toBe(true);
    expect(calls.redirects).toBe(1);
    expect(stored).toMatchObject({
      screen: 'jointAuthentication',
      caseId: 'CS12345678',
      resumeToken: 'resume-2',
      jointRole: 'secondary',
      productCode: 'IM135',
    });
    expect(stored?.form.isExistingCustomer).toBe('Yes');
    // the case token lives in memory only
    expect(JSON.stringify(stored)).not.toContain('case-token-2');
  });

  it('back at scope 10: the user is fetched, the claim is refused for its scope, the step-up, then the claim with the same resume token', async () => {
    const { stored } = await leaveForTheLoginApp();
    const { actor, calls } = journey(back('#access_token=LOW&token_type=Bearer&scope=10&bankId=CB'), stored);
    await waitFor(actor, (snapshot) =>
      snapshot.matches({
        main: { joint: { secondary: { authenticated: { steppingUp: { answering: 'sent' } } } } },
      }),
    );
    // the token is stored with the scope the login app granted, and the hash's token is not kept in the entry
    expect(actor.getSnapshot().context).toMatchObject({ accessToken: 'LOW', scope: 10, caseId: 'CS12345678' });
    expect(actor.getSnapshot().context.entry.hash.accessToken).toBeUndefined();
    expect(calls.resumes).toEqual([]);
    expect(calls.challenges).toEqual([
      { bankId: 'CB', identity: { username: 'sandboxjointsam' }, scope: 30, preferScheme: 'otp' },
    ]);
    actor.send({ type: 'STEP_UP_ANSWERED', answers: [{ authType: 'otp', authIndex: 0, answer: '0123456789' }] });
    await waitFor(actor, (snapshot) => snapshot.matches({ main: { eligibility: 'questions' } }));
    const claim = {
      bankId: 'CB',
      productType: 'current',
      subType: 'ntb',
      caseId: 'CS12345678',
      resumeToken: 'resume-2',
    };
    expect(calls.claims).toEqual([
      { input: claim, token: 'LOW' },
      { input: claim, token: 'SCOPE-30' },
    ]);
    const { context } = actor.getSnapshot();
    expect(context).toMatchObject({ accessToken: 'SCOPE-30', scope: 30, stepUp: undefined });
    expect(context.joint.role).toBe('secondary');
    expect(context.form.isExistingCustomer).toBe('Yes');
    // the spent resume token is gone; their login speaks for the case from now on
    expect(context.resumeToken).toBeUndefined();
    expect(calls.resumes).toEqual([]);
    actor.stop();
  });

  it('back at scope 30: the claim at once, no step-up', async () => {
    const { stored } = await leaveForTheLoginApp();
    const { actor, calls } = journey(back('#access_token=SCOPE-30&scope=30&bankId=CB'), stored);
    await waitFor(actor, (snapshot) => snapshot.matches({ main: { eligibility: 'questions' } }));
    expect(calls.challenges).toEqual([]);
    expect(calls.claims).toHaveLength(1);
    expect(calls.resumes).toEqual([]);
    actor.stop();
  });

  it('access_denied goes to the app’s own login page, keeping the case; another error is an authentication error', async () => {
    const { stored } = await leaveForTheLoginApp();
    const denied = journey(back('#error=access_denied'), stored);
    await waitFor(denied.actor, (snapshot) => snapshot.matches({ main: 'login' }));
    expect(denied.actor.getSnapshot().context).toMatchObject({ caseId: 'CS12345678', resumeToken: 'resume-2' });
    expect(denied.actor.getSnapshot().context.entry.hash.error).toBeUndefined();
    // their login there is recorded as the second applicant too, with the resume token the tab kept
    denied.actor.send({ type: 'LOGIN_IDENTIFIED', identity: { username: 'sandboxjointsam' } });
    await waitFor(denied.actor, (snapshot) => snapshot.matches({ main: { login: 'answering' } }));
    denied.actor.send({ type: 'CHALLENGE_ANSWERED', answers: [] });
    await waitFor(denied.actor, (snapshot) => snapshot.matches({ main: { eligibility: 'questions' } }));
    expect(denied.calls.claims.map((claim) => [claim.input.resumeToken, claim.token])).toEqual([
      ['resume-2', 'SCOPE-30'],
    ]);
    expect(denied.calls.resumes).toEqual([]);
    denied.actor.stop();

    const failed = journey(back('#error=server_error'), stored);
    await waitFor(failed.actor, (snapshot) => snapshot.matches({ main: 'error' }));
    expect(failed.actor.getSnapshot().context.error).toMatchObject({ source: 'authentication', code: 'server_error' });
    expect(failed.calls.claims).toEqual([]);
    failed.actor.stop();
  });

  it('a token but no joint case in the tab: the link-code page, nothing claimed; no answer at all: to the login app', async () => {
    const lost = journey(back('#access_token=SCOPE-30&scope=30'), null);
    await waitFor(lost.actor, (snapshot) => snapshot.matches({ main: { joint: { secondary: 'entering' } } }));
    expect(lost.calls.claims).toEqual([]);
    expect(lost.actor.getSnapshot().context.accessToken).toBeUndefined();
    lost.actor.stop();

    // a sole applicant's journey the tab kept is not this return's: it is not restored
    const { stored } = await leaveForTheLoginApp();
    const sole = journey(back('#access_token=SCOPE-30&scope=30'), {
      ...(stored as PersistedJourney),
      jointRole: undefined,
    });
    await waitFor(sole.actor, (snapshot) => snapshot.matches({ main: { joint: { secondary: 'entering' } } }));
    expect(sole.actor.getSnapshot().context.caseId).toBeUndefined();
    sole.actor.stop();

    // the address typed, nothing in the tab: to the login app
    const typed = journey(back(''), null);
    await waitFor(typed.actor, (snapshot) =>
      snapshot.matches({ main: { joint: { secondary: { authentication: 'redirecting' } } } }),
    );
    expect(typed.calls.redirects).toBe(1);
    // and the tab keeps nothing of it: no journey a later address would resume
    expect(persistedJourneyOf(typed.actor.getSnapshot())).toBeNull();
    typed.actor.stop();
  });

  it('Back from the login app (no answer in the hash): the question again, with a case token and the next resume token, no trap', async () => {
    const { stored } = await leaveForTheLoginApp();
    const none = journey(back(''), stored);
    await waitFor(none.actor, (snapshot) => snapshot.matches({ main: { joint: { secondary: 'existingCustomer' } } }));
    expect(none.calls.redirects).toBe(0);
    expect(none.calls.resumes.map((resume) => resume.resumeToken)).toEqual(['resume-2']);
    expect(none.actor.getSnapshot().context).toMatchObject({ caseToken: 'case-token-3', resumeToken: 'resume-3' });
    // Yes again leaves for the login app, whose return claims with the next resume token
    none.actor.send({ type: 'JOINT_EXISTING_CUSTOMER_ANSWERED', answer: 'Yes' });
    expect(none.calls.redirects).toBe(1);
    expect(persistedJourneyOf(none.actor.getSnapshot())).toMatchObject({ resumeToken: 'resume-3' });
    none.actor.stop();
  });
});

describe('the second applicant opens their link again before their claim', () => {
  const link: EntryLocation = {
    pathname: '/joint/join',
    search: '?jointLinkCode=1234567&applyFor=IM135&brandId=CB',
    hash: '',
  };

  it('at the login app: their case resumed, the question again (not the start page), no second check of the spent code', async () => {
    const { stored } = await leaveForTheLoginApp();
    const { actor, calls } = journey(link, stored);
    await waitFor(actor, (snapshot) => snapshot.matches({ main: { joint: { secondary: 'existingCustomer' } } }));
    expect(calls.checks).toBe(0);
    expect(calls.resumes.map((resume) => resume.resumeToken)).toEqual(['resume-2']);
    const { context } = actor.getSnapshot();
    expect(context).toMatchObject({ caseId: 'CS12345678', caseToken: 'case-token-3', resumeToken: 'resume-3' });
    expect(context.joint.role).toBe('secondary');
    // the tab keeps the question with the next resume token; Yes leaves for the login app again, whose claim spends it
    expect(persistedJourneyOf(actor.getSnapshot())).toMatchObject({
      screen: 'jointExistingCustomer',
      caseId: 'CS12345678',
      resumeToken: 'resume-3',
      jointRole: 'secondary',
    });
    actor.send({ type: 'JOINT_EXISTING_CUSTOMER_ANSWERED', answer: 'Yes' });
    expect(calls.redirects).toBe(1);
    expect(persistedJourneyOf(actor.getSnapshot())).toMatchObject({
      screen: 'jointAuthentication',
      resumeToken: 'resume-3',
    });
    actor.stop();
  });

  it("at the question: the same; the first applicant's journey is not asked it", async () => {
    const { actor: joined } = journey(link);
    await waitFor(joined, (snapshot) => snapshot.matches({ main: { joint: { secondary: 'entering' } } }));
    joined.send({ type: 'JOINT_LINK_CODE_SUBMITTED', code: '1234567' });
    await waitFor(joined, (snapshot) => snapshot.matches({ main: { joint: { secondary: 'existingCustomer' } } }));
    const stored = persistedJourneyOf(joined.getSnapshot());
    joined.stop();
    expect(stored).toMatchObject({ screen: 'jointExistingCustomer', resumeToken: 'resume-2', jointRole: 'secondary' });

    const reopened = journey(link, stored);
    await waitFor(reopened.actor, (snapshot) =>
      snapshot.matches({ main: { joint: { secondary: 'existingCustomer' } } }),
    );
    expect(reopened.calls.checks).toBe(0);
    expect(reopened.calls.resumes.map((resume) => resume.resumeToken)).toEqual(['resume-2']);
    reopened.actor.stop();

    // the first applicant's journey at the same screen name is not the second applicant's question
    const primary = journey(link, { ...(stored as PersistedJourney), jointRole: 'primary' });
    await waitFor(primary.actor, (snapshot) => snapshot.matches({ main: 'submission' }));
    primary.actor.stop();
  });
});

describe("Log out in the claim's step-up", () => {
  it('drops the case and the link: a login afterwards goes to the portal, not to a claim that could only fail', async () => {
    const { stored } = await leaveForTheLoginApp();
    const { actor, calls } = journey(back('#access_token=LOW&scope=10&bankId=CB'), stored);
    await waitFor(actor, (snapshot) =>
      snapshot.matches({ main: { joint: { secondary: { authenticated: { steppingUp: { answering: 'sent' } } } } } }),
    );
    actor.send({ type: 'STEP_UP_CANCELLED' });
    expect(actor.getSnapshot().matches({ main: 'login' })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ caseId: undefined, resumeToken: undefined });
    actor.send({ type: 'LOGIN_IDENTIFIED', identity: { username: 'sandboxjointsam' } });
    await waitFor(actor, (snapshot) => snapshot.matches({ main: { login: 'answering' } }));
    actor.send({ type: 'CHALLENGE_ANSWERED', answers: [] });
    await waitFor(actor, (snapshot) => snapshot.matches({ main: 'portal' }));
    expect(calls.claims).toHaveLength(1);
    actor.stop();
  });
});

describe("the login app's token leaves the address (src/main.tsx)", () => {
  it('takes access_token and id_token out of the hash, keeps the rest, and leaves a hash without them alone', () => {
    expect(withoutHashTokens('#access_token=T&token_type=Bearer&scope=10&bankId=CB')).toBe(
      '#token_type=Bearer&scope=10&bankId=CB',
    );
    expect(withoutHashTokens('#id_token=I&case_id=CS12345678')).toBe('#case_id=CS12345678');
    expect(withoutHashTokens('#access_token=T')).toBe('');
    expect(withoutHashTokens('#error=access_denied')).toBe('#error=access_denied');
    expect(withoutHashTokens('')).toBe('');
  });
});
