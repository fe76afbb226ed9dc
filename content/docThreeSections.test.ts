// doc 3 §1, §2, §4, §6 and §7, sentence by sentence: each sentence of substance about what the applicant reads is
// found in the content the screen shows (the screens render these values; e2e tests meet them on their pages). §5
// and §8 are content/docThreeMessages.test.ts, §9's figures content/docThreeCopy.test.ts and figures.test.ts.
// A sentence removed from its content, or reworded so that what doc 3 says is lost, fails here.
import { describe, expect, it } from 'vitest';
import { ACCOUNT_OPENED_COPY } from './accountOpened';
import { UNSUPPORTED_BROWSER_COPY } from './browserSupport';
import { COPY, ELIGIBILITY_QUESTIONS } from './copy';
import {
  ELIGIBILITY_PAGE_COPY,
  eligibilityFooters,
  eligibilityTerms,
  infoToApplyItems,
  MAX_ELIGIBILITY_TERMS,
  MAX_FOOTERS,
  MAX_INFO_TO_APPLY_ITEMS,
} from './eligibilityPage';
import { EXISTING_CUSTOMER_COPY } from './fields/existingCustomer';
import { JOINT_LINK_CODE_FIELD } from './fields/joint';
import { STEP_1_SECTIONS } from './fields/personalDetails';
import { JOINT_COPY } from './joint';
import { JOURNEY_COPY } from './journeyCopy';
import { LETTER_CODE_COPY } from './letterCode';
import { LOGIN_COPY } from './login';
import { OFFER_COPY } from './offers';
import { PRODUCTS } from './products';
import { REGISTRATION_COPY } from './registration';
import { resultContent } from './results';
import { SESSION_TIMEOUT_COPY } from './sessionTimeout';
import { STEP_UP_COPY } from './stepUp';
import { JOINT_SWITCH_COPY, SWITCH_MESSAGES, switchCopy } from './switching';

const PHONE = '0345 000 0000';
const product = (code: string) => {
  const found = PRODUCTS[code];
  if (!found) throw new Error(`${code} is not in the catalogue`);
  return found;
};
const text = (value: readonly string[] | string | undefined): string =>
  typeof value === 'string' ? value : (value ?? []).join(' ');
const questionsOf = (code: string) => product(code).eligibilityQuestions.map((question) => question.id);
const linksOf = (id: Parameters<typeof resultContent>[0], code?: string) =>
  (resultContent(id, code ? product(code) : undefined).links ?? []).map((link) => link.text).join(' | ');
const introOf = (id: Parameters<typeof resultContent>[0], code?: string) => {
  const page = resultContent(id, code ? product(code) : undefined);
  return [page.title, ...page.intro, ...(page.list?.items ?? []), ...(page.footer ?? [])].join(' ');
};

/** [doc 3's sentence, what the product says, what of the sentence it must say] */
type Sentence = readonly [string, string, RegExp | string];

const SECTION_1: readonly Sentence[] = [
  [
    'Applicants aged 16 or 17 for the regular saver exclusive products are sent to a store',
    introOf('applyInBranch', 'IM760'),
    /16 or 17, you can open a Regular Saver Exclusive in one of our branches/,
  ],
  [
    'Each joint holder can authorise payments and request an overdraft without the other’s consent',
    text(JOINT_COPY.start.liability),
    /authorise payments, and ask for an overdraft, without the other’s consent/,
  ],
  ['… and both are liable', text(JOINT_COPY.start.liability), /both responsible for the account/],
  [
    'An additional cardholder is authorised by the main holder through a posted form, returned within five working days',
    text(STEP_1_SECTIONS.find((section) => section.id === 'cardholders')?.intro),
    /authorises an additional cardholder with a form we post to you, to be returned within five working days/,
  ],
];

const SECTION_2: readonly Sentence[] = [
  // Eligibility questions (landing)
  ['Eligibility: age 18 or over', ELIGIBILITY_QUESTIONS.age.label, 'Are you 18 or over?'],
  ['Eligibility: age 16 or over depending on product (IM760)', questionsOf('IM760').join(' '), /\bage16\b/],
  ['Eligibility: UK resident', ELIGIBILITY_QUESTIONS.ukResident.label, 'Do you live in the UK?'],
  ['Eligibility: device', ELIGIBILITY_QUESTIONS.device.label, /mobile phone or a computer/],
  ['Eligibility: first-time buyer (Help to Buy ISA)', questionsOf('IM458').join(' '), /firstTimeBuyer/],
  ['Eligibility: National Insurance number', ELIGIBILITY_QUESTIONS.niNumber.label, /National Insurance number/],
  ['Eligibility: county court judgement', ELIGIBILITY_QUESTIONS.countyCourtJudgement.label, /county court judgement/],
  ['Eligibility: bankrupt', ELIGIBILITY_QUESTIONS.bankrupt.label, /bankrupt/],
  ['Answers that fail show a call-us message', JOURNEY_COPY.callUs.body(PHONE), `Call us on ${PHONE}`],
  [
    'UK non-residents cannot open an account',
    ELIGIBILITY_QUESTIONS.ukResident.failMessage,
    /need to live in the UK to open an account/,
  ],
  [
    'A county court judgement (three-year window) blocks a credit card',
    ELIGIBILITY_QUESTIONS.countyCourtJudgement.failMessage,
    /credit card .* county court judgement in the last three years/,
  ],
  ['The page offers info-to-apply items', ELIGIBILITY_PAGE_COPY.infoToApplyTitle, 'What you need to apply'],
  ['… eligibility terms', ELIGIBILITY_PAGE_COPY.termsTitle, 'You can apply if'],
  ['… footers (deposit protection)', eligibilityFooters(product('IM759')).join(' '), /£85,000/],
  ['The progress indicator: 15 minutes on the landing page', COPY.timeRemaining(15), 'About 15 minutes to go'],
  ['… 5 minutes on the employment page', COPY.timeRemaining(5), 'About 5 minutes to go'],
  ['A personal details step timer shows 10 minutes', COPY.timeRemaining(10), 'About 10 minutes to go'],
  // Existing-customer pages
  ['Duplicate customer: looks familiar', resultContent('duplicateCustomer', undefined).title, 'You look familiar'],
  ['… verify details or call', introOf('duplicateCustomer'), /check the details you gave us, or call us/],
  ['Already a customer: log in', introOf('alreadyCustomer'), /Log in to apply/],
  [
    '… links to the authentication route, carrying applyFor, brandId and promocode',
    resultContent('alreadyCustomer', undefined).links?.[0]?.href ?? '',
    '/authentication?applyFor={productCode}&brandId={brandId}&promocode={promocode}',
  ],
  // Personal details
  [
    'Existing customers see their details read-only',
    EXISTING_CUSTOMER_COPY.fromRecords(PHONE),
    /filled in some of your details from our records, and you can't change them here/,
  ],
  [
    '… with guidance listing invalid fields',
    EXISTING_CUSTOMER_COPY.invalidFields(['Date of birth', 'Postcode'], PHONE),
    /can't be used for this application: Date of birth, Postcode/,
  ],
  [
    'Forces-post addresses show guidance to visit a store or call',
    JOURNEY_COPY.personalDetails.bfpoGuidance(PHONE),
    `Visit one of our stores, or call us on ${PHONE}`,
  ],
  // Employment and finances
  [
    'Joint current accounts show a joint-expenditure help message',
    JOURNEY_COPY.employmentDetails.jointExpenditure,
    /joint account: tell us your own income, and your share of the outgoings/,
  ],
  // Review
  ['Review: important information', JOURNEY_COPY.review.documentsTitle, 'Important information'],
  ['Review: key features', JOURNEY_COPY.review.keyFeaturesTitle, 'Key features'],
  ['Review: marketing consents', JOURNEY_COPY.review.marketingTitle, 'Keeping in touch'],
  ['Review: a declaration', JOURNEY_COPY.review.declarationTitle, 'Declaration'],
  // Offer pages
  ['Multi-offer view: a More information link per offer', OFFER_COPY.multi.moreInformation, 'More information'],
  ['… a cancel-application link', OFFER_COPY.multi.cancel, 'Cancel application'],
  ['… that opens a confirmation prompt', OFFER_COPY.multi.confirmTitle, /sure you want to cancel/],
  ['A credit limit adjust page', OFFER_COPY.adjust.title, 'Change your credit limit'],
  [
    'An expandable agreement block with a digital-signature tick disabled until read',
    OFFER_COPY.overdraft.readFirst,
    /read the agreement to sign it/,
  ],
  // Result and deferral pages
  [
    'Account opened: title with the product name',
    JOURNEY_COPY.accountOpened.title('Everyday Saver'),
    'Your Everyday Saver is open',
  ],
  [
    'Account opened: optional buttons to access the account and to get help',
    `${ACCOUNT_OPENED_COPY.accessAccount} | ${ACCOUNT_OPENED_COPY.help}`,
    'Access your account | Get help',
  ],
  [
    'Sorry: phone number and opening hours for IM760 and IM632',
    String(resultContent('sorry', product('IM632')).showPhone),
    'true',
  ],
  ['Sorry: links to forms for other products', linksOf('sorry', 'IM135'), /paper form/],
  ['Decline: the title for a credit card', resultContent('decline', product('G99')).title, /credit card/],
  [
    'Decline: the title for a product with account prerequisites',
    resultContent('decline', product('IM760')).title,
    /can't open this account yet/,
  ],
  ['Deferred: manual review completes within two business days', introOf('deferred'), /two business days/],
  ['Multi-card deferred: title, intro and a list', introOf('deferredCard'), /already hold one of our credit cards/],
  ['ID deferred: ID is needed in person', introOf('idDeferred'), /see your ID in person/],
  ['Proof-of-income referred', introOf('proofOfIncome'), /proof of your income/],
  [
    'Credit-check no-match referred: documents to send and an upload link',
    `${introOf('creditCheckDeferred')} ${linksOf('creditCheckDeferred')}`,
    /Send us|passport.*Upload your documents/,
  ],
  [
    '… with an IM760 variant adding a back-to-website link',
    linksOf('creditCheckPoiDeferred', 'IM760'),
    /Back to our website/,
  ],
  ['Setup in progress: the account opens the next working day', introOf('setupInProgress'), /next working day/],
  ['… a credit-card variant exists', introOf('setupInProgress', 'G99'), /credit card will be ready/],
  ['Identity-check invite page with a portal link', linksOf('providerBInvite'), /Go to your applications/],
  ['Pending identity case page', introOf('providerBPendingCase'), /not finished checking your identity/],
  [
    'Pending-refer page with money-advice and deposit-protection links',
    linksOf('providerBPendingRefer'),
    /money advice.*deposits are protected/i,
  ],
  ['… and a logout button', String(resultContent('providerBPendingRefer', undefined).logout), 'true'],
  [
    'Identity verification in a phone app: the case reference',
    introOf('providerAVerification'),
    /application reference is \{reference\}/,
  ],
  ['… app links', linksOf('providerAVerification'), /App Store.*Google Play/],
  [
    'Application submitted page with a Log out button',
    String(resultContent('applicationSubmitted', undefined).logout),
    'true',
  ],
  ['Contact-bank page', introOf('contactBank'), /Call us/],
  ['Unsupported-browser notice with an upgrade message', UNSUPPORTED_BROWSER_COPY.upgrade, /upgrade your browser/],
  [
    'Supported browsers: Chrome 39, Safari 8, IE 11, Edge 12, Firefox 33, Opera 38',
    UNSUPPORTED_BROWSER_COPY.supported,
    'Chrome 39, Safari 8, Internet Explorer 11, Edge 12, Firefox 33, Opera 38',
  ],
  // Joint pages
  ['Link-code entry: label Link code', JOINT_LINK_CODE_FIELD.label, 'Link code'],
  ['… button Confirm code', JOINT_COPY.join.button, 'Confirm code'],
  [
    '… help says the code is 7 digits, supplied by the other person',
    JOINT_LINK_CODE_FIELD.hint ?? '',
    /7-digit code the other person was given/,
  ],
  ['A bad-code modal', JOINT_COPY.badCode.title, /could not use that link code/],
  ["An 'is the other person with you' yes/no", JOINT_COPY.waiting.presentQuestion, 'Is the other person with you now?'],
  ['A waiting page', JOINT_COPY.waiting.title, 'Waiting for the other person'],
  ["An 'other person must be available' page", JOINT_COPY.otherAvailable.title, 'The other person must be available'],
  ['An existing-customer question', JOINT_COPY.existingCustomer.title, 'Are you already a customer of ours?'],
  ['Bank-mismatch warnings mentioning the bank name', JOINT_COPY.bankMismatch.body('Ridings Bank'), /Ridings Bank/],
  [
    'The second person joins with the link code or by invitation sent by email and text',
    JOINT_COPY.otherAvailable.inviteIntro,
    /invitation by email and text/,
  ],
  // Registration and login
  [
    'Registration for internet and telephone banking',
    REGISTRATION_COPY.title,
    'Register for internet and telephone banking',
  ],
  ['… three security questions', REGISTRATION_COPY.questionsHint, /three different questions/],
  ['… a telephone PIN', REGISTRATION_COPY.pinHeading, 'Your telephone PIN'],
  ['Login: username or 10-digit customer number', LOGIN_COPY.intro, /username or your 10-digit customer number/],
  [
    'Alternative questions for customers who do not know the customer number',
    LOGIN_COPY.forgotten,
    "I don't know my customer number",
  ],
  [
    'Letter-code page for a 10-digit code sent to the home address',
    LETTER_CODE_COPY.standard.intro,
    /10-digit code to your home address/,
  ],
  ['Portal: a list of saved cases', LOGIN_COPY.portal.title, 'Your saved applications'],
  ['… each with a Resume button', LOGIN_COPY.portal.resume, 'Resume'],
  ['One-time passcode: sent', STEP_UP_COPY.otp.sent('07700900123'), /sent a passcode/],
  ['One-time passcode: resent', STEP_UP_COPY.otp.resent('07700900123'), /sent a new passcode/],
  // Regular saver exclusive pages
  ['Visit a branch (16 and 17 year olds)', introOf('applyInBranch'), /16 or 17/],
  ['Open a current account first', introOf('openCurrentAccount'), /Open a current account first/],
  [
    'Already have this account (only one allowed, joint included)',
    introOf('existingRegularSaver'),
    /one Regular Saver Exclusive, including one held jointly/,
  ],
  // Switch pages
  ['Switch: two variants, the second brand family’s', switchCopy('DYB/VM').title, /Bring your current account/],
  ['Switch: the plain variant', switchCopy('CB/YB').title, 'Switch your current account to us'],
  ['Switch: the joint switch page is informational only', JOINT_SWITCH_COPY.title, 'Switching a joint account'],
];

const SECTION_4: readonly Sentence[] = [
  [
    'Overdraft declined: open account',
    `${OFFER_COPY.overdraft.declined.body} ${OFFER_COPY.overdraft.openAccount}`,
    /can't give you an arranged overdraft.*Open account/,
  ],
  [
    'Overdraft conditional: open account only or upload proof',
    `${OFFER_COPY.overdraft.conditional.body} ${OFFER_COPY.overdraft.conditional.upload}`,
    /proof of your income.*Upload proof of income/,
  ],
  [
    'Overdraft reduced: below the requested limit',
    OFFER_COPY.overdraft.reduced.body('£300', '£500'),
    /asked for £500.*£300/,
  ],
  ['Overdraft full', OFFER_COPY.overdraft.full.body('£500'), /overdraft of £500 you asked for/],
  ['Buttons: open account with overdraft', OFFER_COPY.overdraft.withOverdraft, 'Open account with overdraft'],
  ['… without overdraft', OFFER_COPY.overdraft.withoutOverdraft, 'Open account without overdraft'],
  [
    'Credit offer documents: key features, pre-contract credit information, credit agreement, in order',
    OFFER_COPY.credit.documents.join(', '),
    'Key features, Pre-contract credit information, Credit agreement',
  ],
  [
    '… each unlocked only after the one before is ticked',
    OFFER_COPY.credit.documentsIntro,
    /Each one opens once you have ticked the one before/,
  ],
  ['Referred: documents must be uploaded within 28 days', introOf('proofOfIncome'), /within 28 days/],
  [
    'A timer shows minutes with an expiry message',
    `${SESSION_TIMEOUT_COPY.warning(300)} ${SESSION_TIMEOUT_COPY.expiredTitle}`,
    /in 5 minutes.*Time has run out/,
  ],
  ['Switch: on success the user moves to account opened', SWITCH_MESSAGES['000']?.(PHONE) ?? '', /set up/],
];

const SECTION_6_7: readonly Sentence[] = [
  [
    '§6 bank selection cannot change once a case id exists',
    JOURNEY_COPY.personalDetails.bankChosen('Ridings Bank'),
    'Your account will be opened with Ridings Bank.',
  ],
];

/** doc 3 §3 "Product codes named in copy": the name each code's copy uses (doc 2 §3.10 for IM800, IM753, IM751, IM754). */
const SECTION_3_NAMES: readonly (readonly [string, RegExp])[] = [
  ['IM135', /^Current Account Plus$/],
  ['IM125', /^Current Account Control$/],
  ['IM800', /^Readycash$/],
  ['IM751', /^M Plus Saver$/],
  ['IM754', /^M Saver$/],
  ['IM803', /^Savings Account Plus$/],
  ['IM145', /^Savings Account Plus$/],
  ['IM340', /^Signature Savings$/],
  ['IM360', /^Instant Savings$/],
  ['IM110', /^Instant Savings$/],
  ['IM759', /^Everyday Saver$/],
  ['IM760', /^Regular Saver Exclusive$/],
  ['IM632', /^Regular Saver Exclusive$/],
  ['IM368', /^Fixed Rate Bond$/],
  ['OPFRB', /^Fixed Rate Bond$/],
  ['IM481', /^Flexi Cash ISA$/],
  ['IM458', /^Help to Buy ISA$/],
  ['EFI', /Cash ISA/],
  ['IM768', /Cash ISA/],
  ['G99', /^Gold Credit Card$/],
  ['BCD', /Credit Card/],
];

describe('doc 3 §3 product codes named in copy', () => {
  it.each(SECTION_3_NAMES)('%s is called %s', (code, name) => {
    expect(product(code).name).toMatch(name);
  });

  it('offers a ready cash account as the alternative to a current account (doc 3 §3 "Alternative offer")', () => {
    expect(product('IM135').alternativeProducts).toContain('IM800');
  });
});

function says(actual: string, expected: RegExp | string) {
  if (typeof expected === 'string') expect(actual).toContain(expected);
  else expect(actual).toMatch(expected);
}

describe.each([
  ['§1', SECTION_1],
  ['§2', SECTION_2],
  ['§4', SECTION_4],
  ['§6', SECTION_6_7],
] as const)('doc 3 %s, sentence by sentence', (_, sentences) => {
  it.each(sentences.map(([sentence, actual, expected]) => [sentence, actual, expected] as const))(
    '%s',
    (_sentence, actual, expected) => says(actual, expected),
  );
});

describe('doc 3 §2 "up to six info-to-apply items, up to ten eligibility terms and up to ten footers"', () => {
  it.each(Object.values(PRODUCTS).map((candidate) => [candidate.code, candidate] as const))('%s', (_, candidate) => {
    expect(infoToApplyItems(candidate).length).toBeLessThanOrEqual(MAX_INFO_TO_APPLY_ITEMS);
    expect(eligibilityTerms(candidate).length).toBeLessThanOrEqual(MAX_ELIGIBILITY_TERMS);
    expect(eligibilityFooters(candidate).length).toBeLessThanOrEqual(MAX_FOOTERS);
    expect(infoToApplyItems(candidate).length).toBeGreaterThan(0);
  });
});
