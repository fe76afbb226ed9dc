// The switch pages' copy (doc 3 §2 "Switch pages": two variants, plain and one for the second brand family; the
// joint switch page informational only) and the switch result messages by code (doc 3 §8, doc 2 §8). The spec
// glosses 345, 346, 348, 350 and 389 and says the others tell the applicant to try later or phone; it does not
// give the texts, so these are ours, in the glossed sense.
import type { BrandFamily } from './brands';
import { FIGURES } from './figures';

/** doc 3 §9 "Switching": the switch guarantee's working days and the payment transfer's months. */
const { guaranteeBusinessDays: GUARANTEE_DAYS, paymentTransferMonths: TRANSFER_MONTHS } = FIGURES.switching;

export interface SwitchCopy {
  title: string;
  intro: readonly string[];
  oldAccountHeading: string;
  cardHeading: string;
  dateHeading: string;
  dateHint: string;
  /** The terms for the chosen type (doc 2 §5.7: full terms for a full switch, payment terms for a transfer). */
  fullTerms: readonly string[];
  paymentsTerms: readonly string[];
  proceed: string;
  proceeding: string;
}

const PLAIN: SwitchCopy = {
  title: 'Switch your current account to us',
  intro: [
    'Your new account is open. You can now move your old current account to it with the Current Account Switch Service.',
    `A full switch moves your payments and balance and closes your old account in ${GUARANTEE_DAYS} working days, guaranteed. A payment transfer moves your payments over ${TRANSFER_MONTHS} months and leaves your old account open.`,
  ],
  oldAccountHeading: 'Your old account',
  cardHeading: 'Your old debit card',
  dateHeading: 'When to switch',
  dateHint: `A working day at least ${GUARANTEE_DAYS} working days from today and less than 90 days away, for example 15-03-2027`,
  fullTerms: [
    'Your payments, Direct Debits, standing orders and balance move to your new account on the switch date.',
    'Your old account closes on the switch date, and payments sent to it are redirected for 36 months.',
    'The Current Account Switch Guarantee covers the switch.',
  ],
  paymentsTerms: [
    `Your Direct Debits and standing orders move to your new account over ${TRANSFER_MONTHS} months.`,
    'Your old account stays open; your balance stays in it.',
  ],
  proceed: 'Proceed',
  proceeding: 'Sending your switch…',
};

/** doc 3 §2: the second brand family (DYB and VM) has its own variant of the page. */
const SECOND_FAMILY: SwitchCopy = {
  ...PLAIN,
  title: 'Bring your current account with you',
  intro: [
    "Your new account is ready. Move your old current account to it and we'll handle the rest with the Current Account Switch Service.",
    `Choose a full switch to move everything and close your old account in ${GUARANTEE_DAYS} working days, guaranteed, or a payment transfer to move your payments over ${TRANSFER_MONTHS} months and keep your old account.`,
  ],
  oldAccountHeading: 'The account you are moving from',
  cardHeading: 'The debit card of that account',
};

export function switchCopy(family: BrandFamily | undefined): SwitchCopy {
  return family === 'DYB/VM' ? SECOND_FAMILY : PLAIN;
}

/** doc 3 §2: the joint switch page is informational only (subType JOINT). */
export const JOINT_SWITCH_COPY = {
  title: 'Switching a joint account',
  body: [
    'A joint account can be switched once both of you have your new account.',
    'To switch, call us and we will take you both through it. Your new account is ready to use in the meantime.',
  ],
  continue: 'Continue',
} as const;

/** 000: the switch was accepted (doc 2 §8). */
export const SWITCH_SUCCESS_CODE = '000';

const tryLater = (phone: string) =>
  `We can't set up your switch online at the moment. Please try again later or call us on ${phone}.`;

/** doc 3 §8: the switch codes and their messages; the phone number is the brand's. */
export const SWITCH_MESSAGES: Readonly<Record<string, (phone: string) => string>> = {
  '000': () => 'Your switch has been set up. We will write to you to confirm the date.',
  '340': tryLater,
  '345': () => 'The switch date cannot be a weekend or a bank holiday. Choose another date.',
  '346': () => `The switch date must be at least ${GUARANTEE_DAYS} working days from today. Choose a later date.`,
  '347': tryLater,
  '348': () => 'A switch of this account is already in progress. We will write to you with the details.',
  '349': tryLater,
  '350': (phone) =>
    `We couldn't confirm your date of birth with your old bank. Please check your details or call us on ${phone}.`,
  '353': tryLater,
  '355': tryLater,
  '358': tryLater,
  '359': tryLater,
  '362': tryLater,
  '363': tryLater,
  '364': tryLater,
  '365': tryLater,
  '366': tryLater,
  '367': tryLater,
  '380': tryLater,
  '389': (phone) =>
    `We need your postal address before we can switch your account. Please call us on ${phone} to give it to us.`,
  '393': tryLater,
  '394': tryLater,
  '395': tryLater,
  '398': tryLater,
  '402': tryLater,
  '403': tryLater,
  '801': tryLater,
  '861': tryLater,
};

/** Every code of doc 3 §8 with a message, 000 first. */
export const SWITCH_CODES = Object.keys(SWITCH_MESSAGES).sort();

/** doc 3 §8 "and a default": any other failure. */
export const switchDefaultMessage = (phone: string) =>
  `Something went wrong setting up your switch. Please try again later or call us on ${phone}.`;

export function switchMessage(code: string | undefined, phone: string): string {
  const message = code ? SWITCH_MESSAGES[code] : undefined;
  return message ? message(phone) : switchDefaultMessage(phone);
}
