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
// - An existing customer who joined logs in (the login page), then, on /joint/authentication, their login is
//   recorded as the case's second applicant (claimJointApplicant, with the resume token of their link; step-up when
//   the platform asks for it); their step 1 is then filled from the bank's records, read-only and masked.
import { not } from 'xstate';
import { caseRef, journeySetup } from './setup';
import { authenticationErrors, stepUpState } from './stepUp';

export const jointState = journeySetup.createStateConfig({
  initial: 'routing',
  states: {
    // doc 1 route table: shown only when the joint feature is on, otherwise the error task.
    routing: {
      always: [
        { guard: not('isJointEnabled'), target: '#journey.main.error', actions: 'storeJointDisabled' },
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
              // WEB-JOINT-AUTHENTICATION: login (and step-up where a call asks for it), then step 1 from the records.
              { guard: 'answeredYes', target: '#journey.main.login', actions: 'markJointExistingCustomer' },
              // WEB-ELIGIBILITY-PAGE
              { target: '#journey.main.eligibility' },
            ],
          },
        },
        // The second applicant logged in (session.ts loginState): their login is recorded as the case's second
        // applicant, then on to their eligibility page as an existing customer.
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
