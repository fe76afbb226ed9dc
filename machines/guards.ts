// Named, pure guards of the journey chart, each a function of the chart's context (and event).
// Unit-tested in guards.test.ts against the rules of the spec.
import { findBrand } from '../content/brands';
import { productBlock } from '../content/productBlocking';
import { findProductFacts, type ProductFacts } from '../content/productFacts';
import { isExistingCustomerCase } from '../contract/applicationForm';
import type { CompletedAccount } from '../contract/schemas';
import type { JourneyContext } from './journeyTypes';
import { SAVE_ERROR_RESULT_PAGES, type SaveErrorResultState } from './resultPages';
import { normalisePath, TERMS_ROUTE } from './routes';
import { WEB_TASK_ROUTES, type WebTask } from './webTasks';

export const TASK_PERSONAL_DETAILS = 'WEB-PERSONAL-DETAILS';
export const TASK_EMPLOYMENT_DETAILS = 'WEB-EMPLOYMENT-DETAILS';
export const TASK_REVIEW_DETAILS = 'WEB-REVIEW-DETAILS';

export function productOf(context: Pick<JourneyContext, 'productCode'>): ProductFacts | undefined {
  return findProductFacts(context.productCode);
}

/** doc 1 §4 "Start-up": an invalid brand id shows the error page for brand VM with bank CB. */
export function isValidBrand(context: Pick<JourneyContext, 'brandId'>): boolean {
  return findBrand(context.brandId) !== undefined;
}

/** doc 1 §4: a missing or invalid product code raises a UI error; so does a product the brand does not sell. */
export function isProductAvailable(context: Pick<JourneyContext, 'productCode' | 'brandId'>): boolean {
  const brand = findBrand(context.brandId);
  const product = productOf(context);
  return brand !== undefined && product !== undefined && brand.products.includes(product.code);
}

/** The questions and their terms page: what the applicant sees before the application starts (machines/journey.ts). */
const ELIGIBILITY_SCREENS = new Set(['eligibility', 'eligibilityTerms']);
const ELIGIBILITY_ROUTES = new Set(['/', TERMS_ROUTE]);

/** A reload (or the browser's Back or Forward after one) on the terms page, with the answers that lead there. */
export function isTermsReload(context: Pick<JourneyContext, 'entry' | 'form'>): boolean {
  return normalisePath(context.entry.path) === TERMS_ROUTE && hasEligibilityAnswers(context);
}

/** A saved session of this tab for the same brand and product (or the URL names no product). */
export function hasResumableSession(context: Pick<JourneyContext, 'persisted' | 'entry' | 'brandId'>): boolean {
  const saved = context.persisted;
  if (!saved) return false;
  // The pages before the application come back only on their own addresses: another entry in the same tab (the
  // joint start page, say) begins where it says.
  if (ELIGIBILITY_SCREENS.has(saved.screen) && !ELIGIBILITY_ROUTES.has(normalisePath(context.entry.path))) return false;
  const sameProduct = !context.entry.applyFor || context.entry.applyFor === saved.productCode;
  return sameProduct && saved.brandId === context.brandId;
}

/** The capture screens a reload comes back to, by their web task (doc 1 "Web task names"). */
const RESUMABLE_TASK_SCREENS: Partial<Record<WebTask, string>> = {
  'WEB-PERSONAL-DETAILS': 'personalDetails',
  'WEB-EMPLOYMENT-DETAILS': 'employmentDetails',
  'WEB-REVIEW-DETAILS': 'review',
};

/**
 * The screen a reload of the tab's saved journey lands on. doc 1 §1 "the reason, action or task names the next
 * screen": the full redirect of a product group (doc 1 §4, src/productGroupRedirect.ts) loads the root with `reason`
 * = the web task of the next screen, so a reason naming a capture task the applicant may reach (canVisitRoute: no
 * skipping ahead by a typed reason) wins; otherwise the screen the tab saved.
 */
export function resumeScreenOf(
  context: Pick<JourneyContext, 'persisted' | 'entry' | 'form' | 'caseId'>,
): string | undefined {
  const task = context.entry.reason as WebTask | undefined;
  const screen = task ? RESUMABLE_TASK_SCREENS[task] : undefined;
  if (task && screen && canVisitRoute(context, WEB_TASK_ROUTES[task])) return screen;
  // The saved screen is read from the tab's storage, as the reason from the URL: review saved with a step left to do
  // (the app never stores one; only a storage changed by hand, or by another version of the app) starts again at step
  // 1, as review's own `checking` state did. Checked here, where the storage is read: no transition of the chart is
  // then taken only from a storage the app never writes (issue 14, `checking` removed from machines/capture.ts).
  const saved = context.persisted?.screen;
  if (saved === 'review' && !canVisitRoute(context, WEB_TASK_ROUTES['WEB-REVIEW-DETAILS'])) return 'personalDetails';
  // Step 2 is shown while step 1's create is out (machines/capture.ts employmentDetails.confirming): a reload before it
  // answered kept no case, and starts again at step 1 with the answers kept, whose Continue creates it.
  if (saved === 'employmentDetails' && (context.caseId ?? context.persisted?.caseId) === undefined)
    return 'personalDetails';
  return saved;
}

/** The resume link of doc 1: /submission?caseId={id}&type={product type url part}&brandId={bank}. */
export function isSubmissionEntry(context: Pick<JourneyContext, 'entry'>): boolean {
  return context.entry.path.replace(/\/+$/, '') === '/submission';
}

export function hasCaseToLoad(context: Pick<JourneyContext, 'entry'>): boolean {
  const type = context.entry.type;
  return (
    Boolean(context.entry.caseId) &&
    (type === 'current' || type === 'savings' || type === 'cashisa' || type === 'creditcard')
  );
}

/** Who the product is for (content/products.ts audience): open to existing customers unless it is for new ones only. */
export function isForNewCustomersOnly(product: ProductFacts): boolean {
  return product.audience === 'ntb';
}

/**
 * The landing's answers (doc 2 §2 "Eligibility (landing)"): the product's questions and doc 2 §3.1 isExistingCustomer,
 * whose default is No (an answer not given is No).
 */
export interface LandingAnswers {
  answers: Record<string, 'Yes' | 'No'>;
  isExistingCustomer?: 'Yes' | 'No';
}

/** doc 2 §5.6b: every answer must equal the product's expected one, and doc 2 "Existing customer must be No for
 * new-customer products" (a customer known to this journey counts as a Yes). The data-protection terms are accepted
 * on the page that follows (the chart's eligibility.terms state: its only way on is TERMS_AGREED). */
export function eligibilityPassed(
  product: ProductFacts | undefined,
  landing: LandingAnswers,
  isKnown = false,
): boolean {
  if (!product) return false;
  const existing = isKnown || landing.isExistingCustomer === 'Yes';
  if (existing && isForNewCustomersOnly(product)) return false;
  return product.eligibilityQuestions.every((question) => landing.answers[question.id] === question.expected);
}

/**
 * doc 3 §2 "An already-a-customer page tells the applicant to log in": a visitor who says they are a customer already,
 * on a product open to existing customers, logs in to apply (a new-customers-only product instead fails eligibility:
 * doc 2 §5.1 "Sorry, you can't apply online"). One who has logged in is not sent to log in again.
 */
export function existingCustomerLogsIn(
  product: ProductFacts | undefined,
  landing: LandingAnswers,
  isKnown: boolean,
): boolean {
  return product !== undefined && !isKnown && landing.isExistingCustomer === 'Yes' && !isForNewCustomersOnly(product);
}

/** The eligibility answers that lead to the terms page are in the form (recordEligibility). */
export function hasEligibilityAnswers(context: Pick<JourneyContext, 'form'>): boolean {
  return (context.form.eligibilityQuestions?.length ?? 0) > 0;
}

export function hasCompletedTask(context: Pick<JourneyContext, 'form'>, task: string): boolean {
  return context.form.completedTasks?.includes(task) ?? false;
}

/** Typed URLs and Back may reach a step only once the steps before it are done (the terms page: once answered). */
export function canVisitRoute(context: Pick<JourneyContext, 'form' | 'caseId'>, path: string): boolean {
  switch (path) {
    case TERMS_ROUTE:
      return hasEligibilityAnswers(context);
    case '/step-1':
      return true;
    case '/step-2':
      return context.caseId !== undefined && hasCompletedTask(context, TASK_PERSONAL_DETAILS);
    case '/review':
      return hasCompletedTask(context, TASK_PERSONAL_DETAILS) && hasCompletedTask(context, TASK_EMPLOYMENT_DETAILS);
    default:
      return false;
  }
}

/** Doc 1 "Completed case retrieval": repeat until every account has an account_id. */
export function allAccountsOpened(accounts: readonly CompletedAccount[]): boolean {
  return accounts.length > 0 && accounts.every((account) => Boolean(account.account_id));
}

export function autosaveEnabled(context: Pick<JourneyContext, 'config'>): boolean {
  return (context.config?.autosaveInterval ?? 0) > 0;
}

/** doc 1 §8: 350 goes to the duplicate-customer task. */
export const DUPLICATE_CUSTOMER_CODE = '350';

/** doc 1 §8 save and submit codes that return a complete form to review (HTTP 401, 409 or 500). */
export const KNOWN_SAVE_ERROR_CODES = ['1036', '318', '301', '319', '324', '325', '326', '327'] as const;
const SAVE_ERROR_STATUSES = [401, 409, 500];

export function isKnownSaveError(error: { code: string; status: number } | undefined): boolean {
  return (
    error !== undefined &&
    (KNOWN_SAVE_ERROR_CODES as readonly string[]).includes(error.code) &&
    SAVE_ERROR_STATUSES.includes(error.status)
  );
}

/** The page a save error leads to before the form is complete (resultPages.ts SAVE_ERROR_RESULT_PAGES), if any. */
export function saveErrorResultState(
  error: { code: string; status: number } | undefined,
): SaveErrorResultState | undefined {
  if (!error || !SAVE_ERROR_STATUSES.includes(error.status)) return undefined;
  return SAVE_ERROR_RESULT_PAGES.find((page) => (page.codes as readonly string[]).includes(error.code))?.state;
}

/** doc 1 §4, doc 2 §5.9: the product blocking of content/productBlocking.ts for this journey. */
export function productBlockOf(
  context: Pick<JourneyContext, 'productCode' | 'subType' | 'accessToken' | 'form' | 'config'>,
) {
  const product = productOf(context);
  if (!product) return undefined;
  return productBlock({
    product,
    isKnownCustomer: isKnownCustomer(context),
    isAltProduct: context.form.isAltProduct === true,
    isJoint: context.form.subType === 'JOINT',
    disableProductBlacklist: context.config?.features.disableProductBlacklist ?? false,
  });
}

/**
 * Known to the bank in this journey: an existing-customer case, or a customer who logged in (product blocking and
 * existing-customers-only products, doc 1 §4). Built on the one meaning of "existing customer",
 * contract/applicationForm.ts `isExistingCustomerCase` (what the form, the screens and the platform's rules use).
 */
export function isKnownCustomer(
  context: Pick<JourneyContext, 'subType' | 'accessToken'> & Partial<Pick<JourneyContext, 'form'>>,
): boolean {
  return isExistingCustomerCase(context) || context.accessToken !== undefined;
}

/** An existing-customers-only product asked for by someone not (yet) known: they log in first (doc 1 §4). */
export function needsExistingCustomer(
  context: Pick<JourneyContext, 'productCode' | 'subType' | 'accessToken'>,
): boolean {
  const product = productOf(context);
  return (
    product !== undefined &&
    (product.existingCustomersOnly || product.audience === 'existing') &&
    !isKnownCustomer(context)
  );
}
