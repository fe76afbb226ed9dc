// A new applicant's current-account case (IM135 in the CB/YB family, IM136 in the DYB/VM family) put at review
// through the platform's own case calls, for browser tests whose subject comes after capture (results, offers, letter
// code, scenarios, faults of the later calls).
// Filling eligibility, step 1 and step 2 by the UI costs several seconds of every such test; the capture itself is
// tested by the specs that are about it (journey, validation, products, keyboard, accessibility...).
//
// How: the create and update calls with the enquiry the app itself would send for the form (contract/mapping.ts
// toEnquiry, the app's own mapping), then the tab's sessionStorage as a reload after step 2 leaves it (the screen,
// the form and the one-time resume token: src/sessionStore.ts), then the start page: the chart resumes the case
// (POST …/resume for a fresh case token, platform/README.md "Case tokens") and shows review with what was entered.
import type { Page } from '@playwright/test';
import { BRANDS, type BrandId } from '../../content/brands';
import { findProduct, PRODUCT_TYPES } from '../../content/products';
import type { ApplicationForm } from '../../contract/applicationForm';
import { toEnquiry } from '../../contract/mapping';
import { expect } from './fixtures';
import { acceptReview, applicant, JOURNEY_KEY } from './journey';
import { startPath } from './timings';

/** The key src/sessionStore.ts keeps the tab's journey under. */
/**
 * The current account a brand sells (content/brands.ts): IM135 in the CB/YB family, IM136 (the same capture) in the
 * DYB/VM family, whose new customers choose the bank (doc 2 §3.1 bankID): Ridings Bank (YB) here. Or the Flexi Cash
 * ISA (IM481, CB and YB only): the transfer question's product (doc 1 "Registration").
 */
function seededProductOf(brand: BrandId, chosen?: Bank, product?: SeededProduct): { productCode: string; bank: Bank } {
  const { apiBankId } = BRANDS[brand];
  if (product) return { productCode: product, bank: apiBankId ?? chosen ?? 'YB' };
  return apiBankId ? { productCode: 'IM135', bank: apiBankId } : { productCode: 'IM136', bank: chosen ?? 'YB' };
}
type Bank = 'CB' | 'YB';
/** A product other than the brand's current account that a case can be seeded for: the CB/YB Flexi Cash ISA, or the
 * DYB/VM fixed rate cash ISA issue (EFI, with the amount to pay in). */
export type SeededProduct = 'IM481' | 'EFI';
/** The product's cases at the brand's bank (doc 1: the brand's bank, or the one its applicant chose; doc 2 §3.8). */
function casesOf(brand: BrandId, chosen?: Bank, product?: SeededProduct): string {
  const { productCode, bank } = seededProductOf(brand, chosen, product);
  const type = findProduct(productCode)?.productType ?? 'current';
  return `/banks/${bank}/cases/csap${PRODUCT_TYPES[type].urlPart}/ntb`;
}

/**
 * What `answerEligibility`, `fillStep1` and `fillStep2` (e2e/support/journey.ts) leave in the form: the same
 * applicant, with the given last name (the sandbox scenarios key on it) and overdraft ('' for none).
 */
export function reviewForm({
  lastName = applicant.lastName,
  overdraft = '500',
  brand = 'CB' as BrandId,
  bank = undefined as Bank | undefined,
  product = undefined as SeededProduct | undefined,
} = {}): ApplicationForm {
  const timestamp = new Date().toISOString();
  const yes = (question: string) => ({ question, answer: 'Y', consent: 'Y', timestamp });
  const { productCode, bank: bankID } = seededProductOf(brand, bank, product);
  // a cash ISA asks for the NI number (doc 3 §2; its eligibility question and step 2's answer, content/products.ts)
  const niNumber = findProduct(productCode)?.niNumberRequired
    ? { niNumberQuestion: 'Yes' as const, niNumber: 'QQ123456C' }
    : {};
  // a bond issue's deposit, between the issue's minimum and maximum transfer (doc 2 §9), as fillStep2's bond amount
  const bondAmount = findProduct(productCode)?.bondCatalogue ? { incomeOtherSavingsAmountBond: '25000' } : {};
  return {
    ...niNumber,
    ...bondAmount,
    productCode,
    // the bank choice is asked only where the brand has no bank of its own (machines/capture.logic.ts chooseBank)
    ...(BRANDS[brand].apiBankId ? {} : { bankID }),
    isExistingCustomer: 'No',
    eligibilityQuestions: [
      yes('age'),
      yes('ukResident'),
      yes('device'),
      ...(niNumber.niNumber ? [yes('niNumber')] : []),
    ],
    dataProtection: { consent: 'Y' },
    addresses: [
      {
        addressType: 'domestic',
        postcode: 'LS1 4AP',
        houseNumber: applicant.houseNumber,
        streetName: applicant.streetName,
        city: applicant.city,
        dateMoved: applicant.dateMoved,
        isManual: true,
      },
    ],
    title: applicant.title,
    gender: applicant.gender,
    firstName: applicant.firstName,
    lastName,
    dateOfBirth: applicant.dateOfBirth,
    maritalStatus: applicant.maritalStatus,
    hasDependants: 'No',
    residentialStatus: applicant.residentialStatus,
    phoneNumber: applicant.phoneNumber,
    emailAddress: applicant.email,
    emailAddressConfirmation: applicant.email,
    contactMethods: ['EMAIL'],
    completedTasks: ['WEB-PERSONAL-DETAILS', 'WEB-EMPLOYMENT-DETAILS'],
    employmentStatus: 'Full time',
    employmentIndustry: '114',
    employmentOccupation: 'Professional',
    employerName: 'Difference Engines Ltd',
    employmentStartDate: '01-09-2010',
    nationality: 'GB',
    countryBorn: 'GB',
    cityBorn: 'London',
    ukCitizen: 'Yes',
    hasAdditionalCitizenships: 'No',
    taxObligations: 'No',
    grossAnnualIncome: '42000',
    netMonthlyIncome: '2700',
    hasAdditionalIncome: 'No',
    mortgageOrRentExpenditure: '950',
    expenditureOther: '400',
    hasInternationalPayments: 'No',
    incomeOtherPaymentTypeOptions: 'Salary',
    incomeOtherPaymentAmount: '4000',
    incomeOtherAccountPurpose: 'Day to day banking',
    ...(overdraft
      ? { requiresOverdraft: 'Yes', applyingForOverdraft: 'Yes', overdraftLimit: overdraft }
      : { requiresOverdraft: 'No' }),
    isReviewing: false,
  } as ApplicationForm;
}

/**
 * Creates a case through the platform with the enquiry the app itself sends for the form, under the brand (DYB or VM:
 * at the bank chosen, seededProductOf). A joint case answers its 7-digit link code too.
 */
export async function createCaseFor(
  page: Page,
  form: ApplicationForm,
  applicationType: 'sole' | 'joint' = 'sole',
  brand: BrandId = 'CB',
  chosen?: Bank,
  product?: SeededProduct,
): Promise<{ caseId: string; token: string; resumeToken?: string; enquiry: unknown; jointLinkCode?: string }> {
  const { productCode } = seededProductOf(brand, chosen, product);
  const enquiry = toEnquiry(form, { productCode, subType: 'ntb', applicationType });
  const created = await page.request.post(casesOf(brand, chosen, product), { data: enquiry });
  expect(created.status(), await created.text()).toBe(201);
  const {
    reference_id: caseId,
    access_token: token,
    resume_token: resumeToken,
    joint_link_code: jointLinkCode,
  } = (await created.json()) as {
    reference_id: string;
    access_token: string;
    resume_token?: string;
    joint_link_code?: string;
  };
  return {
    caseId,
    token,
    enquiry,
    ...(resumeToken ? { resumeToken } : {}),
    ...(jointLinkCode ? { jointLinkCode } : {}),
  };
}

/**
 * Opens the start page on a tab whose journey is stored as a reload leaves it (src/sessionStore.ts). `query` adds
 * parameters to the start page's link (`removeFeatures=letterCode`: doc 3 §6 feature overrides); `chosen` is the bank
 * a DYB or VM applicant chose (seededProductOf).
 */
export async function openWithStoredJourney(
  page: Page,
  // without a case id (and so without a resume token): a tab that has not yet saved its case (before step 1's Continue)
  journey: {
    caseId?: string;
    screen: string;
    form: ApplicationForm;
    resumeToken?: string;
    jointRole?: 'primary' | 'secondary';
  },
  brand: BrandId = 'CB',
  query = '',
  chosen?: Bank,
  product?: SeededProduct,
): Promise<void> {
  const { productCode, bank } = seededProductOf(brand, chosen, product);
  const saved = { version: 1, brandId: brand, bankId: bank, productCode, subType: 'ntb', ...journey };
  // sessionStorage belongs to the origin and the tab. The journey's place is written by a script that runs in the
  // start page's own document before the app's scripts (and after anything the page being left wrote), once: the
  // marker names this seeding, so a later document of the tab (the app's own full loads, a reload) keeps what the app
  // stored, and the script is removed once the page has loaded. Until 29 November a same-origin page was loaded
  // first to write it (/config.json): a document more, and, the app's documents being isolated by their opener
  // policy, two new renderer processes for every call where the app's start page alone stays in the tab's process
  // (bench/reuseCpu.ts: 1.42 against 0.61 Chromium CPU s a call; bench/results/test-times.md "Ninth pass").
  const seeding = await page.addInitScript(
    ({ key, value, marker, seed }) => {
      if (window !== window.top) return;
      try {
        if (sessionStorage.getItem(marker) === seed) return;
        sessionStorage.setItem(key, value);
        sessionStorage.setItem(marker, seed);
      } catch {
        // a document without the app's storage (the tab's first blank page): nothing to seed there
      }
    },
    { key: JOURNEY_KEY, value: JSON.stringify(saved), marker: SEEDED_MARKER, seed: `seed-${++seedings}` },
  );
  try {
    await page.goto(`${startPath(productCode, brand)}${query ? `&${query}` : ''}`);
  } finally {
    await seeding.dispose();
  }
}

/** The key of openWithStoredJourney's marker in the tab's sessionStorage: which seeding wrote the journey. */
const SEEDED_MARKER = 'e2e.seeded-journey';
/** The seedings of this worker process, numbered (a marker left by one never stops the next). */
let seedings = 0;

/**
 * Creates and saves the case through the platform (as the app's step 1 and step 2 would), then opens the tab at
 * review with it, under the brand (CB or YB: its own bank; DYB or VM: the bank chosen, seededProductOf). Answers the
 * case id.
 */
export async function openSeededReview(
  page: Page,
  {
    brand = 'CB',
    query = '',
    ...options
  }: {
    lastName?: string;
    overdraft?: string;
    brand?: BrandId;
    without?: readonly (keyof ApplicationForm)[];
    query?: string;
    /** another product than the brand's current account (SeededProduct) */
    product?: SeededProduct;
  } = {},
): Promise<string> {
  // `without`: answers left out of both the saved case and the tab's form (a case the platform refuses as incomplete)
  const form = Object.fromEntries(
    Object.entries(reviewForm({ ...options, brand })).filter(
      ([name]) => !options.without?.includes(name as keyof ApplicationForm),
    ),
  ) as ApplicationForm;
  const { product } = options;
  const created = await createCaseFor(page, form, 'sole', brand, undefined, product);
  const { caseId, token, enquiry } = created;
  // step 2's save: the last resume token issued is the live one (one per case and applicant); a save within a minute
  // of the create keeps the create's and answers none (platform/README.md "Resume tokens"), as the app keeps it
  const updated = await page.request.put(
    `${casesOf(brand, undefined, product)}/${caseId}/tasks/capture/actions/update`,
    {
      headers: { authorization: `Bearer ${token}` },
      data: enquiry,
    },
  );
  expect(updated.status(), await updated.text()).toBe(200);
  const { resume_token: renewed } = (await updated.json()) as { resume_token?: string };
  const resumeToken = renewed ?? created.resumeToken;
  expect(resumeToken).toEqual(expect.any(String));
  await openWithStoredJourney(page, { caseId, screen: 'review', form, resumeToken }, brand, query, undefined, product);
  await expect(page).toHaveURL(/\/review\?/);
  await expect(page.getByRole('button', { name: 'Accept and apply' })).toBeVisible();
  return caseId;
}

/**
 * From nothing to an answered submit with a chosen last name, like `applyAs` (e2e/support/journey.ts) but with
 * the steps before review seeded through the platform: for tests about what comes after the submit.
 */
export async function submitSeeded(
  page: Page,
  lastName: string,
  { overdraft = '500', brand = 'CB' as BrandId, query = '' } = {},
): Promise<string> {
  const caseId = await openSeededReview(page, { lastName, overdraft, brand, query });
  // the submit's answer, not the submission page's address: under load the journey may already have left that page
  // for the outcome when the address is read (the platform keeps a case in processing for 750 ms only)
  const submitted = page.waitForResponse(
    (response) => response.request().method() === 'PUT' && response.url().endsWith('/tasks/capture/actions/submit'),
  );
  await acceptReview(page);
  expect((await submitted).status()).toBe(200);
  return caseId;
}

/** A case submitted through the platform's own calls, and what a tab needs to come back to it (openSubmitted). */
export interface SubmittedCase {
  caseId: string;
  brand: BrandId;
  /** the bank a DYB or VM applicant chose (doc 2 §3.1 bankID) */
  bank: Bank;
  form: ApplicationForm;
  resumeToken: string;
  /** A joint case's 7-digit link code (the first applicant's part submitted, the case waits for the second). */
  jointLinkCode?: string;
}

/**
 * Creates, saves and submits a new applicant's case through the platform (the create, update and submit the app's
 * step 1, step 2 and review send), without a page: many can be decided at once, each then opened in a tab by
 * `openSubmitted` in a few calls instead of a journey through review. The last name picks the sandbox scenario.
 */
export async function submitThroughPlatform(
  page: Page,
  {
    lastName = applicant.lastName,
    brand = 'CB',
    applicationType = 'sole',
    // joint cases hide the overdraft section (doc 2 §4): none asked
    overdraft = applicationType === 'joint' ? '' : '500',
    username,
    bank: chosen,
  }: {
    lastName?: string;
    brand?: BrandId;
    /** DYB or VM: the bank the applicant chooses (YB unless given) */
    bank?: Bank;
    applicationType?: 'sole' | 'joint';
    overdraft?: string;
    /** the username a new customer chooses on review (doc 2 §5.6), to log in with once registered */
    username?: string;
  } = {},
): Promise<SubmittedCase> {
  const form = {
    ...reviewForm({ lastName, brand, overdraft, bank: chosen }),
    // the app's form of a joint application (machines/joint.logic.ts)
    ...(applicationType === 'joint' ? { subType: 'JOINT' as const } : {}),
    ...(username ? { username } : {}),
  } as ApplicationForm;
  const { bank } = seededProductOf(brand, chosen);
  const { caseId, token, enquiry, jointLinkCode } = await createCaseFor(page, form, applicationType, brand, bank);
  const cases = casesOf(brand, bank);
  const resumeToken = await saveAndSubmit(page, `${cases}/${caseId}`, token, enquiry);
  return { caseId, brand, bank, form, resumeToken, ...(jointLinkCode ? { jointLinkCode } : {}) };
}

/**
 * Opens a tab on a submitted case as a reload of its submission page leaves it (or of `screen`, e.g. a joint first
 * applicant's waiting page): the chart resumes the case and follows its state to its page (machines/caseStates.ts). A
 * resume token is spent: each case is opened once.
 */
export async function openSubmitted(page: Page, submitted: SubmittedCase, screen = 'submission'): Promise<void> {
  const { caseId, form, resumeToken, brand, bank, jointLinkCode } = submitted;
  await openWithStoredJourney(
    page,
    { caseId, screen, form, resumeToken, ...(jointLinkCode ? { jointRole: 'primary' as const } : {}) },
    brand,
    '',
    bank,
  );
}

/**
 * The first applicant's part of a joint IM135 case submitted through the platform's own calls
 * (submitThroughPlatform), then the tab's journey as a reload on the waiting page leaves it: the chart resumes the
 * case and shows /joint/next, which waits in awaitapplicant. Answers the case id and resume token.
 */
export async function seededPrimaryWaiting(page: Page): Promise<SubmittedCase> {
  const submitted = await submitThroughPlatform(page, { lastName: 'Jointfirst', applicationType: 'joint' });
  await openSubmitted(page, submitted, 'jointWaiting');
  await expect(page).toHaveURL(/\/joint\/next\?/, { timeout: 45_000 });
  return submitted;
}

/** A joint case whose second applicant is waiting for the first (seededSecondWaiting). */
export interface SecondWaiting {
  caseId: string;
  /** The case's address (…/banks/CB/cases/csapcurrent/ntb/{caseId}). */
  casePath: string;
  /** The first applicant's case token, for the submit of their part (their device) when a test needs it. */
  firstToken: string;
}

/**
 * A joint IM135 case whose first applicant is still filling in their part (created and saved, not submitted) while
 * the second applicant has submitted theirs, all through the platform's own calls as both applicants' devices would
 * (the create with its link code, the link-code check, the second's save and submit), then the second applicant's tab
 * as a reload of their waiting page leaves it: the chart resumes the case with the second's resume token and their
 * next task is awaitapplicant, "the other person is still busy" (machines/joint.ts otherApplicantBusy).
 */
export async function seededSecondWaiting(page: Page): Promise<SecondWaiting> {
  const cases = casesOf('CB');
  const first = { ...reviewForm({ lastName: 'Jointfirst', overdraft: '' }), subType: 'JOINT' } as ApplicationForm;
  const { caseId, token, jointLinkCode } = await createCaseFor(page, first, 'joint');
  const linked = await page.request.post('/banks/CB/joint/link', { data: { joint_link_code: jointLinkCode } });
  expect(linked.status(), await linked.text()).toBe(201);
  const { access_token: secondToken } = (await linked.json()) as { access_token: string };
  const second = { ...reviewForm({ lastName: 'Jointsecond', overdraft: '' }), subType: 'JOINT' } as ApplicationForm;
  const secondEnquiry = toEnquiry(second, { productCode: 'IM135', subType: 'ntb', applicationType: 'joint' });
  const resumeToken = await saveAndSubmit(page, `${cases}/${caseId}`, secondToken, secondEnquiry);
  await openWithStoredJourney(page, {
    caseId,
    screen: 'jointWaiting',
    form: second,
    resumeToken,
    jointRole: 'secondary',
  });
  await expect(page).toHaveURL(/\/joint\/next\?/, { timeout: 45_000 });
  return { caseId, casePath: `${cases}/${caseId}`, firstToken: token };
}

/** The first applicant of a seededSecondWaiting case submits their part from their own device (their case token). */
export async function submitFirstApplicant(page: Page, seeded: SecondWaiting): Promise<void> {
  await submitPart(page, seeded.casePath, seeded.firstToken);
}

/** An applicant's submit through the platform's own call (their case token): answers their next resume token. */
async function submitPart(page: Page, casePath: string, token: string): Promise<string> {
  const submitted = await page.request.put(`${casePath}/tasks/capture/actions/submit`, {
    headers: { authorization: `Bearer ${token}` },
    data: { device_details: { blackbox: 'e2e-seeded' } },
  });
  expect(submitted.status(), await submitted.text()).toBe(200);
  // submit issues the tab's next resume token (platform/README.md "Case tokens")
  const { resume_token: resumeToken } = (await submitted.json()) as { resume_token: string };
  expect(resumeToken).toEqual(expect.any(String));
  return resumeToken;
}

/** An applicant's part saved and submitted through the platform's own calls, as their device would: the resume token. */
async function saveAndSubmit(page: Page, casePath: string, token: string, enquiry: unknown): Promise<string> {
  const saved = await page.request.put(`${casePath}/tasks/capture/actions/update`, {
    headers: { authorization: `Bearer ${token}` },
    data: enquiry,
  });
  expect(saved.status(), await saved.text()).toBe(200);
  return submitPart(page, casePath, token);
}
