// The joint region's last browser paths (issue 14, the joint share of "transitions no browser path takes"): the
// second applicant's waiting page while the first applicant is still busy (machines/joint.ts
// `waiting.page.otherApplicantBusy`), the joint routes by their typed addresses (the feature removed by the URL, the
// link-code page, the login app's return address), and the refusals of the second applicant's calls and of the
// waiting page's reads, each from the real sandbox: its fault switch (platform/README.md "Fault switch", armed on the
// seeded joint case once its page is open, or for the persona's customer before), or the login app's own answer for a
// customer without login details. Pure data like ../pathEvents.ts, which spreads these into its shared lists; the UI
// side is ../pathActions/jointPaths.ts and ../seededCase.ts seededSecondWaiting.
import type { Persona } from '../pathEvents';
import { failed } from './faults';
import {
  beforeTheCheck,
  JOINT_LOGIN_APP_MISSING_DETAILS,
  JOINT_LOGIN_APP_RETURN,
  JOINT_LOGIN_APP_RETURN_AT_SCOPE_10,
} from './jointAuthentication';

/** /joint with `removeFeatures=joint` (doc 3 §6 URL overrides): the joint routes are off, the error task (doc 1). */
export const JOINT_DISABLED_ENTRY = 'joint, the joint feature removed by the URL';
export const JOINT_DISABLED_LOCATION = {
  pathname: '/joint',
  search: '?applyFor=IM135&brandId=CB&removeFeatures=joint',
  hash: '',
};
/** /joint/join typed, no code (model-tests/journeyModel.ts ENTRIES): the link-code page, empty. */
export const JOINT_JOIN_TYPED_ENTRY = 'joint, second applicant typing the address';
/**
 * /joint/authentication typed, nothing in the tab (journeyModel.ts ENTRIES): to the login app, whose login comes back
 * to a tab that holds no joint case to claim: the link-code page, where the code names the case again.
 */
export const JOINT_AUTHENTICATION_TYPED_ENTRY = 'joint, the authentication address typed';
/**
 * A browser-only entry (model-tests/browserModel.ts browserEntries): a joint case whose first applicant is still
 * filling in their part (created, not submitted) and whose second applicant has submitted theirs, both through the
 * platform's own calls (../seededCase.ts seededSecondWaiting, as the second applicant's device would); the tab opened
 * as a reload of the second applicant's waiting page leaves it. Their poll answers awaitapplicant: "the other person
 * is still busy".
 */
export const SEEDED_JOINT_SECOND_ENTRY = 'joint, second applicant seeded on the waiting page';

/**
 * The first applicant submits their part on their own device (the platform's submit with their case token, as their
 * tab would): not a chart event of this tab, whose poll then finds the case in processing (the submission page) and,
 * once decided, the second applicant waiting again while the first answers the offer.
 */
export const FIRST_APPLICANT_SUBMITS = 'JOINT_FIRST_APPLICANT_SUBMITS';
export const JOINT_PATHS_BROWSER_EVENTS = {
  [FIRST_APPLICANT_SUBMITS]:
    "submit the first applicant's part through the platform's own call with their case token (their device), then see the tab's poll take it to the submission page",
} as const;
/** What another device does while the tab stays as it is (model-tests/browserModel.ts offers them on a settled page). */
export const OTHER_DEVICE_EVENTS = [FIRST_APPLICANT_SUBMITS] as const;
export type OtherDeviceEventType = (typeof OTHER_DEVICE_EVENTS)[number];

/** The entries above that the browser opens by their address. */
export const JOINT_TYPED_ENTRIES: readonly string[] = [
  JOINT_DISABLED_ENTRY,
  JOINT_JOIN_TYPED_ENTRY,
  JOINT_AUTHENTICATION_TYPED_ENTRY,
];
/** Every entry of this file, each played only by its own personas. */
export const JOINT_PATHS_OWN_ENTRIES: readonly string[] = [...JOINT_TYPED_ENTRIES, SEEDED_JOINT_SECOND_ENTRY];

const refused = (call: string) => `${call}✗(invalid_token)`;
/** The switch's refusal of a token the bank no longer accepts (the app reads its WWW-Authenticate header). */
const INVALID_TOKEN = { status: 401, code: 'invalid_token' } as const;
const withoutReload = (events: readonly string[]) => events.filter((event) => event !== 'RELOAD');
const POLL_FAILED = failed('fetchNextTask');
const LINK_CODE_READ_FAILED = failed('fetchJointLinkCode');
const RESUME_REFUSED = refused('resumeCase');

/**
 * `anyTab`: every tab's outcomes and events (../pathEvents.ts ANY_TAB); `joint`: the joint applicants on one device
 * (JOINT_ON_ONE_DEVICE), whose seeded case is the first applicant's part submitted, waiting on /joint/next.
 */
export function jointPathsPersonas(
  anyTab: { outcomes: readonly string[]; events: readonly string[] },
  joint: Persona,
): Persona[] {
  const entry = joint.entry as string;
  const linked = [...beforeTheCheck(joint), 'checkJointLinkCode✓'];
  // the second applicant, an existing customer, back from the login app (scope 30) as the persona's customer
  const backFromTheLoginApp = (name: string, username: string, outcomes: string[], faults: Persona['faults']) => ({
    name,
    username,
    entry,
    outcomes: [...linked, 'fetchCurrentUser✓', ...outcomes],
    events: [...withoutReload(joint.events), JOINT_LOGIN_APP_RETURN],
    faults,
  });
  return [
    // by their addresses
    { name: 'the joint routes with the joint feature removed', entry: JOINT_DISABLED_ENTRY, ...anyTab },
    { name: 'a joint second applicant typing the join address', entry: JOINT_JOIN_TYPED_ENTRY, ...anyTab },
    {
      name: 'sandboxpat types the joint authentication address with no joint case in the tab',
      username: 'sandboxpat',
      entry: JOINT_AUTHENTICATION_TYPED_ENTRY,
      outcomes: anyTab.outcomes,
      events: [...anyTab.events, JOINT_LOGIN_APP_RETURN],
    },
    {
      name: 'a joint second applicant whose part is in while the first applicant is busy',
      entry: SEEDED_JOINT_SECOND_ENTRY,
      outcomes: [...anyTab.outcomes, 'resumeCase✓', 'fetchCaptureTask✓', 'fetchNextTask✓(awaitapplicant)'],
      events: anyTab.events,
    },
    {
      // then the first applicant submits: the case goes to processing (the poll's other task: the submission page),
      // and is decided; the second applicant waits again while the first answers the offer
      name: 'a joint second applicant waits while the first applicant submits',
      entry: SEEDED_JOINT_SECOND_ENTRY,
      outcomes: [
        ...anyTab.outcomes,
        'resumeCase✓',
        'fetchCaptureTask✓',
        'fetchNextTask✓(awaitapplicant)',
        'fetchNextTask✓(applicationprocessing)',
      ],
      events: [...anyTab.events, FIRST_APPLICANT_SUBMITS],
      after: { 'fetchNextTask✓(applicationprocessing)': FIRST_APPLICANT_SUBMITS },
    },
    // the waiting page's reads: a poll fails once (tried again at the next interval), the link code cannot be read
    // after a reload (the question is asked without it)
    {
      ...joint,
      name: `${joint.name}, whose poll on the waiting page fails once`,
      outcomes: [...joint.outcomes, POLL_FAILED],
      events: withoutReload(joint.events),
      faults: [{ family: 'next-task', times: 4 }],
      after: { [POLL_FAILED]: 'fetchNextTask✓(awaitapplicant)' },
      before: { [POLL_FAILED]: POLL_FAILED },
    },
    {
      ...joint,
      name: `${joint.name}, whose link code cannot be read after a reload`,
      outcomes: [...joint.outcomes, LINK_CODE_READ_FAILED],
      faults: [{ family: 'joint-link-code', times: 4 }],
      after: { [LINK_CODE_READ_FAILED]: 'fetchJointLinkCode✓' },
      before: { [LINK_CODE_READ_FAILED]: LINK_CODE_READ_FAILED },
    },
    // the second applicant's calls
    {
      name: 'a joint second applicant whose link-code check fails',
      entry,
      outcomes: [...beforeTheCheck(joint), failed('checkJointLinkCode')],
      events: withoutReload(joint.events),
      faults: [{ family: 'joint-link', times: 1 }],
    },
    {
      // a customer the bank holds no login details for: the login app's error=missing_details
      name: 'sandboxgail joins as an existing customer without login details',
      username: 'sandboxgail',
      entry,
      outcomes: linked,
      events: [...withoutReload(joint.events), JOINT_LOGIN_APP_MISSING_DETAILS],
    },
    backFromTheLoginApp(
      'sandboxjtann joins, and her current-user read is refused',
      'sandboxjtann',
      [refused('fetchCurrentUser')],
      [{ family: 'current-user', times: 1, on: 'customer', ...INVALID_TOKEN }],
    ),
    backFromTheLoginApp(
      'sandboxjtbo joins, and his current-user read fails',
      'sandboxjtbo',
      [failed('fetchCurrentUser')],
      [{ family: 'current-user', times: 4, on: 'customer' }],
    ),
    backFromTheLoginApp(
      'sandboxpat joins, and the claim is refused',
      'sandboxpat',
      [refused('claimJointApplicant')],
      [{ family: 'joint-claim', times: 1, ...INVALID_TOKEN }],
    ),
    backFromTheLoginApp(
      'sandboxpat joins, and the claim fails',
      'sandboxpat',
      [failed('claimJointApplicant')],
      [{ family: 'joint-claim', times: 1 }],
    ),
    {
      // at scope 10 the claim asks for a step-up; F5 in its modal comes back to /joint/authentication without an
      // answer, and the resume of the link the tab kept is refused
      name: 'sandboxjtcy reloads in the step-up before the claim, and the resume of the link is refused',
      username: 'sandboxjtcy',
      entry,
      outcomes: [
        ...linked,
        'fetchCurrentUser✓',
        'claimJointApplicant✗(insufficient_scope)',
        'createChallenge✓(one-time passcode (step-up))',
        'sendOtp✓',
        RESUME_REFUSED,
      ],
      events: [...joint.events, JOINT_LOGIN_APP_RETURN_AT_SCOPE_10],
      faults: [{ family: 'resume', times: 1, ...INVALID_TOKEN }],
      // the tab's first resume (its page load) is answered, the one after the reload refused
      after: { [RESUME_REFUSED]: 'claimJointApplicant✗(insufficient_scope)' },
      before: { 'resumeCase✓': 'claimJointApplicant✗(insufficient_scope)' },
    },
  ];
}
