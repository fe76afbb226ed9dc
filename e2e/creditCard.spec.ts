// A credit card for an existing customer, end to end (doc 1 §4 "Product blocking", "Authentication page", "Offer";
// doc 2 §5.5; doc 3 §2 "Offer pages", §5): the Gold Credit Card (G99, existing customers only) on brand CB sends the
// applicant to the login app first; back with a token, step 2 asks for bank details (looked up), Direct Debit and a
// credit limit; the platform's real decision engine offers a card (an ordinary applicant with sensible income, no
// sandbox scenario: platform/README.md "Decision engine" 7); the credit offer's three documents are read and ticked in
// order, and the card opens.
import { COPY } from '../content/copy';
import { JOURNEY_COPY } from '../content/journeyCopy';
import { CREDIT_OFFER_UNTICKED, OFFER_COPY } from '../content/offers';
import { findProduct } from '../content/products';
import {
  acceptCreditCardReview,
  answerCreditCardEligibility,
  fillCreditCardStep2,
  fillExistingCustomerStep1,
} from './support/creditCard';
import { expect, startPath, test } from './support/fixtures';
import { expectSubmissionAfter } from './support/journey';
import { logInThroughLoginApp } from './support/loginApp';
import { traceJourney } from './support/network';
import { expectSectionsLaidOutAsDesigned } from './support/stepSections';

const product = findProduct('G99');

test('an existing customer applies for a Gold Credit Card, reads and ticks the credit offer in order, and it opens', async ({
  page,
  axe,
}) => {
  expect(product?.name).toBe('Gold Credit Card');
  const productName = product?.name ?? '';
  const trace = traceJourney(page);

  // doc 1 §4: an existing-customers-only product sends the applicant to log in first, through the login app.
  await page.goto(startPath('G99', 'CB'));
  await expect(page).toHaveURL(/\/login-app\/CB\?response_type=token&client_id=cb_account_opening&/);
  await logInThroughLoginApp(page, 'sandboxada');
  await expect(page).toHaveURL(/\/\?brandId=CB&applyFor=G99$/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(COPY.eligibility.title(productName));

  await answerCreditCardEligibility(page);
  await expect(page).toHaveURL(/\/step-1\?/);
  await fillExistingCustomerStep1(page);
  // the details from the records, as lists of answers, end sections: their spacing as any other step's (issue 16)
  await expectSectionsLaidOutAsDesigned(page);
  await page.getByRole('button', { name: COPY.continue }).click();

  await expect(page).toHaveURL(/\/step-2\?/);
  await fillCreditCardStep2(page);
  // the bank found ends the bank details' section
  await expectSectionsLaidOutAsDesigned(page);
  await axe();
  await page.getByRole('button', { name: COPY.continue }).click();

  await expect(page).toHaveURL(/\/review\?/);
  // what step 2 asked for reads back on review
  const main = page.getByRole('main');
  await expect(main).toContainText('08-99-99');
  await expect(main).toContainText('66374958');
  await expect(main).toContainText('Ada Quillfeather');
  await expect(main).toContainText('£3,000');
  await expectSubmissionAfter(page, () => acceptCreditCardReview(page), /\/submission\?.*caseId=CC\d{8}/);

  await expect(page).toHaveURL(/\/offer\?/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(OFFER_COPY.credit.title);
  await expect(page.getByText(/^Your credit limit: £\d{1,3}(,\d{3})*$/)).toBeVisible();

  const [keyFeatures, preContract, agreement] = OFFER_COPY.credit.documents.map((name) => ({
    name,
    toggle: page.getByRole('button', { name: OFFER_COPY.credit.open(name), exact: true }),
    tick: page.getByRole('checkbox', { name: OFFER_COPY.credit.readAndTick(name), exact: true }),
  }));
  if (!keyFeatures || !preContract || !agreement) throw new Error('the credit offer has three documents');
  const documents = [keyFeatures, preContract, agreement];
  const bodyOf = async (toggle: typeof keyFeatures.toggle) =>
    page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);

  // doc 3 §2: each starts closed and unread; only the first can be opened, and nothing can be ticked unread.
  for (const document of documents) {
    await expect(document.toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(await bodyOf(document.toggle)).toBeHidden();
    await expect(document.tick).toBeDisabled();
    await expect(document.tick).not.toBeChecked();
  }
  await expect(keyFeatures.toggle).toBeEnabled();
  await expect(preContract.toggle).toBeDisabled();
  await expect(agreement.toggle).toBeDisabled();
  await axe();

  // Accepting with unticked boxes: the spec's message, word for word (doc 2 §8, doc 3 §5), and no decision is sent.
  const decisions: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/tasks/offers/actions/decision')) decisions.push(request.postData() ?? '');
  });
  const accept = page.getByRole('button', { name: OFFER_COPY.credit.accept });
  await accept.click();
  const problem = page.getByRole('alert').filter({ hasText: COPY.errorSummaryTitle });
  await expect(problem).toContainText(
    "Please make sure you've ticked the boxes in the key features, pre-contract credit information and credit agreement before you continue.",
  );
  await expect(problem).toContainText(CREDIT_OFFER_UNTICKED);

  // Reading is opening: the key features open, and only then can they be ticked.
  await keyFeatures.toggle.click();
  await expect(keyFeatures.toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(await bodyOf(keyFeatures.toggle)).toBeVisible();
  await expect(await bodyOf(keyFeatures.toggle)).not.toBeEmpty();
  await expect(keyFeatures.tick).toBeEnabled();
  // still locked: the pre-contract information waits for the key features to be ticked
  await expect(preContract.toggle).toBeDisabled();
  await expect(preContract.tick).toBeDisabled();
  await expect(agreement.tick).toBeDisabled();
  await keyFeatures.tick.check();

  // Ticked key features unlock the pre-contract information (unread, so not yet tickable); the agreement stays locked.
  await expect(preContract.toggle).toBeEnabled();
  await expect(preContract.tick).toBeDisabled();
  await expect(agreement.toggle).toBeDisabled();
  await expect(agreement.tick).toBeDisabled();
  // one box of three is not enough
  await accept.click();
  await expect(problem).toContainText(CREDIT_OFFER_UNTICKED);
  await expect(page).toHaveURL(/\/offer\?/);

  await preContract.toggle.click();
  await expect(await bodyOf(preContract.toggle)).toBeVisible();
  await expect(preContract.tick).toBeEnabled();
  await expect(agreement.toggle).toBeDisabled();
  await preContract.tick.check();

  await expect(agreement.toggle).toBeEnabled();
  await expect(agreement.tick).toBeDisabled();
  await agreement.toggle.click();
  await expect(await bodyOf(agreement.toggle)).toBeVisible();
  await agreement.tick.check();
  // closing a document again does not make it unread
  await agreement.toggle.click();
  await expect(await bodyOf(agreement.toggle)).toBeHidden();
  await expect(agreement.tick).toBeEnabled();
  await expect(agreement.tick).toBeChecked();
  expect(decisions).toEqual([]);

  await accept.click();
  await expect(page).toHaveURL(/\/account-opened\?/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(JOURNEY_COPY.accountOpened.title(productName));
  await axe();

  // doc 1 §4 "Offer": the acceptance carries a consent record for each document (reason DOCUMENTATION, consent Y).
  expect(decisions).toHaveLength(1);
  const decision = JSON.parse(decisions[0] ?? '{}') as {
    offers: { decision: string }[];
    audit_info?: {
      documents?: { reason: string; name: string; consent: string; version?: string; timestamp: string }[];
    };
  };
  expect(decision.offers.map((offer) => offer.decision)).toEqual(['ACCEPT']);
  expect(decision.audit_info?.documents?.map((document) => document.name)).toEqual([
    'Key features',
    'Pre-contract credit information',
    'Credit agreement',
  ]);
  for (const record of decision.audit_info?.documents ?? []) {
    expect(record).toMatchObject({ reason: 'DOCUMENTATION', consent: 'Y' });
    expect(record.version).toBeTruthy();
    expect(Number.isNaN(Date.parse(record.timestamp))).toBe(false);
  }

  // The whole way through: no refused platform call (no 401 from a token-protected call, no failed autosave), and
  // the login page never reached.
  expect(trace.refusedCalls).toEqual([]);
  expect(trace.addresses.filter((address) => address.startsWith('/login?'))).toEqual([]);
  // step 1 was left once, for step 2, and never came back (the bank details lookup used to restart capture)
  const capturePages = trace.addresses.filter((address) => /^\/(step-1|step-2|review)\?/.test(address));
  expect(capturePages.map((address) => address.split('?')[0])).toEqual(['/step-1', '/step-2', '/review']);
});
