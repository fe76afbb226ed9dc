// doc 3 §5 "Validation rules (as worded for applicants)" and §8 "Error catalogue (applicant wording)", sentence by
// sentence: each sentence of substance is found where it belongs (the field's declaration, the page's copy), in the
// spec's words where doc 3 quotes them and with the spec's substance where it paraphrases. A message removed from its
// field, or reworded so that what doc 3 says is lost, fails here. (The figures of §9 are content/docThreeCopy.test.ts.)
import { describe, expect, it } from 'vitest';
import type { ApplicationForm } from '../contract/applicationForm';
import { expandRows } from '../contract/fieldRules';
import { ELIGIBILITY_QUESTIONS } from './copy';
import {
  ALTERNATIVE_IDENTIFICATION_FIELDS,
  CHALLENGE_INPUT_RULES,
  CUSTOMER_NUMBER_RULES,
  challengeInputRules,
  LETTER_CODE_RULES,
  LOGIN_USERNAME_RULES,
  registrationProblem,
} from './fields/credentials';
import { declaredFields } from './fields/dataClasses';
import { type BankLookupView, step2Fields } from './fields/employmentDetails';
import { fieldEnvironment } from './fields/environment';
import type { FieldContent } from './fields/fieldTypes';
import { JOINT_LINK_CODE_FIELD } from './fields/joint';
import {
  ADDRESS_WITHOUT_HOUSE_NUMBER,
  BFPO_NOT_ALLOWED,
  bankDetailsLookupError,
  CHOOSE_A_BANK,
  creditLimitValidationMsg,
  MOBILE_NUMBER,
  NAME_CHARACTERS,
  PAGE_LEVEL_ERROR,
  SELECT_AN_OPTION,
  UNDER_18,
} from './fields/messages';
import { STEP_1_SECTIONS, step1Fields } from './fields/personalDetails';
import { JOINT_COPY } from './joint';
import { JOURNEY_COPY } from './journeyCopy';
import { LETTER_CODE_COPY } from './letterCode';
import { LOGIN_COPY } from './login';
import { CREDIT_OFFER_UNTICKED, OVERDRAFT_SIGNATURE } from './offers';
import { PRODUCTS } from './products';
import { COPY_TO_CLIPBOARD, resultContent } from './results';
import { SAVE_ERROR_MESSAGES } from './saveErrors';
import { SESSION_TIMEOUT_COPY } from './sessionTimeout';
import { STEP_UP_COPY } from './stepUp';
import { SWITCH_CODES, switchMessage } from './switching';

const PHONE = '0345 000 0000';
const fields = declaredFields();
const ALTERNATIVE = new Map(ALTERNATIVE_IDENTIFICATION_FIELDS.map((field) => [field.name, field]));

function declared(name: string): FieldContent {
  const field = fields.find((candidate) => candidate.name === name) ?? ALTERNATIVE.get(name);
  if (!field) throw new Error(`no field ${name} is declared`);
  return field;
}
/** Every message a field's rules give, and its hint: what the applicant reads of it. */
const wordsOf = (name: string) => {
  const field = declared(name);
  return [...field.rules.map((rule) => rule.message), field.hint ?? ''].join('\n');
};
const messagesOfRules = (rules: FieldContent['rules']) => rules.map((rule) => rule.message).join('\n');

/** What a field says for one product (and a bank lookup), where its rules depend on them. */
function wordsFor(code: string, name: string, lookup?: BankLookupView, brandId = 'CB'): string {
  const product = PRODUCTS[code];
  if (!product) throw new Error(`${code} is not in the catalogue`);
  const environment = fieldEnvironment({ product, brandId });
  const form = { productCode: code, addresses: [{ addressType: 'domestic' }] } as ApplicationForm;
  const field = [...step1Fields(environment, form), ...step2Fields(environment, form, lookup)]
    .flatMap((candidate) => expandRows([candidate], form))
    .find((candidate) => candidate.name === name);
  if (!field) throw new Error(`${code} has no field ${name}`);
  return [...field.rules.map((rule) => rule.message), field.hint ?? ''].join('\n');
}

/** [doc 3's sentence, what the product says, what of the sentence it must say] */
type Sentence = readonly [string, string, RegExp | string];

const SECTION_5: readonly Sentence[] = [
  ['Names: letters, dashes and spaces only (first)', wordsOf('firstName'), NAME_CHARACTERS],
  ['Names: letters, dashes and spaces only (middle)', wordsOf('middleName'), NAME_CHARACTERS],
  ['Names: letters, dashes and spaces only (last)', wordsOf('lastName'), NAME_CHARACTERS],
  ['Names: letters, dashes and spaces only (wording)', NAME_CHARACTERS, /letters, dashes and spaces only/],
  ['Title: a choice must be made', wordsOf('title'), /Select your title/],
  ['Marital status: a choice must be made', wordsOf('maritalStatus'), /Select your marital status/],
  ['Dependants: a choice must be made', wordsOf('hasDependants'), /Select yes if you have any dependants/],
  ...(['consentEmail', 'consentInternetBanking', 'consentMessaging', 'consentVoice', 'consentPost'] as const).map(
    (name): Sentence => [
      `Consent questions: 'Please select one of the options to continue' (${name})`,
      wordsOf(name),
      SELECT_AN_OPTION,
    ],
  ),
  ["Consent questions' wording", SELECT_AN_OPTION, 'Please select one of the options to continue'],
  ['Date of birth: DD-MM-YYYY', wordsOf('dateOfBirth'), /DD-MM-YYYY/],
  ['Under 18: the applicant needs to be 18 or over to open an account online', wordsOf('dateOfBirth'), UNDER_18],
  ['Under 18 wording', UNDER_18, /need to be 18 or over to open an account online/],
  [
    'Mobile: starts 07, 11 digits, no spaces or symbols',
    MOBILE_NUMBER,
    /11 digits starting 07, with no spaces or symbols/,
  ],
  // the DYB/VM family's phone is the mobile one (content/fields/environment.ts phoneModeFor)
  ['Mobile: the phone field says it (VM)', wordsFor('IM136', 'phoneNumber', undefined, 'VM'), MOBILE_NUMBER],
  ['Residential status and similar: a choice must be made', wordsOf('residentialStatus'), /^Select /m],
  ['Additional cardholder: a choice must be made', wordsFor('G99', 'additionalCardHolder'), /^Select /m],
  ['Email must be valid', wordsOf('emailAddress'), /email address in the correct format/],
  ['the confirmation must match', wordsOf('emailAddressConfirmation'), /email addresses do not match/],
  ['At least one contact method', wordsOf('contactMethods'), /at least one way for us to contact you/],
  ['Bank choice required', wordsOf('bankID'), CHOOSE_A_BANK],
  [
    "Username: letters, numbers and . @ ! # $ & ' * = + - _",
    wordsOf('username'),
    "letters, numbers and . @ ! # $ & ' * = + - _",
  ],
  ['Username: case sensitive', wordsOf('username'), /case sensitive/],
  ['Username: must be unused', SAVE_ERROR_MESSAGES['1036'] ?? '', /username is already in use/],
  ['Login username 6-16 characters', messagesOfRules(LOGIN_USERNAME_RULES), /6 to 16/],
  ['customer number 10 digits starting 10', messagesOfRules(CUSTOMER_NUMBER_RULES), /10 digits and starts with 10/],
  ['Password: 8-16 characters', wordsOf('registrationPassword1'), /8 to 16 characters/],
  [
    'Password: at least one letter, number and symbol (the pound sign is excluded)',
    wordsOf('registrationPassword1'),
    /one letter, one number and one symbol \(not £\)/,
  ],
  ['Password: case sensitive', wordsOf('registrationPassword1'), /case sensitive/],
  ['Password: confirmation must match', wordsOf('registrationPassword2'), /passwords do not match/],
  ['Security answers: 6-20 letters and numbers', wordsOf('securityAnswer1'), /6 to 20 letters and numbers/],
  ['Security answers: the same question cannot be picked twice', wordsOf('securityQuestion2'), /different question/],
  ['Telephone PIN: 4 digits', wordsOf('telephonePin'), /4 digits/],
  [
    'Telephone PIN: no consecutive numbers, no repeated digit',
    wordsOf('telephonePin'),
    /repeat one digit or use consecutive numbers/,
  ],
  ['Telephone PIN: confirmation must match', wordsOf('telephonePinConfirmation'), /PINs do not match/],
  ['Terms must be accepted', wordsOf('registrationTerms'), /Accept the terms/],
  ['Letter code: exactly 10 digits', messagesOfRules(LETTER_CODE_RULES), /10 digits/],
  [
    'the one-time passcode is also 10 numeric characters',
    messagesOfRules(challengeInputRules('otp')),
    /Your passcode is 10 digits/,
  ],
  ['Joint link code: 7 digits', messagesOfRules(JOINT_LINK_CODE_FIELD.rules), /7 digits/],
  ['City of birth: letters and spaces', wordsOf('cityBorn'), /letters and spaces/],
  ['Tax number: letters and numbers only', wordsOf('taxObligationList.0.taxNumber'), /letters and numbers/],
  [
    'Gross annual income: whole number, no symbols',
    wordsOf('grossAnnualIncome'),
    /whole number of pounds, with no symbols/,
  ],
  [
    'Net monthly income must not exceed annual income divided by 12',
    wordsOf('netMonthlyIncome'),
    /not be more than your annual income divided by 12/,
  ],
  ['Account number 8 digits', wordsOf('bankDetailsAccountNumber'), /8-digit account number/],
  ['sort code 6 digits', wordsOf('bankDetailsSortCode'), /6-digit sort code/],
  [
    'Direct debit account name: letters, spaces and hyphens',
    wordsOf('directDebitAccountName'),
    /letters, spaces and hyphens/,
  ],
  ['Direct debit account name: about 18 characters', wordsOf('directDebitAccountName'), /18 characters/],
  ['fixed amount a whole number above zero', wordsOf('directDebitPaymentAmount'), /whole number of pounds above zero/],
  ['the authority tick is required', wordsOf('directDebitAcceptTsAndCs'), /authorise Direct Debits/],
  ['Overdraft: whole number', wordsOf('overdraftLimit'), /whole number/],
  ['Overdraft: multiple of 50', wordsOf('overdraftLimit'), /steps of £50/],
  ['Overdraft: up to 5000', wordsOf('overdraftLimit'), /£5,000/],
  ['Credit limit: whole number of at least 500, in steps of 100', wordsOf('creditLimit'), creditLimitValidationMsg],
  ['Credit limit wording', creditLimitValidationMsg, /£500 or more, in steps of £100/],
  [
    'Help to Buy ISA: applicant must be a first-time buyer',
    ELIGIBILITY_QUESTIONS.firstTimeBuyer.failMessage,
    /only for first-time buyers/,
  ],
  [
    'Help to Buy ISA: a National Insurance number is required',
    wordsOf('niNumber'),
    /Enter your National Insurance number/,
  ],
  [
    'if the applicant has none, guidance to obtain one is shown',
    wordsFor('IM458', 'niNumberQuestion'),
    /If you do not have one, you can apply for one/,
  ],
  ['Joint applicants must choose the same bank', SAVE_ERROR_MESSAGES['324'] ?? '', /same bank/],
  ['Switch: account name at most 18 characters', wordsOf('switchAccountName'), /18 characters or fewer/],
  [
    'Switch: account number 8 digits with no spaces or dashes',
    wordsOf('switchAccountNumber'),
    /8-digit account number with no spaces or dashes/,
  ],
  ['Switch: sort code 6 digits', wordsOf('switchSortCode'), /6-digit sort code/],
  ['Switch: debit card 16 digits', wordsOf('switchDebitCardPan'), /16-digit card number/],
  ['Switch: expiry MMYY and not expired', wordsOf('switchDebitCardExpiration'), /MMYY that has not passed/],
  [
    'Switch: date at least 7 business days ahead, not a weekend or bank holiday',
    wordsOf('switchDate'),
    /working day at least 7 working days from today/,
  ],
  ['Switch: date under 90 days away', wordsOf('switchDate'), /less than 90 days from today/],
  ['Switch: close-old-account consent required', wordsOf('switchCloseOldAccount'), /old account can be closed/],
  ['Switch: terms acceptance required (full switch)', wordsOf('switchAcceptFullTCs'), /Accept the terms/],
  ['Switch: terms acceptance required (payment transfer)', wordsOf('switchAcceptPaymentsTCs'), /Accept the terms/],
  ['Switch: switch yes/no required', wordsOf('wantsToSwitch'), /Select yes if you would like to switch/],
  ['Switch: type required', wordsOf('switchType'), /Select the type of switch/],
  ['Authentication page: names letters and spaces only (first)', wordsOf('authFirstName'), /letters and spaces only/],
  ['Authentication page: names letters and spaces only (last)', wordsOf('authLastName'), /letters and spaces only/],
  ['Authentication page: house number letters and numbers', wordsOf('authHouseNumber'), /letters and numbers only/],
  ['Authentication page: street letters and numbers', wordsOf('authStreet'), /letters and numbers only/],
  ['Authentication page: valid UK postcode', wordsOf('authPostcode'), /real postcode/],
  ['Authentication page: gender required', wordsOf('authGender'), /Select your gender/],
  [
    'Authentication page: telephone access code 4 digits',
    messagesOfRules(CHALLENGE_INPUT_RULES.access_code ?? []),
    /4 digits/,
  ],
  ['Authentication page: card number 16 digits', messagesOfRules(CHALLENGE_INPUT_RULES.pan ?? []), /16 digits/],
  [
    'Page-level message',
    PAGE_LEVEL_ERROR,
    "Some of your details haven't been completed or have been entered incorrectly. Please complete all required fields and correct any errors before you continue.",
  ],
  [
    'Credit offer',
    CREDIT_OFFER_UNTICKED,
    "Please make sure you've ticked the boxes in the key features, pre-contract credit information and credit agreement before you continue.",
  ],
  [
    'Overdraft agreement tick',
    OVERDRAFT_SIGNATURE,
    'By ticking this box, this represents my signature agreeing to legally bound by the above terms',
  ],
  [
    "Existing-customer question: 'Sorry, you can't apply online...'",
    JOURNEY_COPY.callUs.title,
    "Sorry, you can't apply online",
  ],
  [
    'Previous addresses are needed if the applicant has been at the current address three years or less',
    (STEP_1_SECTIONS.find((section) => section.id === 'address-details')?.intro ?? []).join(' '),
    /three years or less, we will also ask for your previous addresses/,
  ],
];

/** The other sections' sentences this walk found missing or misplaced (doc 3 §1, §2). */
const OTHER_SECTIONS: readonly Sentence[] = [
  [
    '§1 For security, personal details cannot be changed online at the personal details step',
    JOURNEY_COPY.personalDetails.intro,
    /For security, you will not be able to change your personal details online/,
  ],
  [
    '§1 Address and contact details can be changed later in the app or in internet banking',
    JOURNEY_COPY.personalDetails.intro,
    /change your address and contact details later in our app or in internet banking/,
  ],
  ['§2 copy-to-clipboard: Copy to clipboard', COPY_TO_CLIPBOARD.idle, 'Copy to clipboard'],
  ['§2 copy-to-clipboard: Successfully copied', COPY_TO_CLIPBOARD.copied, 'Successfully copied'],
  ['§2 copy-to-clipboard: There has been an error', COPY_TO_CLIPBOARD.failed, 'There has been an error'],
];

const card = PRODUCTS.G99;
const SECTION_8: readonly Sentence[] = [
  ['Address lookup failure: try again', JOURNEY_COPY.personalDetails.addressLookupFailed, /Try again/],
  ['Address lookup failure: or call', JOURNEY_COPY.personalDetails.addressLookupFailed, /call us/],
  [
    'Address without a house number: use Find Address and pick from the list',
    wordsOf('addresses.0.houseNumber'),
    ADDRESS_WITHOUT_HOUSE_NUMBER,
  ],
  ['… its wording', ADDRESS_WITHOUT_HOUSE_NUMBER, /use Find address and pick your address from the list/],
  ['No exact match: contact us', JOURNEY_COPY.personalDetails.addressNotFound, /call us/],
  ['Invalid postcode: contact the team', JOURNEY_COPY.personalDetails.invalidPostcode, /contact our team/],
  [
    'Bank details not found',
    wordsFor('G99', 'bankDetailsAccountNumber', { status: 'invalid', sortCode: '089999', accountNumber: '66374958' }),
    bankDetailsLookupError,
  ],
  ['… its wording', bankDetailsLookupError, /could not find a bank account/],
  ['Username already in use (code 1036)', SAVE_ERROR_MESSAGES['1036'] ?? '', /already in use/],
  ['Wrong letter code (10 digits only; code 321)', LETTER_CODE_COPY.wrongCode, /wrong.*10 digits only/],
  ['Letter code limit reached: call us (code 320)', LETTER_CODE_COPY.limitReached(PHONE), `Call us on ${PHONE}`],
  ['Exceeded maximum login attempts: try later', LOGIN_COPY.errors.tooManyRetries, /try again later/],
  ['Cannot be logged in: contact support', LOGIN_COPY.errors.challenge, /can't log you in.*contact us/],
  ['Generic gone-wrong on login: check and retry', LOGIN_COPY.errors.token, /went wrong\. Check .* try again/],
  ['Too many retries at login', LOGIN_COPY.errors.tooManyRetries, /tried too many times/],
  ['Joint account invalid response: call us (319)', SAVE_ERROR_MESSAGES['319'] ?? '', /Call us/],
  [
    'Joint account invalid response: call us (the bad-code modal)',
    JOINT_COPY.badCode.body(PHONE),
    `call us on ${PHONE}`,
  ],
  [
    'Bank mismatch for joint applicants (names the bank)',
    JOINT_COPY.bankMismatch.body('Ridings Bank'),
    /applied with Ridings Bank\. Joint applicants must choose the same bank/,
  ],
  [
    'Registration credential problem: a template with the credential name and a reason',
    registrationProblem('Password', 'it is too short'),
    'There is a problem with your password: it is too short',
  ],
  [
    'Duplicate customer: verify details or call',
    resultContent('duplicateCustomer', undefined).intro.join(' '),
    /check the details you gave us, or call us/,
  ],
  ['Already a customer: log in', resultContent('alreadyCustomer', undefined).intro.join(' '), /Log in to apply/],
  ['BFPO address cannot proceed: visit a store or call', BFPO_NOT_ALLOWED, /Visit one of our stores or call us/],
  [
    'BFPO guidance: visit a store or call',
    JOURNEY_COPY.personalDetails.bfpoGuidance(PHONE),
    `Visit one of our stores, or call us on ${PHONE}`,
  ],
  [
    'BFPO is not allowed for everyday saver and regular saver exclusive (IM759)',
    wordsFor('IM759', 'addresses.0.postcode'),
    BFPO_NOT_ALLOWED,
  ],
  [
    'BFPO is not allowed for regular saver exclusive (IM760)',
    wordsFor('IM760', 'addresses.0.postcode'),
    BFPO_NOT_ALLOWED,
  ],
  [
    'BFPO is not allowed for regular saver exclusive (IM632)',
    wordsFor('IM632', 'addresses.0.postcode'),
    BFPO_NOT_ALLOWED,
  ],
  ['Unsupported eligibility answers: call us', JOURNEY_COPY.callUs.body(PHONE), `Call us on ${PHONE}`],
  [
    'County court judgement blocks a credit card',
    ELIGIBILITY_QUESTIONS.countyCourtJudgement.failMessage,
    /credit card online if you have had a county court judgement in the last three years/,
  ],
  [
    'Bankruptcy blocks a credit card',
    ELIGIBILITY_QUESTIONS.bankrupt.failMessage,
    /credit card online if you have been declared bankrupt/,
  ],
  ['Time has run out', SESSION_TIMEOUT_COPY.expiredTitle, 'Time has run out'],
  ['One-time passcode: wrong passcode', STEP_UP_COPY.otp.wrong, /passcode .* wrong/],
  [
    'One-time passcode: passcode missing (try again)',
    STEP_UP_COPY.otp.noPasscode,
    /couldn’t send your passcode\. Please try again/,
  ],
  ['One-time passcode: limit reached (phone us)', STEP_UP_COPY.otp.limitReached(PHONE), `phone us on ${PHONE}`],
  ['Switch 000 success', switchMessage('000', PHONE), /switch has been set up/],
  ['Switch 345 (weekend or holiday)', switchMessage('345', PHONE), /weekend or a bank holiday/],
  ['Switch 346 (under 7 business days)', switchMessage('346', PHONE), /at least 7 working days/],
  [
    'Switch 348 (switch already in progress, a letter will follow)',
    switchMessage('348', PHONE),
    /already in progress\. We will write to you/,
  ],
  ['Switch 350 (date of birth check)', switchMessage('350', PHONE), /date of birth/],
  ['Switch 389 (postal address needed)', switchMessage('389', PHONE), /postal address/],
  // the codes doc 3 glosses are checked above by their gloss; every other one says to try later or phone
  ...SWITCH_CODES.filter((code) => !['000', '345', '346', '348', '350', '389'].includes(code)).map(
    (code): Sentence => [
      `Switch ${code}: most say to try later or phone the team`,
      switchMessage(code, PHONE),
      `try again later or call us on ${PHONE}`,
    ],
  ),
  ['Switch: and a default', switchMessage('999', PHONE), /try again later or call us/],
  ['318 personal details found', SAVE_ERROR_MESSAGES['318'] ?? '', /already hold some of these personal details/],
  ['301 product invalid', SAVE_ERROR_MESSAGES['301'] ?? '', /product is not available/],
  ['325 in-flight customer', SAVE_ERROR_MESSAGES['325'] ?? '', /already have an application in progress/],
  ['326 not in-flight customer', SAVE_ERROR_MESSAGES['326'] ?? '', /could not find an application in progress/],
  ['327 not in-flight customer without credentials', SAVE_ERROR_MESSAGES['327'] ?? '', /no online banking details/],
  [
    'CCJ question is asked of credit cards',
    (card?.eligibilityQuestions ?? []).map((q) => q.id).join(' '),
    /countyCourtJudgement.*bankrupt|bankrupt.*countyCourtJudgement/,
  ],
];

function says(actual: string, expected: RegExp | string) {
  if (typeof expected === 'string') expect(actual).toContain(expected);
  else expect(actual).toMatch(expected);
}

describe('doc 3 §5 validation messages, sentence by sentence', () => {
  it.each(SECTION_5.map(([sentence, actual, expected]) => [sentence, actual, expected] as const))(
    '%s',
    (_, actual, expected) => says(actual, expected),
  );
});

describe('doc 3 §1 and §2 sentences found missing or in a screen', () => {
  it.each(OTHER_SECTIONS.map(([sentence, actual, expected]) => [sentence, actual, expected] as const))(
    '%s',
    (_, actual, expected) => says(actual, expected),
  );
});

describe('doc 3 §8 error catalogue, sentence by sentence', () => {
  it.each(SECTION_8.map(([sentence, actual, expected]) => [sentence, actual, expected] as const))(
    '%s',
    (_, actual, expected) => says(actual, expected),
  );

  it('has a message for every switch code doc 3 §8 lists, and only those', () => {
    const listed =
      '000 340 365 366 364 367 345 346 347 353 393 394 395 349 350 380 402 403 398 801 355 358 359 348 861 362 363 389';
    expect([...SWITCH_CODES].sort()).toEqual(listed.split(' ').sort());
  });

  it('has a message for every other save and submit code doc 3 §8 lists (350 is the duplicate-customer page)', () => {
    expect(Object.keys(SAVE_ERROR_MESSAGES).sort()).toEqual(['1036', '301', '318', '319', '324', '325', '326', '327']);
    expect(resultContent('duplicateCustomer', undefined).title).toBe('You look familiar');
  });
});
