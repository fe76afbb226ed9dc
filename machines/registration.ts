// Registration for internet and telephone banking, /registration (doc 1 "Registration", "Case state to screen map"
// fulfillmentinprogress -> Registration; §7 the credentials calls; doc 2 §5.6; doc 3 "Registration and login", §8).
// When registration support applies: the public key, whether the customer has credentials, the security questions,
// then the form; the PUT sends every secret encrypted (services/registrationApi.ts). A 409 goes to its own page;
// a credential the platform refuses comes back to the form with doc 3 §8's template. Otherwise, and after success,
// the product's post-registration task; a customer without internet banking credentials whose product and subtype
// have no registration here goes to the external registration app at {loginAndRegistrationAppUrl}/{bank}/tandcs.
import { and, not } from 'xstate';
import { journeySetup } from './setup';

/**
 * doc 2 §3.8 postRegistrationTask as a target: WEB-SWITCH -> the switch, otherwise account opened. A switch already
 * set up from account opened (before registering) is not offered again: the platform refuses a second switch of the
 * same old account (doc 3 §8, 348), so the applicant would meet the form only to be turned away.
 */
export const postRegistrationTargets = [
  {
    guard: and([{ type: 'postRegistrationTaskIs', params: { task: 'WEB-SWITCH' } }, not('switchSetUp')]),
    target: '#journey.main.switch',
  },
  { target: '#journey.main.accountOpened' },
] as const;

export const registrationState = journeySetup.createStateConfig({
  meta: { screen: 'registration', route: '/registration' },
  entry: 'startRegistration',
  initial: 'deciding',
  states: {
    deciding: {
      meta: { screen: 'loading', route: '/registration' },
      // doc 1 "Registration": digital registration here when registration support applies; otherwise the product's
      // post-registration task for a customer who holds internet banking credentials, or the bank's digital
      // registration app for one who does not (an existing customer who banks by telephone only).
      always: [
        { guard: 'registrationSupported', target: 'loadingKey' },
        { guard: 'hasDigitalCredentials', target: 'finished' },
        { target: 'external' },
      ],
    },
    loadingKey: {
      meta: { screen: 'loading', route: '/registration' },
      invoke: {
        id: 'fetchPublicKey',
        src: 'fetchPublicKey',
        input: ({ context }) => ({ bankId: context.bankId }),
        onDone: { target: 'checkingCredentials', actions: 'storePublicKey' },
        onError: { target: '#journey.main.error', actions: 'storeError' },
      },
    },
    checkingCredentials: {
      meta: { screen: 'loading', route: '/registration' },
      invoke: {
        id: 'fetchCredentials',
        src: 'fetchCredentials',
        input: ({ context }) => ({ bankId: context.bankId }),
        onDone: [
          { guard: 'isAlreadyRegistered', target: 'finished', actions: 'storeCredentials' },
          { target: 'loadingQuestions', actions: 'storeCredentials' },
        ],
        onError: { target: '#journey.main.error', actions: 'storeError' },
      },
    },
    loadingQuestions: {
      meta: { screen: 'loading', route: '/registration' },
      invoke: {
        id: 'fetchSecurityQuestions',
        src: 'fetchSecurityQuestions',
        input: ({ context }) => ({ bankId: context.bankId }),
        onDone: { target: 'entering', actions: 'storeRegistrationQuestions' },
        onError: { target: '#journey.main.error', actions: 'storeError' },
      },
    },
    // The screen checks every field with REGISTRATION_FIELDS before it sends.
    entering: {
      on: {
        REGISTRATION_SUBMITTED: 'submitting',
        REGISTER_LATER: 'finished',
      },
    },
    submitting: {
      invoke: {
        id: 'updateCredentials',
        src: 'updateCredentials',
        // The secrets come from the event, never from the context: they are not kept once sent.
        input: ({ context, event }) => ({
          bankId: context.bankId,
          publicKey: context.registration?.publicKey ?? '',
          values:
            event.type === 'REGISTRATION_SUBMITTED'
              ? event.values
              : { customerNumber: '', password: '', securityQuestions: [], telephonePin: '', termsAccepted: false },
        }),
        onDone: { target: 'finished', actions: 'markRegistered' },
        onError: [
          { guard: 'isCredentialsExist', target: 'alreadyRegistered', actions: 'storeRegistrationError' },
          { guard: 'isRegistrationProblem', target: 'entering', actions: 'storeRegistrationError' },
          { target: '#journey.main.error', actions: 'storeError' },
        ],
      },
    },
    // doc 1 §7 "a 409 goes to a specific error callback": already registered; Continue goes on.
    alreadyRegistered: {
      on: { CONTINUE: 'finished' },
    },
    external: {
      meta: { screen: 'loading', route: '/registration' },
      entry: 'redirectToRegistrationApp',
    },
    finished: {
      always: [...postRegistrationTargets],
    },
  },
});
