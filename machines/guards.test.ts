import { describe, expect, it } from 'vitest';
import { findProduct } from '../content/products';
import { readEntry } from './entry';
import {
  allAccountsOpened,
  autosaveEnabled,
  canVisitRoute,
  eligibilityPassed,
  existingCustomerLogsIn,
  hasCaseToLoad,
  hasResumableSession,
  isKnownSaveError,
  isProductAvailable,
  isSubmissionEntry,
  isValidBrand,
  resumeScreenOf,
  saveErrorResultState,
} from './guards';
import type { PersistedJourney } from './journeyTypes';
import { RESULT_PAGES } from './resultPages';
import { isKnownRoute } from './routes';
import { savedTab } from './test-support/journeyStubs';

const entry = (search: string, pathname = '/') => readEntry({ pathname, search, hash: '' });
const account = (id: string | null) => ({
  account_type: 'current',
  product_code: '135',
  account_id: id,
  account_number: null,
  sort_code: null,
});

describe('start-up guards (doc 1 §4)', () => {
  it('accepts the four brand ids and nothing else', () => {
    for (const brandId of ['CB', 'YB', 'DYB', 'VM']) expect(isValidBrand({ brandId })).toBe(true);
    for (const brandId of ['B', 'XX', '']) expect(isValidBrand({ brandId })).toBe(false);
  });

  it('needs a known product that the brand sells', () => {
    expect(isProductAvailable({ productCode: 'IM135', brandId: 'CB' })).toBe(true);
    expect(isProductAvailable({ productCode: 'IM999', brandId: 'CB' })).toBe(false);
    expect(isProductAvailable({ productCode: undefined, brandId: 'CB' })).toBe(false);
    // VM's list (doc 1 §9) does not include IM135.
    expect(isProductAvailable({ productCode: 'IM135', brandId: 'VM' })).toBe(false);
  });
});

describe('eligibility (doc 2 §5.6b)', () => {
  const product = findProduct('IM135');
  const yes = { age: 'Yes', ukResident: 'Yes', device: 'Yes' } as const;

  it('passes only when every answer is the expected one (the terms are agreed on the page that follows)', () => {
    expect(eligibilityPassed(product, { answers: yes })).toBe(true);
    expect(eligibilityPassed(product, { answers: { ...yes, ukResident: 'No' } })).toBe(false);
    expect(eligibilityPassed(product, { answers: { age: 'Yes', device: 'Yes' } })).toBe(false);
    expect(eligibilityPassed(undefined, { answers: yes })).toBe(false);
  });

  // doc 2 §2 "Eligibility (landing)", §3.1 isExistingCustomer (default No), §5.1; doc 3 §2 already-a-customer page.
  describe("the landing's existing-customer question", () => {
    if (!product) throw new Error('IM135 is in the catalogue');
    // No product of the catalogue is for new customers only today; the rule is the catalogue's audience 'ntb'.
    const newCustomersOnly = { ...product, audience: 'ntb' as const };

    it('an answer not given is No: a new customer, as before the question', () => {
      expect(eligibilityPassed(product, { answers: yes })).toBe(true);
      expect(existingCustomerLogsIn(product, { answers: yes }, false)).toBe(false);
      expect(existingCustomerLogsIn(product, { answers: yes, isExistingCustomer: 'No' }, false)).toBe(false);
      expect(eligibilityPassed(newCustomersOnly, { answers: yes, isExistingCustomer: 'No' })).toBe(true);
    });

    it('Yes on a product open to existing customers (IM135: both) sends the visitor to log in', () => {
      expect(product.audience).toBe('both');
      expect(existingCustomerLogsIn(product, { answers: yes, isExistingCustomer: 'Yes' }, false)).toBe(true);
      // whatever their other answers: who they are decides where they apply
      expect(
        existingCustomerLogsIn(product, { answers: { ...yes, age: 'No' }, isExistingCustomer: 'Yes' }, false),
      ).toBe(true);
      // one who has logged in already is not sent to log in again
      expect(existingCustomerLogsIn(product, { answers: yes, isExistingCustomer: 'Yes' }, true)).toBe(false);
      expect(existingCustomerLogsIn(undefined, { answers: yes, isExistingCustomer: 'Yes' }, false)).toBe(false);
    });

    it('Yes on a product for new customers only fails eligibility ("Existing customer must be No"), not log in', () => {
      expect(existingCustomerLogsIn(newCustomersOnly, { answers: yes, isExistingCustomer: 'Yes' }, false)).toBe(false);
      expect(eligibilityPassed(newCustomersOnly, { answers: yes, isExistingCustomer: 'Yes' })).toBe(false);
      // a customer known to the journey (logged in) counts as Yes
      expect(eligibilityPassed(newCustomersOnly, { answers: yes }, true)).toBe(false);
      expect(eligibilityPassed(product, { answers: yes }, true)).toBe(true);
    });
  });

  it('lets Back, Forward or a typed address reach the terms page only once the answers are in', () => {
    expect(canVisitRoute({ form: {}, caseId: undefined }, '/personal-information')).toBe(false);
    const answered = {
      eligibilityQuestions: [{ question: 'age', answer: 'Y' as const, consent: 'Y' as const, timestamp: 'T' }],
    };
    expect(canVisitRoute({ form: answered, caseId: undefined }, '/personal-information')).toBe(true);
  });
});

describe('submission entry (doc 1 "Submission polling", resume link shape)', () => {
  it('recognises /submission with or without a trailing slash', () => {
    expect(isSubmissionEntry({ entry: entry('', '/submission') })).toBe(true);
    expect(isSubmissionEntry({ entry: entry('', '/submission/') })).toBe(true);
    expect(isSubmissionEntry({ entry: entry('', '/step-1') })).toBe(false);
  });

  it('loads a case only with a case id and a known product type', () => {
    expect(hasCaseToLoad({ entry: entry('?caseId=CS12345678&type=current&brandId=CB', '/submission') })).toBe(true);
    expect(hasCaseToLoad({ entry: entry('?caseId=CS12345678', '/submission') })).toBe(false);
    expect(hasCaseToLoad({ entry: entry('?type=current', '/submission') })).toBe(false);
    expect(hasCaseToLoad({ entry: entry('?caseId=CS1&type=mortgage', '/submission') })).toBe(false);
  });
});

describe('resuming after a reload', () => {
  const saved: PersistedJourney = savedTab('employmentDetails', { caseId: 'CS00000001', form: {} });

  it('resumes the same brand and product, or when the URL names no product', () => {
    expect(hasResumableSession({ persisted: saved, entry: entry('?applyFor=IM135&brandId=CB'), brandId: 'CB' })).toBe(
      true,
    );
    expect(hasResumableSession({ persisted: saved, entry: entry('?brandId=CB'), brandId: 'CB' })).toBe(true);
    expect(hasResumableSession({ persisted: saved, entry: entry('?applyFor=IM125&brandId=CB'), brandId: 'CB' })).toBe(
      false,
    );
    expect(hasResumableSession({ persisted: saved, entry: entry('?applyFor=IM135&brandId=YB'), brandId: 'YB' })).toBe(
      false,
    );
    expect(hasResumableSession({ persisted: null, entry: entry('?applyFor=IM135'), brandId: 'CB' })).toBe(false);
  });

  // doc 1 §1 "the reason, action or task names the next screen"; doc 1 §4 the product-group redirect to the root.
  it("lands on the screen of the root's `reason` task, if the applicant may reach it; else on the saved screen", () => {
    const personalDone = { completedTasks: ['WEB-PERSONAL-DETAILS'] };
    const at = (search: string, form = {}, caseId?: string) =>
      resumeScreenOf({ persisted: { ...saved, screen: 'personalDetails' }, entry: entry(search), form, caseId });
    const withCase = 'CS00000001';
    expect(at('?applyFor=EFI&reason=WEB-EMPLOYMENT-DETAILS', personalDone, withCase)).toBe('employmentDetails');
    expect(at('?applyFor=EFI&reason=WEB-PERSONAL-DETAILS', personalDone, withCase)).toBe('personalDetails');
    // no reason, or one that names no capture screen: the saved screen
    expect(at('?applyFor=EFI', personalDone, withCase)).toBe('personalDetails');
    expect(at('?applyFor=EFI&reason=R1', personalDone, withCase)).toBe('personalDetails');
    // a typed reason skips no step: review before step 2 is done, step 2 before a case exists
    expect(at('?applyFor=EFI&reason=WEB-REVIEW-DETAILS', personalDone, withCase)).toBe('personalDetails');
    expect(at('?applyFor=EFI&reason=WEB-EMPLOYMENT-DETAILS', personalDone)).toBe('personalDetails');
  });

  // issue 14: review's own check is gone from the chart; the saved screen is checked where the storage is read
  it('lands on a saved review only if the saved form has steps 1 and 2 done, else on step 1', () => {
    const both = { completedTasks: ['WEB-PERSONAL-DETAILS', 'WEB-EMPLOYMENT-DETAILS'] };
    const personalDone = { completedTasks: ['WEB-PERSONAL-DETAILS'] };
    const withCase = 'CS00000001';
    const at = (screen: string, form: object, caseId?: string) =>
      resumeScreenOf({ persisted: { ...saved, screen }, entry: entry('?applyFor=IM135'), form, caseId });
    expect(at('review', both, withCase)).toBe('review');
    expect(at('review', personalDone, withCase)).toBe('personalDetails');
    expect(at('review', {}, withCase)).toBe('personalDetails');
    // the other saved screens come back as saved
    expect(at('employmentDetails', personalDone, withCase)).toBe('employmentDetails');
    expect(at('submission', {}, withCase)).toBe('submission');
  });

  // issue 16: step 1's Continue shows step 2 while its create is out (machines/capture.ts employmentDetails.confirming)
  it('lands a saved step 2 that has no case yet (a reload before the create answered) on step 1', () => {
    const personalDone = { completedTasks: ['WEB-PERSONAL-DETAILS'] };
    const noCase = { ...saved, caseId: undefined, screen: 'employmentDetails' };
    expect(
      resumeScreenOf({ persisted: noCase, entry: entry('?applyFor=IM135'), form: personalDone, caseId: undefined }),
    ).toBe('personalDetails');
    expect(
      resumeScreenOf({ persisted: saved, entry: entry('?applyFor=IM135'), form: personalDone, caseId: 'CS00000001' }),
    ).toBe('employmentDetails');
  });

  it('brings the questions and the terms page back only on their own addresses', () => {
    const terms: PersistedJourney = { ...saved, caseId: undefined, screen: 'eligibilityTerms' };
    const at = (path: string) => ({
      persisted: terms,
      entry: entry('?applyFor=IM135&brandId=CB', path),
      brandId: 'CB',
    });
    expect(hasResumableSession(at('/personal-information'))).toBe(true);
    expect(hasResumableSession(at('/'))).toBe(true);
    expect(hasResumableSession(at('/joint'))).toBe(false);
    const questions = { ...at('/'), persisted: { ...terms, screen: 'eligibility' } };
    expect(hasResumableSession(questions)).toBe(true);
    expect(hasResumableSession({ ...questions, entry: entry('?applyFor=IM135&brandId=CB', '/joint') })).toBe(false);
  });
});

describe('typed URLs inside capture', () => {
  it('opens a step only once the steps before it are done', () => {
    const none = { form: {}, caseId: undefined };
    const step1 = { form: { completedTasks: ['WEB-PERSONAL-DETAILS'] }, caseId: 'CS1' };
    const both = { form: { completedTasks: ['WEB-PERSONAL-DETAILS', 'WEB-EMPLOYMENT-DETAILS'] }, caseId: 'CS1' };
    expect(canVisitRoute(none, '/step-1')).toBe(true);
    expect(canVisitRoute(none, '/step-2')).toBe(false);
    expect(canVisitRoute(step1, '/step-2')).toBe(true);
    expect(canVisitRoute(step1, '/review')).toBe(false);
    expect(canVisitRoute(both, '/review')).toBe(true);
    expect(canVisitRoute(both, '/offer')).toBe(false);
  });
});

describe('completed case retrieval (doc 1)', () => {
  it('waits until every account has an account_id', () => {
    expect(allAccountsOpened([])).toBe(false);
    expect(allAccountsOpened([account('A1'), account(null)])).toBe(false);
    expect(allAccountsOpened([account('A1'), account('A2')])).toBe(true);
  });
});

describe('autosave (doc 1 "Form save and submit")', () => {
  it('is off when the interval is 0 or there is no configuration', () => {
    expect(autosaveEnabled({ config: undefined })).toBe(false);
    const config = (autosaveInterval: number) => ({ autosaveInterval }) as never;
    expect(autosaveEnabled({ config: config(0) })).toBe(false);
    expect(autosaveEnabled({ config: config(15000) })).toBe(true);
  });
});

describe('doc 1 §8 save codes that have a page of their own before the form is complete', () => {
  it('318 personal details found: already a customer; 325 in-flight customer: application submitted', () => {
    expect(saveErrorResultState({ code: '318', status: 409 })).toBe('alreadyCustomer');
    expect(saveErrorResultState({ code: '318', status: 401 })).toBe('alreadyCustomer');
    expect(saveErrorResultState({ code: '325', status: 500 })).toBe('applicationSubmitted');
  });

  it('leaves every other code, and these codes on a status doc 1 §8 does not name, to the general rule', () => {
    for (const code of ['1036', '301', '319', '324', '326', '327', '350', 'service_unavailable']) {
      expect(saveErrorResultState({ code, status: 409 }), code).toBeUndefined();
    }
    expect(saveErrorResultState({ code: '318', status: 400 })).toBeUndefined();
    expect(saveErrorResultState(undefined)).toBeUndefined();
    // with a complete form they are known errors, which go back to review (doc 1 §8)
    expect(isKnownSaveError({ code: '318', status: 409 })).toBe(true);
    expect(isKnownSaveError({ code: '325', status: 409 })).toBe(true);
  });

  it('each of their pages is a result page on a known route, and application submitted has Log out', () => {
    for (const state of ['alreadyCustomer', 'applicationSubmitted']) {
      const page = RESULT_PAGES.find((candidate) => candidate.state === state);
      expect(page, state).toBeDefined();
      expect(isKnownRoute(page?.route ?? ''), state).toBe(true);
    }
    const submitted = RESULT_PAGES.find((page) => page.state === 'applicationSubmitted');
    expect(submitted && 'logout' in submitted && submitted.logout).toBe(true);
  });
});
