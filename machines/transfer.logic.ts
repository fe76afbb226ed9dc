// The transfer hand-off and the returns from other services: guards and actions (doc 1 "Registration": "A transfer
// answer Yes hands off to the transfer app after 25000 ms for cash ISA, 50 ms otherwise. The transfer is offered
// when the product-type feature is on, the product can transfer, and no transfer occurred yet or multiple transfers
// are allowed"; §4 "Step-up is needed ... before the transfer hand-off"; "Return from another service").
import { PRODUCT_TYPES, type ProductType } from '../content/productFacts';
import type { ProductTypeUrlPart } from '../contract/schemas';
import { productOf } from './guards';
import type { JourneyContext, ReturnAwaitingLogin } from './journeyTypes';
import type { JourneyGuard } from './logic';
import { journeyAssign } from './logic';
import { normalisePath } from './routes';
import { caseIdOfEntry, restoredJourney } from './startup.logic';

/** doc 1 "Registration": the hand-off waits 25000 ms for a cash ISA, 50 ms otherwise. */
export const TRANSFER_HAND_OFF_MS = { cashisa: 25_000, other: 50 } as const;

/** Where the sandbox serves the transfer app (platform/routes/handOffPages.ts; a bank has its own). */
export const TRANSFER_APP_PATH = '/sandbox/transfer-app';

/** doc 1: the products whose existing customers with internet banking return to account opened. */
const ACCOUNT_OPENED_TYPES: readonly ProductType[] = ['cashISA', 'credit-card', 'savings'];

/** doc 1 §4: the scope the transfer hand-off needs (the default access token scope, doc 1 §9). */
export const TRANSFER_SCOPE = 30;

/** A logged-in customer whose token is below scope 30 steps up before the hand-off (doc 1 §4). */
export function needsTransferStepUp(context: Pick<JourneyContext, 'accessToken' | 'scope'>): boolean {
  return context.accessToken !== undefined && (context.scope ?? TRANSFER_SCOPE) < TRANSFER_SCOPE;
}

/** The transfer question is asked (doc 1 "Registration"; doc 2 §3.8 canTransfer, allowMultipleTransfers). */
export function offersTransfer(context: Pick<JourneyContext, 'productCode' | 'config' | 'transfer'>): boolean {
  const product = productOf(context);
  if (!product?.canTransfer || !product.transferRoute) return false;
  if (context.config?.features.transfer !== true) return false;
  return !context.transfer?.done || product.allowMultipleTransfers;
}

export function transferHandOffDelay(context: Pick<JourneyContext, 'productCode'>): number {
  return productOf(context)?.transferRoute === 'cashisa' ? TRANSFER_HAND_OFF_MS.cashisa : TRANSFER_HAND_OFF_MS.other;
}

/** The transfer app's address for this journey; it returns to /continue (or /continue/existing) with the case. */
export function transferAppUrl(context: JourneyContext, origin: string): string {
  const product = productOf(context);
  const back = new URL(context.subType === 'existing' ? '/continue/existing' : '/continue', origin);
  // the return loads the app afresh: the brand and product come back with it (a return without them would be VM's,
  // the default brand, and an existing customer would log in again under the wrong brand)
  back.search = new URLSearchParams({ brandId: context.brandId, applyFor: context.productCode ?? '' }).toString();
  const query = new URLSearchParams({
    bankId: context.bankId,
    brandId: context.brandId,
    caseId: context.caseId ?? '',
    applyFor: context.productCode ?? '',
    redirect_uri: back.href,
  });
  return `${TRANSFER_APP_PATH}/${product?.transferRoute ?? 'cashisa'}?${query.toString()}`;
}

const entryPath = (context: JourneyContext) => normalisePath(context.entry.path);

function productTypeOf(context: JourneyContext): ProductType | undefined {
  return productOf(context)?.productType;
}

export const transferGuards = {
  offersTransfer: (({ context }) => offersTransfer(context)) satisfies JourneyGuard,
  /** A logged-in customer below scope 30 steps up before the hand-off (doc 1 §4). */
  needsTransferStepUp: (({ context }) => needsTransferStepUp(context)) satisfies JourneyGuard,
  isTransferReturnEntry: (({ context }) =>
    ['/continue', '/continue/existing'].includes(entryPath(context))) satisfies JourneyGuard,
  isRegistrationReturnEntry: (({ context }) => entryPath(context) === '/hasDigitalRegDone') satisfies JourneyGuard,
  hasReturnToken: (({ context }) =>
    context.accessToken !== undefined || context.caseToken !== undefined) satisfies JourneyGuard,
  /** doc 1: existing customers with internetBanking=true go to account opened for cash ISA, credit card and savings. */
  returnsToAccountOpened: (({ context }) => {
    const type = productTypeOf(context);
    return type !== undefined && ACCOUNT_OPENED_TYPES.includes(type);
  }) satisfies JourneyGuard,
  hasInternetBanking: (({ context }) => context.entry.internetBanking === 'true') satisfies JourneyGuard,
  postTransferTaskIs: (({ context }, params: { task: string }) => {
    const tasks = productOf(context)?.postTransferTask;
    const task = context.subType === 'existing' ? tasks?.existing : tasks?.ntb;
    return (task ?? 'WEB-ACCOUNT-OPENED') === params.task;
  }) satisfies JourneyGuard<{ task: string }>,
  /** The account-opened page has no accounts yet (a return from another service reloaded the app). */
  needsOpenedAccounts: (({ context }) =>
    context.accounts.length === 0 && context.caseId !== undefined) satisfies JourneyGuard,
  /**
   * A return from another service sent the customer to log in (transfer.ts tokenStates), naming a case to go on with;
   * a return that named none has nothing to go on to, and the login goes to the portal as any other.
   */
  returnAwaitsLogin: (({ context }, params: { kind: ReturnAwaitingLogin }) =>
    context.returnAwaitingLogin === params.kind && context.caseId !== undefined) satisfies JourneyGuard<{
    kind: ReturnAwaitingLogin;
  }>,
  transferAnswerIs: (({ event }, params: { answer: 'Yes' | 'No' }) =>
    event.type === 'TRANSFER_ANSWERED' && event.answer === params.answer) satisfies JourneyGuard<{
    answer: 'Yes' | 'No';
  }>,
};

/**
 * A return from another service: the tab's saved journey (a reload, restoredJourney), then the case and bank the
 * return names (caseIdOfEntry: query first, then the hash), and the id token as a scope-30 token.
 */
function returned(context: JourneyContext): Partial<JourneyContext> {
  const { entry } = context;
  const restored = restoredJourney(context.persisted);
  const caseId = caseIdOfEntry(entry) ?? restored.caseId ?? context.caseId;
  const bank = entry.hash.bankId ?? entry.bankId;
  const token = entry.hash.idToken ?? entry.hash.accessToken;
  const product = productOf({ productCode: restored.productCode ?? context.productCode });
  return {
    ...restored,
    ...(caseId ? { caseId } : {}),
    ...(bank === 'CB' || bank === 'YB' ? { bankId: bank } : {}),
    ...(product ? { productType: PRODUCT_TYPES[product.productType].urlPart as ProductTypeUrlPart } : {}),
    // doc 1: "stores the token with scope 30"; it must not stay in the entry parameters.
    ...(token ? { accessToken: token, scope: 30 } : {}),
    entry: { ...entry, hash: { ...entry.hash, accessToken: undefined, idToken: undefined } },
  };
}

export const transferActions = {
  /** doc 1 §4: the step-up before the hand-off asks for scope 30 (no refused call names it, as elsewhere). */
  beginTransferStepUp: journeyAssign(() => ({
    stepUp: {
      scope: TRANSFER_SCOPE,
      challenge: undefined,
      otp: undefined,
      reason: 'first' as const,
      retryAllowed: undefined,
    },
  })),
  /** doc 1 "/continue: marks transfer done, sets bank id, reads case id and id token from the hash". */
  storeTransferReturn: journeyAssign(({ context }) => ({
    ...returned(context),
    transfer: { done: true },
    ...(normalisePath(context.entry.path) === '/continue/existing' ? { subType: 'existing' as const } : {}),
  })),
  /** doc 1 "/hasDigitalRegDone: stores case, bank and alt-product flag, token scope 30". */
  storeRegistrationReturn: journeyAssign(({ context }) => ({
    ...returned(context),
    altProduct: context.entry.isAltProduct === 'true',
    registration: {
      publicKey: undefined,
      customerNumber: undefined,
      registered: true,
      questions: [],
      error: undefined,
    },
  })),
  /** The return goes on once the customer has logged in (session.ts loginState). */
  awaitLoginForReturn: journeyAssign((_, params: { kind: ReturnAwaitingLogin }) => ({
    returnAwaitingLogin: params.kind,
  })),
  forgetReturnAwaitingLogin: journeyAssign(() => ({ returnAwaitingLogin: undefined })),
  /** Provided by the app shell: leaves for the transfer app (a browser navigation is not the chart's). */
  handOffToTransferApp: () => {},
};
