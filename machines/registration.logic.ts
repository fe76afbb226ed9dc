// The registration region's own guards and actions (doc 1 "Registration": "If digital registration is needed
// (registration support applies and no credentials yet), the public key is requested and registration submitted;
// otherwise the user goes to the product's post-registration task or is redirected to the digital registration app";
// §7 "a 409 goes to a specific error callback"), composed into the one setup() by setup.ts.
import { CREDENTIALS_EXIST, REGISTRATION_CREDENTIAL_PROBLEM } from '../content/registration';
import type { CredentialsOutput, PublicKeyOutput, RegistrationQuestion } from './actorContracts';
import { productOf } from './guards';
import type { JourneyContext, RegistrationState } from './journeyTypes';
import { errorOf, type JourneyGuard, journeyAssign } from './logic';

export const EMPTY_REGISTRATION: RegistrationState = {
  publicKey: undefined,
  customerNumber: undefined,
  registered: false,
  questions: [],
  error: undefined,
};

const registrationOf = (context: JourneyContext): RegistrationState => context.registration ?? EMPTY_REGISTRATION;

/** doc 2 §3.8 registrationSupport: for new-to-bank and/or existing customers. */
export function registrationSupported(context: Pick<JourneyContext, 'productCode' | 'subType'>): boolean {
  const support = productOf(context)?.registrationSupport;
  return Boolean(support && (context.subType === 'existing' ? support.existing : support.ntb));
}

/** doc 2 §3.8 postRegistrationTask: the web task after registration (WEB-SWITCH for current accounts). */
export function postRegistrationTask(context: Pick<JourneyContext, 'productCode'>): string {
  return productOf(context)?.postRegistrationTask ?? 'WEB-ACCOUNT-OPENED';
}

export const registrationGuards = {
  registrationSupported: (({ context }) => registrationSupported(context)) satisfies JourneyGuard,
  /**
   * doc 1 "Registration" "otherwise the user goes to the product's post-registration task": the customer holds
   * internet banking credentials: registered here or elsewhere, or an existing customer who did not log in by telephone
   * banking (customerType, doc 2 §3.5: a partial password, or the login app's username and password).
   */
  hasDigitalCredentials: (({ context }) =>
    registrationOf(context).registered ||
    (context.subType === 'existing' && context.customerType !== 'telephoneBanking')) satisfies JourneyGuard,
  /** The account-opened page offers registration while the customer may still register here. */
  canRegister: (({ context }) =>
    registrationSupported(context) && !registrationOf(context).registered) satisfies JourneyGuard,
  isAlreadyRegistered: (({ event }) =>
    'output' in event && (event.output as CredentialsOutput | undefined)?.registered === true) satisfies JourneyGuard,
  isExistingCustomerJourney: (({ context }) => context.subType === 'existing') satisfies JourneyGuard,
  isCredentialsExist: (({ event }) => errorOf(event)?.code === CREDENTIALS_EXIST) satisfies JourneyGuard,
  isRegistrationProblem: (({ event }) =>
    errorOf(event)?.code === REGISTRATION_CREDENTIAL_PROBLEM) satisfies JourneyGuard,
  postRegistrationTaskIs: (({ context }, params: { task: string }) =>
    postRegistrationTask(context) === params.task) satisfies JourneyGuard<{ task: string }>,
};

export const registrationActions = {
  startRegistration: journeyAssign(({ context }) => ({
    registration: { ...registrationOf(context), error: undefined },
  })),
  storePublicKey: journeyAssign(({ context, event }) =>
    'output' in event
      ? { registration: { ...registrationOf(context), publicKey: (event.output as PublicKeyOutput).publicKey } }
      : {},
  ),
  storeCredentials: journeyAssign(({ context, event }) => {
    if (!('output' in event)) return {};
    const output = event.output as CredentialsOutput;
    return {
      registration: {
        ...registrationOf(context),
        customerNumber: output.customerNumber,
        registered: output.registered,
      },
    };
  }),
  storeRegistrationQuestions: journeyAssign(({ context, event }) =>
    'output' in event
      ? { registration: { ...registrationOf(context), questions: event.output as RegistrationQuestion[] } }
      : {},
  ),
  storeRegistrationError: journeyAssign(({ context, event }) => {
    const error = errorOf(event);
    return {
      registration: {
        ...registrationOf(context),
        error: error ? { code: error.code, ...(error.message ? { message: error.message } : {}) } : undefined,
      },
    };
  }),
  markRegistered: journeyAssign(({ context }) => ({
    registration: { ...registrationOf(context), registered: true, error: undefined },
  })),
  /** Provided by the app shell: leaves for {loginAndRegistrationAppUrl}/{bank}/tandcs (a browser navigation). */
  redirectToRegistrationApp: () => {},
};

/**
 * doc 1 "Registration": the digital registration app at {loginAndRegistrationAppUrl}/{bank}/tandcs (bank B for DYB),
 * told where to come back: /hasDigitalRegDone with the case, the product and the brand (doc 1 "Return from another
 * service").
 */
export function registrationAppUrl(
  context: Pick<JourneyContext, 'caseId' | 'productCode' | 'brandId' | 'bankId' | 'altProduct'>,
  appUrl: string,
  registrationBank: string,
  origin: string,
): string {
  const back = new URL('/hasDigitalRegDone', origin);
  back.search = new URLSearchParams({
    brandId: context.brandId,
    applyFor: context.productCode ?? '',
    caseId: context.caseId ?? '',
    bank_id: context.bankId,
    ...(context.altProduct ? { isAltProduct: 'true' } : {}),
  }).toString();
  const query = new URLSearchParams({ redirect_uri: back.href });
  return `${appUrl.replace(/\/+$/, '')}/${registrationBank}/tandcs?${query.toString()}`;
}
