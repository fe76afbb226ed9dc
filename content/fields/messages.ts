// Applicant-facing messages of doc 3 §5 and doc 1 §5, word for word where the spec gives them.
import { FIGURES, pounds } from '../figures';

/** doc 1 §5, doc 2 §8, doc 3 §5: the page-level message on an invalid Continue. */
export const PAGE_LEVEL_ERROR =
  "Some of your details haven't been completed or have been entered incorrectly. Please complete all required fields and correct any errors before you continue.";

/** doc 2 §5.1, doc 3 §5: consent questions. */
export const SELECT_AN_OPTION = 'Please select one of the options to continue';

/** doc 2 §5.1: names show 'letters, dashes and spaces only'. */
export const NAME_CHARACTERS = 'Use letters, dashes and spaces only';

/** doc 2 §5.1, doc 3 §5: under 18. */
export const UNDER_18 = 'You need to be 18 or over to open an account online';

/** doc 2 §5.1: some products take 16 and 17 year olds (doc 3 §1). */
export const underMinimumAge = (years: number) =>
  years === 18 ? UNDER_18 : `You need to be ${years} or over to open this account online`;

/** doc 3 §8 "BFPO address cannot proceed: visit a store or call" (doc 2 §5.2: not for IM759, IM760, IM632). */
export const BFPO_NOT_ALLOWED =
  "We can't open this account online for a BFPO address. Visit one of our stores or call us to open it.";

/** doc 3 §5 "Mobile: starts 07, 11 digits, no spaces or symbols" (doc 2 §5.1 mobile-only mode). */
export const MOBILE_NUMBER = 'Enter a mobile number of 11 digits starting 07, with no spaces or symbols';

/** doc 3 §5 "Bank choice required". */
export const CHOOSE_A_BANK = 'Select the bank you would like your account with';

/** doc 2 §8 content key creditLimitValidationMsg (doc 3 §5: at least 500, in steps of 100). */
export const creditLimitValidationMsg = `Enter a credit limit of ${pounds(FIGURES.creditCards.creditLimit.minimum)} or more, in steps of ${pounds(FIGURES.creditCards.creditLimit.step)}`;

/** doc 2 §8 bankDetailsLookupError; doc 3 §8 "Bank details not found". */
export const bankDetailsLookupError =
  'We could not find a bank account with this sort code and account number. Check them and try again.';

/** doc 3 §8 "Address without a house number: use Find Address and pick from the list": a UK address's house fields. */
export const ADDRESS_WITHOUT_HOUSE_NUMBER =
  'Enter your house number or house name, or use Find address and pick your address from the list';
