// The transfer hand-off and the returns from other services (doc 1 "Registration", "Return from another service",
// §4 "Step-up is needed ... before the transfer hand-off"). After the accounts open, the transfer question when it is
// offered (transfer.logic.ts offersTransfer); Yes steps up to scope 30 when the session is below it (machines/
// stepUp.ts), waits the named delay `transferHandOff` (25000 ms cash ISA, 50 ms otherwise) and leaves for the
// transfer app, which returns to /continue (or /continue/existing). /continue and /hasDigitalRegDone come back in
// through `entering` (journey.ts) to `transferReturn` and `registrationReturn` here.
import { and } from 'xstate';
import type { ReturnAwaitingLogin } from './journeyTypes';
import { caseRef, journeySetup } from './setup';
import { stepUpState } from './stepUp';

const QUESTION = { screen: 'transfer', route: '/registration' } as const;
const LOADING = { screen: 'loading', route: '/registration' } as const;

export const transferState = journeySetup.createStateConfig({
  initial: 'deciding',
  states: {
    deciding: {
      always: [{ guard: 'offersTransfer', target: 'question' }, { target: '#journey.main.accountOpened' }],
    },
    question: {
      meta: QUESTION,
      on: {
        TRANSFER_ANSWERED: [
          { guard: { type: 'transferAnswerIs', params: { answer: 'Yes' } }, target: 'checkingScope' },
          { target: '#journey.main.accountOpened' },
        ],
      },
    },
    // doc 1 §4 "Step-up is needed ... before the transfer hand-off": a logged-in customer below scope 30 answers
    // an access challenge at scope 30 (the step-up modal over the question, machines/stepUp.ts) and comes back here
    // with the new token; only then the hand-off. Log out in the modal goes to login, a failed challenge to the
    // error page or too many retries: neither hands off.
    checkingScope: {
      id: 'journey.main.transfer.checkingScope',
      always: [
        { guard: 'needsTransferStepUp', target: 'steppingUp', actions: 'beginTransferStepUp' },
        { target: 'handingOff' },
      ],
    },
    steppingUp: stepUpState('transferStepUp', '#journey.main.transfer.checkingScope', QUESTION),
    handingOff: {
      id: 'journey.main.transfer.handingOff',
      meta: LOADING,
      after: { transferHandOff: 'handedOff' },
    },
    handedOff: {
      meta: LOADING,
      entry: 'handOffToTransferApp',
    },
  },
});

/**
 * A return with no token in memory trades the tab's resume token for one, as a reload does; else login, after which
 * the return goes on to its routing (doc 1: "once a token exists"; session.ts loginState).
 */
const tokenStates = (kind: ReturnAwaitingLogin) =>
  ({
    checking: {
      always: [
        { guard: 'hasReturnToken', target: 'routing' },
        { guard: 'hasResumeToken', target: 'exchanging' },
        { target: '#journey.main.login', actions: { type: 'awaitLoginForReturn', params: { kind } } },
      ],
    },
    exchanging: {
      invoke: {
        id: 'resumeCase',
        src: 'resumeCase',
        input: ({ context }: { context: Parameters<typeof caseRef>[0] }) => ({
          ...caseRef(context),
          resumeToken: context.resumeToken ?? '',
        }),
        onDone: { target: 'routing', actions: 'storeResumed' },
        onError: {
          target: '#journey.main.login',
          actions: ['dropToken', { type: 'awaitLoginForReturn', params: { kind } }],
        },
      },
    },
  }) as const;

/** doc 1 "/continue": the product's post-transfer task; existing internet-banking customers by product type. */
export const transferReturnState = journeySetup.createStateConfig({
  meta: LOADING,
  initial: 'checking',
  states: {
    ...tokenStates('transferReturn'),
    routing: {
      always: [
        {
          guard: and(['isExistingCustomerJourney', 'hasInternetBanking', 'returnsToAccountOpened']),
          target: '#journey.main.accountOpened',
        },
        { guard: and(['isExistingCustomerJourney', 'hasInternetBanking']), target: '#journey.main.switch' },
        {
          guard: { type: 'postTransferTaskIs', params: { task: 'WEB-REGISTRATION' } },
          target: '#journey.main.registration',
        },
        { target: '#journey.main.accountOpened' },
      ],
    },
  },
});

/** doc 1 "/hasDigitalRegDone": account opened for cash ISA, credit card and savings, otherwise the switch. */
export const registrationReturnState = journeySetup.createStateConfig({
  meta: LOADING,
  initial: 'checking',
  states: {
    ...tokenStates('registrationReturn'),
    routing: {
      always: [
        { guard: 'returnsToAccountOpened', target: '#journey.main.accountOpened' },
        { target: '#journey.main.switch' },
      ],
    },
  },
});
