// The joint region (doc 1 route table /joint, /joint/join, /joint/next, /joint/authentication, /joint/secondary-
// applicant; §4 "Joint"; web tasks WEB-JOINT-ACCOUNT -> Joint/join, WEB-JOINT-NEXT -> Joint/next, WEB-JOINT-
// AUTHENTICATION -> Joint/authentication; case state awaitapplicant -> Joint/next; §8 319 joint modal, 324 bank
// mismatch; doc 3 "Joint pages"; issue 12). Its guards and actions are in joint.logic.ts.
//
// - The first applicant starts on /joint (doc 3 §1 joint copy), then applies as usual with subType JOINT. After their
//   submit the case waits in awaitapplicant: the waiting page (/joint/next) shows the link code and asks "is the other
//   person with you?": Yes hands this device over (WEB-JOINT-ACCOUNT, /joint/join with the code); No shows the "other
//   person must be available" page with the invitation by email and text. The page polls like submission.
// - The second applicant enters the link code on /joint/join (Confirm code); 319 opens the bad-code modal, 324 the
//   bank-mismatch warning naming the bank. Then the existing-customer question: Yes goes to WEB-JOINT-AUTHENTICATION
//   (login, then step 1 with their records), No to WEB-ELIGIBILITY-PAGE. Their own submit waits on /joint/next too.
// - An existing customer who joined logs in at the login app (doc 1 "Authentication page": the tab leaves for it and
//   it returns to /joint/authentication with the token and its scope in the hash), then their login is recorded as
//   the case's second applicant (claimJointApplicant, with the resume token of their link; step-up first when the
//   platform asks for a higher scope); their step 1 is then filled from the bank's records, read-only and masked.
import { not } from 'xstate';
import { caseRef, journeySetup } from './setup';
import { authenticationErrors, invalidTokenError, stepUpState } from './stepUp';

export const jointState = journeySetup.createStateConfig({
  initial: 'routing',
  states: {
    // doc 1 route table: shown only when the joint feature is on, otherwise the error task.
    routing: {
      always: [
        { guard: not('isJointEnabled'), target: '#journey.main.error', actions: 'storeJointDisabled' },
        // the login app's return (WEB-JOINT-AUTHENTICATION), before the link code its address may carry
        { guard: 'isJointAuthenticationEntry', target: 'secondary.authentication' },
        { guard: 'isJointJoinEntry', target: 'secondary' },
        { target: 'primary' },
      ],
    },
    primary: {
      meta: { screen: 'jointStart', route: '/joint', progressStep: 'aboutYou' },
      entry: 'startJointPrimary',
      on: { CONTINUE: '#journey.main.eligibility' },
    },
    secondary: {
      entry: 'startJointSecondary',
      initial: 'entering',
      states: {
        entering: {
          meta: { screen: 'jointJoin', route: '/joint/join' },
          on: { JOINT_LINK_CODE_SUBMITTED: { target: 'checking', actions: 'storeJointCodeEntered' } },
        },
        checking: {
          meta: { screen: 'jointJoin', route: '/joint/join' },
          invoke: {
            id: 'checkJointLinkCode',
            src: 'checkJointLinkCode',
            input: ({ context }) => ({ bankId: context.bankId, code: context.joint.entered ?? '' }),
            onDone: { target: 'existingCustomer', actions: 'storeJointLink' },
            onError: [
              { guard: 'isLinkCodeRefused', target: 'badCode', actions: 'storeJointRefusal' },
              { guard: 'isJointBankMismatch', target: 'bankMismatch', actions: 'storeJointRefusal' },
              { target: '#journey.main.error', actions: 'storeError' },
            ],
          },
        },
        // doc 1 §8 319: the joint modal over the link-code page.
        badCode: {
          meta: { modal: 'jointBadCode', screen: 'jointJoin', route: '/joint/join' },
          on: { JOINT_MODAL_CLOSED: { target: 'entering', actions: 'clearJointRefusal' } },
        },
        // doc 2 §5.6b: joint applicants must choose the same bank; the warning names the other person's bank.
        bankMismatch: {
          meta: { screen: 'jointBankMismatch', route: '/joint/join' },
          on: { BACK: { target: 'entering', actions: 'clearJointRefusal' } },
        },
        existingCustomer: {
          meta: { screen: 'jointExistingCustomer', route: '/joint/join' },
          on: {
            JOINT_EXISTING_CUSTOMER_ANSWERED: [
              // WEB-JOINT-AUTHENTICATION: the login app (and step-up where the claim asks for it), then step 1 from
              // the records.
              { guard: 'answeredYes', target: 'authentication.redirecting', actions: 'markJointExistingCustomer' },
              // WEB-ELIGIBILITY-PAGE
              { target: '#journey.main.eligibility' },
            ],
          },
        },
        // WEB-JOINT-AUTHENTICATION (doc 1 "Authentication page", the route /joint/authentication): the login app
        // comes back here with the token in the hash, or with an error. The tab kept the case, the applicant's role
        // and the resume token of their link in its session storage (screen jointAuthentication, src/sessionStore.ts)
        // across the trip, and the page load restored them without spending the resume token (journey.ts entering),
        // which the claim spends. No secret travels in the URL but the login app's own token in the hash, which the
        // app shell takes out of the address (src/main.tsx).
        authentication: {
          meta: { screen: 'jointAuthentication', route: '/joint/authentication' },
          initial: 'reading',
          states: {
            reading: {
              always: [
                // doc 1: "an error other than access_denied is an authentication error"
                { guard: 'isHashAuthenticationError', target: '#journey.main.error', actions: 'storeHashError' },
                // access_denied (the customer did not log in there): the app's own login page, whose login records
                // the claim too (session.ts loginState, hasJointCaseToClaim)
                { guard: 'isHashAccessDenied', target: '#journey.main.login', actions: 'forgetHashAnswer' },
                { guard: 'hasJointClaim', target: 'loadingUser', actions: 'storeHashToken' },
                // a login, but this tab holds no joint case to claim (another tab's, or its storage gone): the
                // link-code page, where the code names the case again
                {
                  guard: 'hasHashToken',
                  target: '#journey.main.joint.secondary.entering',
                  actions: 'forgetHashAnswer',
                },
                // no answer from the login app: the browser's Back from it, or a reload once the token has left the
                // address. The tab's case comes back (not another trip to the login app, which Back would make a
                // trap): the resume token buys the case token the page needs, and the next resume token for the claim
                { guard: 'hasJointCaseToClaim', target: 'resumingLink' },
                { target: 'redirecting' },
              ],
            },
            resumingLink: {
              invoke: {
                id: 'resumeCase',
                src: 'resumeCase',
                input: ({ context }) => ({ ...caseRef(context), resumeToken: context.resumeToken ?? '' }),
                onDone: { target: '#journey.main.joint.secondary.existingCustomer', actions: 'storeResumed' },
                // doc 1 §4 / platform "Case tokens": a refused or expired resume token goes to login
                onError: { target: '#journey.main.login', actions: 'dropToken' },
              },
            },
            // To the login app (the sandbox's stand-in, or the bank's own), which comes back to /joint/authentication.
            redirecting: { entry: 'redirectToJointLoginApp' },
            // doc 1: "then the current user and bank id are fetched"
            loadingUser: {
              meta: { screen: 'loading', route: '/joint/authentication' },
              invoke: {
                id: 'fetchCurrentUser',
                src: 'fetchCurrentUser',
                input: ({ context }) => ({ bankId: context.bankId }),
                onDone: { target: '#journey.main.joint.secondary.authenticated', actions: 'storeUser' },
                onError: [invalidTokenError, { target: '#journey.main.error', actions: 'storeError' }],
              },
            },
          },
        },
        // The second applicant logged in (the login app's return above, or session.ts loginState): their login is
        // recorded as the case's second applicant, stepping up first when the platform asks for a higher scope (a
        // login below 30), then on to their eligibility page as an existing customer.
        authenticated: {
          meta: { screen: 'loading', route: '/joint/authentication' },
          initial: 'claiming',
          states: {
            claiming: {
              invoke: {
                id: 'claimJointApplicant',
                src: 'claimJointApplicant',
                input: ({ context }) => ({ ...caseRef(context), resumeToken: context.resumeToken ?? '' }),
                onDone: { target: '#journey.main.eligibility', actions: 'storeJointClaim' },
                onError: [...authenticationErrors, { target: '#journey.main.error', actions: 'storeError' }],
              },
            },
            steppingUp: stepUpState('jointStepUp', '#journey.main.joint.secondary.authenticated.claiming'),
          },
        },
      },
    },
    // awaitapplicant -> Joint/next: polls the next task like submission, while the page asks its questions.
    waiting: {
      type: 'parallel',
      meta: { screen: 'jointWaiting', route: '/joint/next', progressStep: 'allSystemsGo' },
      states: {
        poll: {
          initial: 'idle',
          states: {
            idle: { after: { pollInterval: 'fetching' } },
            fetching: {
              invoke: {
                id: 'fetchNextTask',
                src: 'fetchNextTask',
                input: ({ context }) => caseRef(context),
                onDone: [
                  { guard: 'isAwaitingApplicant', target: 'idle', actions: 'storeTask' },
                  // The case moved on: the submission page routes it (processing, offer, account opened ...).
                  { target: '#journey.main.submission', actions: 'storeTask' },
                ],
                // A failed poll is tried again at the next interval; the case is safe on the platform.
                onError: { target: 'idle' },
              },
            },
          },
        },
        page: {
          initial: 'checking',
          states: {
            checking: {
              always: [{ guard: 'isJointSecondary', target: 'otherApplicantBusy' }, { target: 'loadingCode' }],
            },
            loadingCode: {
              invoke: {
                id: 'fetchJointLinkCode',
                src: 'fetchJointLinkCode',
                input: ({ context }) => caseRef(context),
                onDone: { target: 'asking', actions: 'storeJointLinkCode' },
                onError: { target: 'asking' },
              },
            },
            // "Is the other person with you?"
            asking: {
              on: {
                JOINT_OTHER_PERSON_PRESENT_ANSWERED: [
                  {
                    guard: 'answeredYes',
                    target: '#journey.main.joint.secondary',
                    actions: ['keepLinkCodeForHandOver', 'dropToken', 'resetSession', 'forgetStoredJourney'],
                  },
                  { target: 'otherAvailable' },
                ],
              },
            },
            // The "other person must be available" page, with the invitation by email and text.
            otherAvailable: {
              on: { JOINT_INVITATION_SENT: 'inviting' },
            },
            inviting: {
              invoke: {
                id: 'sendJointInvitation',
                src: 'sendJointInvitation',
                input: ({ context, event }) => ({
                  ...caseRef(context),
                  brandId: context.brandId,
                  ...(event.type === 'JOINT_INVITATION_SENT' ? { email: event.email, mobile: event.mobile } : {}),
                }),
                onDone: { target: 'otherAvailable', actions: 'markInvitationSent' },
                onError: { target: 'otherAvailable', actions: 'markInvitationFailed' },
              },
            },
            // The second applicant's part is in; the first applicant has not submitted theirs yet.
            otherApplicantBusy: {},
          },
        },
      },
    },
  },
});
