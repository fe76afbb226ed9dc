// Accessibility of the screens only a journey reaches (issue 15 "0 axe-core violations ... on every route of doc 1's
// route table, each in all four brands"), in each brand: e2e/accessibility.spec.ts covers what a URL reaches, the form
// pages and the unsupported and missing-fields pages; this file the rest, each with a full-page screenshot kept as a
// test artefact outside CI (e2e/support/fixtures.ts KEEP_SCREENSHOTS). One test per brand. The cases are submitted through the platform's own calls, all at once, before
// the first page opens (e2e/support/seededCase.ts submitThroughPlatform): each page then costs a tab resuming its case
// (a few calls), not a journey. The sandbox scenarios (platform/README.md) pick each case's outcome.
import type { Page, TestInfo } from '@playwright/test';
import { BRANDS, type BrandId } from '../content/brands';
import { COPY } from '../content/copy';
import { JOINT_COPY } from '../content/joint';
import { LOGIN_COPY } from '../content/login';
import { REGISTRATION_COPY, TRANSFER_COPY } from '../content/registration';
import {
  acceptCreditCardReview,
  acceptCreditOffer,
  answerCreditCardEligibility,
  fillCreditCardStep2,
  fillExistingCustomerStep1,
} from './support/creditCard';
import {
  e2eTimings,
  errorSummary,
  expect,
  expectAccessibleInBrand,
  field,
  startPath,
  test,
  withConfig,
  withTransferFeature,
} from './support/fixtures';
import { answerEligibility, expectSubmissionAfter, holdPolls } from './support/journey';
import { answerChallenges, identify, logInAtLoginAppAsRegistered, logInThroughLoginApp } from './support/loginApp';
import {
  openSeededReview,
  openSubmitted,
  openWithStoredJourney,
  reviewForm,
  type SubmittedCase,
  submitThroughPlatform,
} from './support/seededCase';

const BRAND_IDS = Object.keys(BRANDS) as BrandId[];
/** The current account each brand sells (content/brands.ts), as e2e/support/seededCase.ts seeds it. */
const PRODUCT_OF: Record<BrandId, string> = { CB: 'IM135', YB: 'IM135', DYB: 'IM136', VM: 'IM136' };

/** Each case-state page doc 1's map names (machines/caseStates.ts) by the scenario that reaches it, and the offer's
 * views (doc 3 §4: reduced, on proof of income, declined overdraft, the alternative products). */
const DECIDED_PAGES = [
  { lastName: 'Declined', route: '/sorry' },
  { lastName: 'Rejected', route: '/decline' },
  { lastName: 'Referred', route: '/deferred' },
  { lastName: 'Cardexists', route: '/deferred/card' },
  { lastName: 'Idcannot', route: '/id-deferred' },
  { lastName: 'Incomeproof', route: '/proof-of-income' },
  { lastName: 'Nomatch', route: '/credit-check-deferred' },
  { lastName: 'Poinomatch', route: '/credit-check-poi-deferred' },
  { lastName: 'Provideraverify', route: '/pending-provider-a-verification' },
  { lastName: 'Providerbinvite', route: '/provider-b-invite' },
  { lastName: 'Providerbcase', route: '/pending-provider-b-case' },
  { lastName: 'Providerbrefer', route: '/pending-provider-b-refer' },
  { lastName: 'Challenge', route: '/security' },
  { lastName: 'Lettercode', route: '/letter-code' },
  { lastName: 'Overdraftreduced', route: '/offer' },
  { lastName: 'Overdraftproof', route: '/offer' },
  { lastName: 'Overdraftdecline', route: '/offer' },
  { lastName: 'Readycash', route: '/offer' },
] as const;

/** Each brand's second joint applicant's address (TEST-NET-2), forwarded by the test runner as the proxy. */
const SECOND_APPLICANT_ADDRESS: Record<BrandId, string> = {
  CB: '198.51.100.11',
  YB: '198.51.100.12',
  DYB: '198.51.100.13',
  VM: '198.51.100.14',
};

/** The credentials the new customer registers with (doc 2 §5.6 rules: no run, no repeated digit in the PIN). */
const PASSWORD = 'Regist3r#Now';
const ANSWERS = ['biscuit42', 'harrogate1', 'millbrook7'];
const PIN = '2580';

const routeOf = (page: Page) => new URL(page.url()).pathname;

/** The page checked in the brand (e2e/support/fixtures.ts expectAccessibleInBrand), and its name listed. */
async function checkPage(page: Page, brand: BrandId, testInfo: TestInfo, name: string, checked: string[]) {
  await expectAccessibleInBrand(page, brand, testInfo, name);
  checked.push(name);
}

/** The sandbox's login app answered as the new customer registered: password characters and security answers. */
async function logInAtLoginApp(page: Page, customerNumber: string) {
  await expect(page).toHaveURL(/\/login-app\//);
  await logInAtLoginAppAsRegistered(page, customerNumber, { password: PASSWORD, answers: ANSWERS });
}

for (const brand of BRAND_IDS) {
  test(`accessibility: the screens only a journey reaches pass axe in ${brand}`, async ({
    page,
    browser,
  }, testInfo) => {
    test.setTimeout(420_000);
    const checked: string[] = [];
    const check = (name: string, on: Page = page) => checkPage(on, brand, testInfo, name, checked);
    // The production inactivity timeout (900 s) on this page: axe and a full-page screenshot are no applicant's
    // activity, and on a loaded machine one page's check outlasts the browser tests' 20 s (the review page then gave
    // way to "Time has run out"); the warning and the time-out are checked below on a page of their own. The same for
    // the security questions' timer (the browser tests' 10 s, e2e/support/timings.ts): the production 180 s.
    await withConfig(page, { inactivityTimeout: 900_000, callValidationTimeout: 180_000 });

    // the ordinary applicant's username: the login page finds the customer's bank by it (doc 1 §7 GET /users/{username};
    // a DYB or VM customer's account is at the bank they chose)
    const username = `a11y${brand.toLowerCase()}${Date.now().toString(36)}`;
    // Every case this test opens, submitted at once: decided while the first pages are checked.
    const [ordinary, joint, setup, ...decided] = await Promise.all([
      // VM's applicant chose Ridings Bank, DYB's Clydeside Bank (doc 2 §3.1 bankID): both banks' new customers log in
      submitThroughPlatform(page, { brand, username, bank: brand === 'VM' ? 'YB' : 'CB' }),
      // at the bank the second applicant's link looks in (CB for DYB and VM), so the join goes on to its question
      submitThroughPlatform(page, { brand, lastName: 'Jointfirst', applicationType: 'joint', bank: 'CB' }),
      submitThroughPlatform(page, { brand, lastName: 'Setup' }),
      ...DECIDED_PAGES.map(({ lastName }) => submitThroughPlatform(page, { brand, lastName })),
    ]);

    // Review (the form pages before it are e2e/accessibility.spec.ts's), then with every error of its empty submit.
    await openSeededReview(page, { brand });
    await check('/review');
    await page.getByRole('button', { name: 'Accept and apply' }).click();
    await expect(errorSummary(page).first()).toBeFocused();
    await check('/review errors');

    // The submission page stays while its case is processed: the case's first poll is held until the page is checked
    // (then sent to the platform as it was: the answer is the platform's own).
    const releasePolls = await holdPolls(page);
    await openSubmitted(page, ordinary as SubmittedCase);
    await expect(page).toHaveURL(/\/submission\?/, { timeout: 30_000 });
    await check('/submission');
    await releasePolls();

    // An ordinary applicant: the full overdraft offer, the account opened, registration (empty, then filled), switch.
    await expect(page).toHaveURL(/\/offer\?/, { timeout: 40_000 });
    await check('/offer (overdraft in full)');
    await page.getByRole('button', { name: 'Your overdraft agreement' }).click();
    await page.getByLabel(/this represents my signature/).check();
    await page.getByRole('button', { name: 'Open account with overdraft' }).click();
    await expect(page).toHaveURL(/\/account-opened\?/, { timeout: 40_000 });
    await check('/account-opened');
    const customerNumber = (await page.getByTestId('customer-number').textContent()) ?? '';
    await page.getByRole('button', { name: REGISTRATION_COPY.title }).click();
    await expect(page).toHaveURL(/\/registration\?/, { timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(REGISTRATION_COPY.title);
    await check('/registration');
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'There is a problem' })).toBeFocused();
    await check('/registration errors');
    await field(page, 'registrationPassword1').fill(PASSWORD);
    await field(page, 'registrationPassword2').fill(PASSWORD);
    for (const [index, answer] of ANSWERS.entries()) {
      await field(page, `securityQuestion${index + 1}`).selectOption(`SQ0${index + 1}`);
      await field(page, `securityAnswer${index + 1}`).fill(answer);
    }
    await field(page, 'telephonePin').fill(PIN);
    await field(page, 'telephonePinConfirmation').fill(PIN);
    await field(page, 'registrationTerms').check();
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    // a current account's post-registration task is the switch (doc 2 §3.8 WEB-SWITCH)
    await expect(page).toHaveURL(/\/switch\?/, { timeout: 30_000 });
    await check('/switch');

    // The new customer logs in at the brand's login page by the username they chose: the challenge, then the portal.
    // The login of a brand without its own bank looks the customer's bank up first (doc 1 §4 "optional bank id
    // lookup", GET /users/{username}), as the VM and B login app does by username or customer number: VM's case is at
    // Ridings Bank (e2e/login.spec.ts has the DYB one at Ridings too).
    await page.goto(`/login?brandId=${brand}`);
    await page.getByLabel(LOGIN_COPY.identifier).fill(username);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(LOGIN_COPY.answerTitle, { timeout: 30_000 });
    await check('/login challenge');
    for (const input of await page.locator('form input').all()) {
      const label = (await page.locator(`label[for="${await input.getAttribute('id')}"]`).textContent()) ?? '';
      const position = /Character (\d+) of your password/.exec(label);
      const question = ['first pet', 'born', 'first school'].findIndex((words) => label.includes(words));
      // the telephone PIN registered is the telephone access code
      const answer = position
        ? PASSWORD[Number(position[1]) - 1]
        : question >= 0
          ? ANSWERS[question]
          : label === LOGIN_COPY.challengeInputs.access_code
            ? PIN
            : undefined;
      if (answer === undefined) throw new Error(`the login asks what the new customer has not registered: ${label}`);
      await input.fill(answer);
    }
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/portal\?/, { timeout: 30_000 });
    await check('/portal');

    // The step-up modal (doc 1 §4): a scope-10 login from the brand's login app is asked to step up when step 1 reads
    // the customer's records.
    await page.goto(`/authentication?applyFor=${PRODUCT_OF[brand]}&brandId=${brand}&scope=10`);
    await expect(page).toHaveURL(/\/login-app\/.*scope=10/);
    await logInAtLoginApp(page, customerNumber);
    await expect(page).toHaveURL(new RegExp(`/\\?brandId=${brand}&applyFor=${PRODUCT_OF[brand]}`), { timeout: 30_000 });
    await answerEligibility(page);
    await expect(page.getByRole('dialog', { name: 'Confirm it’s you' })).toBeVisible({ timeout: 30_000 });
    await check('step-up modal');

    // Each decided case in a tab that resumes it: the page its state leads to.
    for (const [index, { lastName, route }] of DECIDED_PAGES.entries()) {
      await openSubmitted(page, decided[index] as SubmittedCase);
      await expect(page).toHaveURL(new RegExp(`${route}\\?`), { timeout: 40_000 });
      await check(`${route} (${lastName})`);
    }

    // An accepted offer whose product needs setting up (scenario Setup).
    await openSubmitted(page, setup as SubmittedCase);
    await expect(page).toHaveURL(/\/offer\?/, { timeout: 40_000 });
    await page.getByRole('button', { name: 'Your overdraft agreement' }).click();
    await page.getByLabel(/this represents my signature/).check();
    await page.getByRole('button', { name: 'Open account with overdraft' }).click();
    await expect(page).toHaveURL(/\/setup-in-progress\?/, { timeout: 40_000 });
    await check('/setup-in-progress');

    // Joint: the first applicant's part submitted waits on /joint/next with the link code; the second applicant opens
    // /joint/join with it and is asked whether they are a customer already.
    await openSubmitted(page, joint as SubmittedCase);
    await expect(page).toHaveURL(/\/joint\/next\?/, { timeout: 40_000 });
    await expect(page.getByTestId('joint-link-code')).toHaveText(joint?.jointLinkCode ?? '', { timeout: 30_000 });
    await check('/joint/next');
    // The second applicant is a client of their own (the X-Forwarded-For the platform believes from the test runner,
    // playwright.config.ts TRUST_PROXY): their wrong code counts against their 5 tries (doc 1 §8 319), not against
    // the loopback client every other test shares.
    const second = await (
      await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': SECOND_APPLICANT_ADDRESS[brand] } })
    ).newPage();
    await second.goto(`/joint/join?brandId=${brand}`);
    await expect(second.getByRole('heading', { level: 1 })).toHaveText(JOINT_COPY.join.title);
    await check('/joint/join', second);
    const code = joint?.jointLinkCode ?? '';
    const enterCode = async (typed: string) => {
      await second.getByLabel('Link code').fill(typed);
      await second.getByRole('button', { name: JOINT_COPY.join.button }).click();
    };
    // a well-formed wrong code: the platform answers 319 and the bad-code dialog opens over the page
    await enterCode(`${code.slice(0, 6)}${(Number(code[6]) + 1) % 10}`);
    const badCode = second.getByRole('dialog', { name: JOINT_COPY.badCode.title });
    await expect(badCode).toBeVisible({ timeout: 30_000 });
    await check('/joint/join wrong link code dialog', second);
    await badCode.getByRole('button', { name: JOINT_COPY.badCode.close }).click();
    await expect(badCode).toHaveCount(0);
    await enterCode(code);
    await expect(second.getByRole('heading', { level: 1 })).toHaveText(JOINT_COPY.existingCustomer.title, {
      timeout: 30_000,
    });
    await check('/joint/join existing customer question', second);
    await second.context().close();

    // Saves the platform refuses on step 1 (doc 1 §8 318, 325, 350): the already-a-customer, application-submitted
    // and duplicate-customer pages.
    for (const [lastName, route] of [
      ['Alreadycustomer', '/already-a-customer'],
      ['Inflight', '/application-submitted'],
      ['Duplicate', '/duplicatecustomer'],
    ] as const) {
      await openWithStoredJourney(page, { screen: 'personalDetails', form: reviewForm({ lastName, brand }) }, brand);
      await expect(page).toHaveURL(/\/step-1\?/);
      await page.locator('form button[type="submit"]').click();
      await expect(page).toHaveURL(new RegExp(`${route}\\?`), { timeout: 30_000 });
      await check(route);
    }

    // The inactivity warning (WCAG 2.2.1) and the time-out page, on a page whose clock the test moves on.
    const timed = await (await browser.newContext()).newPage();
    await timed.clock.install();
    await timed.goto(startPath(PRODUCT_OF[brand], brand));
    await expect(timed.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
    await timed.clock.fastForward(e2eTimings.INACTIVITY_TIMEOUT - e2eTimings.INACTIVITY_TIMEOUT / 4);
    await expect(timed.getByRole('alertdialog', { name: 'Do you need more time?' })).toBeVisible();
    await check('timeout warning', timed);
    await timed.clock.fastForward(e2eTimings.INACTIVITY_TIMEOUT / 4 + 1000);
    await expect(timed).toHaveURL(/\/time-out\?/, { timeout: e2eTimings.INACTIVITY_TIMEOUT });
    await check('/time-out', timed);
    await timed.context().close();

    testInfo.annotations.push({ type: 'pages checked', description: checked.join(', ') });
    expect(routeOf(page)).not.toBe('/error');
  });
}

/**
 * The seeded customers (platform/README.md "Sandbox customers") who reach the existing customers' result pages, by the
 * bank the brand's login finds them at: YB's login finds Ridings Bank's customers only, so YB has its own four (no
 * other spec uses them; login.spec.ts locks sandboxhugo on purpose); DYB's and VM's logins look the bank up by
 * username and find Clydeside Bank's.
 */
const RESULT_CUSTOMERS: Record<
  'CB' | 'YB',
  { noCredentials: string; aged17: string; holdsSaver: string; noCurrent: string }
> = {
  CB: { noCredentials: 'sandboxgail', aged17: 'sandboxdev', holdsSaver: 'sandboxcara', noCurrent: 'sandboxfinn' },
  YB: { noCredentials: 'sandboxnell', aged17: 'sandboxotto', holdsSaver: 'sandboxpolly', noCurrent: 'sandboxrex' },
};

/** The result pages of existing customers (doc 1 web tasks), each reached by the seeded customer it is for. */
for (const brand of BRAND_IDS) {
  test(`accessibility: the existing customers' result pages pass axe in ${brand}`, async ({ page }, testInfo) => {
    test.setTimeout(180_000);
    const checked: string[] = [];
    const customers = RESULT_CUSTOMERS[brand === 'YB' ? 'YB' : 'CB'];
    // doc 1 §8 1013: a customer without credentials cannot be challenged
    await identify(page, customers.noCredentials, brand);
    await expect(page).toHaveURL(/\/contact-bank\?/, { timeout: 30_000 });
    await checkPage(page, brand, testInfo, '/contact-bank', checked);
    // the Regular Saver Exclusive's tasks: too young, holds one already, holds no current account
    for (const [username, route] of [
      [customers.aged17, '/regular-saver-exclusive/apply-in-branch'],
      [customers.holdsSaver, '/regular-saver-exclusive/existing-account'],
      [customers.noCurrent, '/regular-saver-exclusive/open-a-current-account'],
    ] as const) {
      await page.goto(`/authentication?applyFor=IM760&brandId=${brand}`);
      await logInThroughLoginApp(page, username);
      await expect(page).toHaveURL(new RegExp(`${route}\\?`), { timeout: 30_000 });
      await checkPage(page, brand, testInfo, route, checked);
    }
    testInfo.annotations.push({ type: 'pages checked', description: checked.join(', ') });
  });
}

/**
 * The credit card each brand sells (content/brands.ts: G99 in the CB/YB family, BCD in the DYB/VM family), and the
 * seeded customer who applies for it at the bank the brand's login finds (YB: Ridings Bank's).
 */
const CARD_OF: Record<BrandId, { product: string; username: string }> = {
  CB: { product: 'G99', username: 'sandboxada' },
  YB: { product: 'G99', username: 'sandboxpolly' },
  DYB: { product: 'BCD', username: 'sandboxada' },
  VM: { product: 'BCD', username: 'sandboxada' },
};

/**
 * The transfer question in every brand (doc 1 "Registration": asked after the accounts open when the product can
 * transfer and the feature is on): a credit card's balance transfer, which every brand sells (the cash ISA's question,
 * of the CB/YB family's IM481, is e2e/registration.spec.ts's). Then the returns (doc 1 "Return from another service"):
 * Yes hands off to the transfer app, whose return link brings an existing customer back through /continue/existing,
 * in the brand they applied under.
 */
for (const brand of BRAND_IDS) {
  test(`accessibility: the credit card's balance-transfer question, the return from the transfer app and the login that goes on to account opened pass axe in ${brand}`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(300_000);
    const checked: string[] = [];
    const check = (name: string) => checkPage(page, brand, testInfo, name, checked);
    const { product, username } = CARD_OF[brand];
    await withTransferFeature(page);
    // an existing-customers-only product: to the login app first (doc 1 §4)
    await page.goto(startPath(product, brand));
    await expect(page).toHaveURL(/\/login-app\//, { timeout: 30_000 });
    await logInThroughLoginApp(page, username);
    await expect(page).toHaveURL(new RegExp(`/\\?brandId=${brand}&applyFor=${product}$`), { timeout: 30_000 });
    await answerCreditCardEligibility(page);
    await expect(page).toHaveURL(/\/step-1\?/, { timeout: 30_000 });
    await fillExistingCustomerStep1(page, username);
    await page.getByRole('button', { name: COPY.continue }).click();
    await expect(page).toHaveURL(/\/step-2\?/, { timeout: 30_000 });
    await fillCreditCardStep2(page);
    await page.getByRole('button', { name: COPY.continue }).click();
    await expect(page).toHaveURL(/\/review\?/, { timeout: 30_000 });
    await expectSubmissionAfter(page, () => acceptCreditCardReview(page), /\/submission\?.*caseId=CC\d{8}/);
    await expect(page).toHaveURL(/\/offer\?/, { timeout: 60_000 });
    await acceptCreditOffer(page);

    const question = page.getByRole('heading', { level: 1, name: TRANSFER_COPY.title.balancetransfer });
    await expect(question).toBeVisible({ timeout: 60_000 });
    await check('transfer question (balance transfer)');
    await page.getByRole('button', { name: TRANSFER_COPY.continue }).click();
    await expect(errorSummary(page)).toBeFocused();
    await check('transfer question errors');
    await page.getByLabel(TRANSFER_COPY.yes, { exact: true }).check();
    await page.getByRole('button', { name: TRANSFER_COPY.continue }).click();
    // the sandbox's stand-in transfer app (a bank has its own), then back with the case
    await expect(page).toHaveURL(/\/sandbox\/transfer-app\/balancetransfer\?/, { timeout: 30_000 });
    await page.getByRole('link', { name: 'Return to your application' }).click();
    // The return loads the app afresh with the case in the hash and no token (the sandbox's transfer app issues none;
    // an existing customer's token lived in the tab's memory only): the customer logs in again, under their brand.
    // (/hasDigitalRegDone takes an existing customer the same way, machines/returnEntry.test.ts; a new customer's returns
    // are registration.spec's.)
    await expect(page).toHaveURL(new RegExp(`/login\\?brandId=${brand}&applyFor=${product}`), { timeout: 30_000 });
    await check('/continue/existing: log in again');
    // Logged in again on that page, the return goes on (doc 1 "/continue: ... once a token exists goes to the
    // product's post-transfer task"): the card's account opened, in the same brand, not the portal.
    await page.getByLabel(LOGIN_COPY.identifier).fill(username);
    await page.getByRole('button', { name: COPY.continue }).click();
    await answerChallenges(page, username);
    await expect(page).toHaveURL(new RegExp(`/account-opened\\?brandId=${brand}&applyFor=${product}`), {
      timeout: 30_000,
    });
    await expect(page.locator('.header__brand')).toHaveText(BRANDS[brand].displayName);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Credit Card is open$/, { timeout: 30_000 });
    await check('/continue/existing, logged in: account opened');
    testInfo.annotations.push({ type: 'pages checked', description: checked.join(', ') });
  });
}
