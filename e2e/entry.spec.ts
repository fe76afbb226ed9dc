// Entry variants (doc 1 §2 "Query and hash parameters read on entry", §4, §7; doc 3 §6), in real Chromium against the
// real platform: the decision-in-principle link, the promocode, the VM savings landing and the feature overrides.
import { EXISTING_CUSTOMER_FIELD } from '../content/fields/eligibility';
import { JOINT_COPY } from '../content/joint';
import { expect, field, test } from './support/fixtures';
import { answerEligibility, fillStep1, fillStep2 } from './support/journey';
import { logInThroughLoginApp } from './support/loginApp';
import { answerEligibilityOf, fillPersonal } from './support/products';
import { submitSeeded } from './support/seededCase';

/** content/dipCases.ts: the sandbox's decision-in-principle case of bank CB, for IM135 (Ms Dipti Principle). */
const DIP_UUID = '3f2b8c1e-5d4a-4e8b-9c1f-0a1b2c3d4e5f';

test('entry: a decision-in-principle link starts its product with the applicant filled in', async ({ page }) => {
  const retrieved = page.waitForResponse((response) => response.url().includes(`/cases/dip/${DIP_UUID}/retrievecase`));
  await page.goto(`/?brandId=CB&uuid=${DIP_UUID}`);
  expect((await retrieved).status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Apply for a Current Account Plus', {
    timeout: 20_000,
  });
  await answerEligibility(page);
  await expect(page).toHaveURL(/\/step-1\?brandId=CB&applyFor=IM135$/, { timeout: 20_000 });
  await expect(field(page, 'firstName')).toHaveValue('Dipti');
  await expect(field(page, 'lastName')).toHaveValue('Principle');
  await expect(field(page, 'dateOfBirth')).toHaveValue('12-04-1985');
  await expect(field(page, 'emailAddress')).toHaveValue('dipti.principle@example.com');
});

test('entry: an unknown decision-in-principle case leaves the application to start empty', async ({ page }) => {
  await page.goto('/?brandId=CB&applyFor=IM135&uuid=00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Apply for a Current Account Plus', {
    timeout: 20_000,
  });
  await answerEligibility(page);
  await expect(field(page, 'firstName')).toHaveValue('', { timeout: 20_000 });
});

test('entry: the promocode reaches the platform with its whitespace removed', async ({ page }) => {
  await page.goto('/?applyFor=IM135&brandId=CB&promocode=SPRING%2024&sourceId=news1');
  await answerEligibility(page);
  await expect(page).toHaveURL(/\/step-1\?/, { timeout: 20_000 });
  await fillStep1(page);
  const created = page.waitForRequest(
    (request) => request.method() === 'POST' && /\/banks\/CB\/cases\/csapcurrent\/ntb$/.test(request.url()),
  );
  await page.getByRole('button', { name: 'Continue' }).click();
  const body = (await created).postDataJSON() as { promocode?: string; source_id?: string };
  expect(body.promocode).toBe('SPRING24');
  expect(body.source_id).toBe('news1');
});

test('entry: the VM savings landing shows for an Everyday Saver, from its content file', async ({ page }) => {
  const content = page.waitForResponse((response) => response.url().endsWith('/vmSavingsContent.json'));
  await page.goto('/?applyFor=IM759&brandId=VM');
  expect((await content).status()).toBe(200);
  await expect(page.getByRole('heading', { name: /Everyday Saver: save as much or as little/ })).toBeVisible({
    timeout: 20_000,
  });
});

test('entry: an M Saver link reads its own content file, not the VM savings one', async ({ page }) => {
  // IM754 is for existing customers: the start page comes after logging in; the file is read at start-up.
  const files: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('Content.json')) files.push(new URL(request.url()).pathname);
  });
  const content = page.waitForResponse((response) => response.url().endsWith('/mSaverContent.json'));
  await page.goto('/?applyFor=IM754&brandId=VM');
  const response = await content;
  expect(response.status()).toBe(200);
  // The start-up goes on to log the customer in (a navigation), so the file is read again for its contents.
  const file = await page.request.get(response.url());
  expect(Object.keys(((await file.json()) as { products: object }).products)).toContain('IM754');
  expect(files).toEqual(['/mSaverContent.json']);
});

test('features: a feature removed by the URL stays removed on the next page', async ({ page }) => {
  await page.goto('/?applyFor=IM135&brandId=CB&removeFeatures=progressBar');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Apply for a Current Account Plus', {
    timeout: 20_000,
  });
  await expect(page.getByText('About 15 minutes to go')).toHaveCount(0);
  await answerEligibility(page);
  await expect(page).toHaveURL(/\/step-1\?brandId=CB&applyFor=IM135&removeFeatures=progressBar$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About you');
  await expect(page.getByRole('navigation', { name: 'Your application' })).toHaveCount(0);
});

test('features: the CB header collapses past 80 px of scroll, the VM header does not', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 400 });
  await page.goto('/?applyFor=IM135&brandId=CB');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
  const header = page.locator('header.header');
  // doc 1 §2 "The header collapses at a scroll offset of 80 px": not at 70, at 90
  await page.evaluate(() => window.scrollTo(0, 70));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(70);
  // two frames: the scroll event has been handled and React has rendered what it decided
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await expect(header).not.toHaveClass(/header--collapsed/);
  await page.evaluate(() => window.scrollTo(0, 90));
  await expect(header).toHaveClass(/header--collapsed/);
  await page.mouse.wheel(0, 400);
  await expect(header).toHaveClass(/header--collapsed/);

  await page.goto('/?applyFor=IM136&brandId=VM');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
  await page.mouse.wheel(0, 400);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(80);
  await expect(page.locator('header.header')).not.toHaveClass(/header--collapsed/);
});

test('features: the CB header collapsing and opening again moves nothing below it', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 400 });
  await page.goto('/?applyFor=IM135&brandId=CB');
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible({ timeout: 20_000 });
  const header = page.locator('header.header');
  // where the heading is in the page (not in the window): what a pointer aimed at it before a scroll finds after it
  // (to half a pixel: the rem lengths round)
  const offset = () => heading.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
  const open = await offset();
  await page.evaluate(() => window.scrollTo(0, 90));
  await expect(header).toHaveClass(/header--collapsed/);
  expect(await offset()).toBeCloseTo(open, 0);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(header).not.toHaveClass(/header--collapsed/);
  expect(await offset()).toBeCloseTo(open, 0);
});

// doc 1 §4 "Product-group redirects": an ISA issue (EFI, IM768-770) or IM751 and IM754 loads the root in full, with the
// journey in its query and the next screen's web task as `reason`; every other product is routed inside the page. A
// mark left on `window` before the step tells the two apart: a full load clears it.
for (const [product, brand, full] of [
  ['EFI', 'VM', true],
  ['IM135', 'CB', false],
] as const) {
  test(`entry: ${product} ${full ? 'loads the root in full with step 1 as reason, and shows step 1' : 'is routed to step 1 without a reload'}`, async ({
    page,
  }) => {
    await page.goto(`/?applyFor=${product}&brandId=${brand}`);
    // the product's questions, Yes; the existing-customer question stays at its default, No (doc 2 §3.1)
    const questions = page
      .getByRole('group')
      .filter({ has: page.getByRole('radio', { name: 'Yes' }) })
      .filter({ hasNotText: EXISTING_CUSTOMER_FIELD.label });
    await expect(questions.first()).toBeVisible({ timeout: 20_000 });
    for (const question of await questions.all()) await question.getByRole('radio', { name: 'Yes' }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('I agree to my information being used as described').check();
    await page.evaluate(() => {
      (window as { routedMark?: boolean }).routedMark = true;
    });
    // the page the browser loads next, if it loads one
    const loads: URL[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loads.push(new URL(request.url()));
    });
    await page.getByRole('button', { name: 'Start your application' }).click();
    await expect(page).toHaveURL(/\/step-1\?/, { timeout: 20_000 });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About you', { timeout: 20_000 });
    const query = new URL(page.url()).searchParams;
    expect(query.get('applyFor')).toBe(product);
    expect(query.get('brandId')).toBe(brand);
    const marked = await page.evaluate(() => (window as { routedMark?: boolean }).routedMark === true);
    expect(marked).toBe(!full);
    if (full) {
      // the full redirect loads the root, naming step 1 by its web task; no token or session id in it
      expect(loads.map((url) => url.pathname)).toEqual(['/']);
      const root = loads[0] as URL;
      expect(root.searchParams.get('reason')).toBe('WEB-PERSONAL-DETAILS');
      expect(root.searchParams.get('applyFor')).toBe(product);
      expect(root.searchParams.get('bankId')).toBeTruthy();
      expect(root.search).not.toMatch(/token|session/i);
      // the page shown is the task's, at its own address
      expect(query.get('reason')).toBeNull();
    } else expect(loads).toEqual([]);
  });
}

test('features: a feature the brand family lacks is turned on by addFeatures (the VM header collapses)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 800, height: 400 });
  await page.goto('/?applyFor=IM136&brandId=VM&addFeatures=collapsingHeader');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
  await page.mouse.wheel(0, 400);
  await expect(page.locator('header.header')).toHaveClass(/header--collapsed/);
});

test('features: the disable-product-blacklist feature lets a product refused on joint applications (IM481, cash ISA) start', async ({
  page,
}) => {
  await page.goto('/joint?applyFor=IM481&brandId=CB');
  await expect(page).toHaveURL(/\/error\?/, { timeout: 20_000 });
  await expect(page.getByText('Error reference: ProductBlacklist/notAllowedOnJoint')).toBeVisible();
  await page.goto('/joint?applyFor=IM481&brandId=CB&addFeatures=disableProductBlacklist');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(JOINT_COPY.start.title, { timeout: 20_000 });
});

test('features: a disabled feature goes to the error page (joint removed by the URL)', async ({ page }) => {
  await page.goto('/joint?applyFor=IM135&brandId=CB&removeFeatures=joint');
  await expect(page).toHaveURL(/\/error\?/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sorry, something went wrong');
  await expect(page.getByRole('group', { name: 'Are you 18 or over?' })).toHaveCount(0);
});

test("entry: the hash's user_tracking_id is the tracking id of the platform calls (client-context header)", async ({
  page,
}) => {
  const call = page.waitForRequest((request) => new URL(request.url()).pathname.startsWith('/banks/'));
  await page.goto('/?applyFor=IM135&brandId=CB#user_tracking_id=campaign-42.a');
  const header = (await call).headers()['x-client-context'];
  expect(JSON.parse(header ?? '{}')).toMatchObject({ tracking_id: 'campaign-42.a', locale: 'en-GB' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Apply for a Current Account Plus');
});

test('sidebar: the time remaining is 15 minutes on the landing page, 10 on personal details and 5 on employment', async ({
  page,
}) => {
  // doc 1 §2 "Sidebar and layout", doc 3 §2: shown where the progress bar feature is on (the CB/YB family's default)
  await page.goto('/?applyFor=IM135&brandId=CB');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Apply for a Current Account Plus', {
    timeout: 20_000,
  });
  await expect(page.getByText('About 15 minutes to go')).toBeVisible();
  await answerEligibility(page);
  await expect(page).toHaveURL(/\/step-1\?/, { timeout: 20_000 });
  const sidebar = page.getByRole('navigation', { name: 'Your application' });
  await expect(sidebar.getByRole('listitem')).toHaveText(['About you', 'Your money', 'All systems go']);
  await expect(sidebar.locator('[aria-current="step"]')).toHaveText('About you');
  await expect(sidebar.getByText('About 10 minutes to go')).toBeVisible();
  await fillStep1(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/step-2\?/, { timeout: 20_000 });
  await expect(sidebar.locator('[aria-current="step"]')).toHaveText('Your money');
  await expect(sidebar.getByText('About 5 minutes to go')).toBeVisible();
  await expect(page.getByText(/minutes to go/)).toHaveCount(1);
  await fillStep2(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/review\?/, { timeout: 20_000 });
  await expect(sidebar.locator('[aria-current="step"]')).toHaveText('All systems go');
  await expect(page.getByText(/minutes to go/)).toHaveCount(0);
});

test('features: with overdrafts removed by the URL, step 2 asks no overdraft question', async ({ page }) => {
  await page.goto('/?applyFor=IM135&brandId=CB&removeFeatures=overdrafts');
  await answerEligibility(page);
  await expect(page).toHaveURL(/\/step-1\?/, { timeout: 20_000 });
  await fillStep1(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/step-2\?/, { timeout: 20_000 });
  await expect(field(page, 'grossAnnualIncome')).toBeVisible();
  await expect(page.getByRole('group', { name: 'Would you like an arranged overdraft?' })).toHaveCount(0);
  await expect(field(page, 'requiresOverdraft')).toHaveCount(0);
  await expect(field(page, 'overdraftLimit')).toHaveCount(0);
});

test('features: the Amazon app link shows on the VM account-opened page, and not with amazonLink removed', async ({
  page,
}) => {
  await submitSeeded(page, 'Overdraftdecline', { brand: 'VM' });
  await expect(page).toHaveURL(/\/offer\?/, { timeout: 60_000 });
  await page.getByRole('button', { name: 'Open account' }).click();
  await expect(page).toHaveURL(/\/account-opened\?/, { timeout: 60_000 });
  await expect(page.getByRole('link', { name: 'Available at Amazon Appstore' })).toBeVisible({ timeout: 30_000 });

  await submitSeeded(page, 'Overdraftdecline', { brand: 'VM', query: 'removeFeatures=amazonLink' });
  await expect(page).toHaveURL(/\/offer\?/, { timeout: 60_000 });
  await page.getByRole('button', { name: 'Open account' }).click();
  await expect(page).toHaveURL(/\/account-opened\?/, { timeout: 60_000 });
  await expect(page.getByRole('link', { name: 'Download on the App Store' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('link', { name: 'Available at Amazon Appstore' })).toHaveCount(0);
});

test('features: with the letter-code feature removed, a case waiting for its letter code goes to the error page', async ({
  page,
}) => {
  await submitSeeded(page, 'Lettercode', { query: 'removeFeatures=letterCode' });
  await expect(page).toHaveURL(/\/error\?/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sorry, something went wrong');
  await expect(page.getByLabel('Letter code')).toHaveCount(0);
});

test('entry: a cash ISA issue link keeps its issue, campaign and tracking id through the full redirect, sends the issue and offers its limits', async ({
  page,
}) => {
  // doc 1 §2 query `issue`: issue 41 (content/bonds.ts) has a minimum transfer of £2,000 (doc 2 §9)
  await page.goto('/?applyFor=EFI&brandId=VM&issue=41&c_id=isa-41#user_tracking_id=isa-track');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
  // the product's questions, Yes; the existing-customer question stays at its default, No (doc 2 §3.1)
  const questions = page
    .getByRole('group')
    .filter({ has: page.getByRole('radio', { name: 'Yes' }) })
    .filter({ hasNotText: EXISTING_CUSTOMER_FIELD.label });
  await expect(questions.first()).toBeVisible();
  for (const question of await questions.all()) await question.getByRole('radio', { name: 'Yes' }).check();
  const root = page.waitForRequest(
    (request) => request.isNavigationRequest() && new URL(request.url()).searchParams.get('reason') !== null,
  );
  await answerEligibilityOf(page, []);
  // the product-group redirect (doc 1 §4) loads the root for step 1, carrying the issue and the campaign
  const rootQuery = new URL((await root).url()).searchParams;
  expect(rootQuery.get('reason')).toBe('WEB-PERSONAL-DETAILS');
  expect(rootQuery.get('issue')).toBe('41');
  // and the page at step 1's address keeps the issue, the campaign and the tracking id
  const redirected = new URL(page.url());
  expect(redirected.searchParams.get('issue')).toBe('41');
  expect(redirected.searchParams.get('c_id')).toBe('isa-41');
  expect(redirected.hash).toBe('#user_tracking_id=isa-track');
  await fillPersonal(page);
  await page
    .getByRole('group', { name: 'Which bank would you like your account with?' })
    .getByLabel('Ridings Bank')
    .check();
  const created = page.waitForRequest(
    (request) => request.method() === 'POST' && /\/banks\/YB\/cases\/csapcashisa\/ntb$/.test(request.url()),
  );
  await page.getByRole('button', { name: 'Continue' }).click();
  expect(((await created).postDataJSON() as { product: { variant?: string } }).product.variant).toBe('41');
  await expect(page).toHaveURL(/\/step-2\?.*issue=41/, { timeout: 20_000 });
  await expect(page.getByText('Between £2,000 and £5,000,000, a whole number of pounds')).toBeVisible();
});

test('joint: a link code in the link (jointLinkCode, link_code or code) is shown typed in', async ({ page }) => {
  // doc 1 §2 query parameters; `code` only with a link code's 7 digits (machines/joint.logic.ts linkCodeOfEntry)
  for (const [name, code] of [
    ['jointLinkCode', '7654321'],
    ['link_code', '7654322'],
    ['code', '7654323'],
  ] as const) {
    await page.goto(`/joint/join?brandId=CB&${name}=${code}`);
    await expect(page.getByLabel('Link code')).toHaveValue(code, { timeout: 20_000 });
  }
  await page.goto('/joint/join?brandId=CB&code=1234567890');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(JOINT_COPY.join.title, { timeout: 20_000 });
  await expect(page.getByLabel('Link code')).toHaveValue('');
});

test('entry: the VM savings landing shows on the joint routes for an Everyday Saver, not for a current account', async ({
  page,
}) => {
  const landing = page.getByRole('heading', { name: /Everyday Saver: save as much or as little/ });
  await page.goto('/joint?applyFor=IM759&brandId=VM');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(JOINT_COPY.start.title, { timeout: 20_000 });
  await expect(landing).toBeVisible();
  await page.goto('/joint/join?applyFor=IM759&brandId=VM');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(JOINT_COPY.join.title, { timeout: 20_000 });
  await expect(landing).toBeVisible();
  await page.goto('/joint?applyFor=IM136&brandId=VM');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(JOINT_COPY.start.title, { timeout: 20_000 });
  await expect(page.locator('#savings-landing-heading')).toHaveCount(0);
});

test('entry: returnUrl survives the login app, so a customer who logs in from a product link goes where it says', async ({
  page,
}) => {
  // doc 1 §4 "returnUrl if present, else WEB-ELIGIBILITY-PAGE": without it, a product link goes to the product
  await page.goto('/authentication?applyFor=IM135&brandId=CB&c_id=back-1&returnUrl=%2Fportal');
  await expect(page).toHaveURL(/\/login-app\/CB\?/, { timeout: 20_000 });
  const back = new URL(new URL(page.url()).searchParams.get('redirect_uri') ?? '');
  expect(back.pathname).toBe('/authentication');
  expect(back.searchParams.get('returnUrl')).toBe('/portal');
  expect(back.searchParams.get('c_id')).toBe('back-1');
  await logInThroughLoginApp(page, 'sandboxada');
  await expect(page).toHaveURL(/\/portal\?/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your saved applications');
});

test("entry: a VM link's bank_id is the new customer's bank choice on step 1, and the case goes to that bank", async ({
  page,
}) => {
  await page.goto('/?applyFor=IM759&brandId=VM&bank_id=YB');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Apply for an Everyday Saver', { timeout: 20_000 });
  await answerEligibilityOf(page, [/18 or over/, /live in the UK/, /mobile phone or a computer/]);
  const choice = page.getByRole('group', { name: 'Which bank would you like your account with?' });
  await expect(choice.getByLabel('Ridings Bank')).toBeChecked();
  await fillPersonal(page);
  const created = page.waitForRequest(
    (request) => request.method() === 'POST' && /\/cases\/csapsavings\/ntb$/.test(request.url()),
  );
  await page.getByRole('button', { name: 'Continue' }).click();
  expect(new URL((await created).url()).pathname).toBe('/banks/YB/cases/csapsavings/ntb');
});
