// Applicant-facing messages of doc 3 §5 and doc 1 §5, word for word where the spec gives them.

/** doc 1 §5, doc 2 §8, doc 3 §5: the page-level message on an invalid Continue. */
export const PAGE_LEVEL_ERROR =
  "Some of your details haven't been completed or have been entered incorrectly. Please complete all required fields and correct any errors before you continue.";

/** doc 2 §5.1, doc 3 §5: consent questions. */
export const SELECT_AN_OPTION = 'Please select one of the options to continue';

/** doc 2 §5.1: names show 'letters, dashes and spaces only'. */
export const NAME_CHARACTERS = 'Use letters, dashes and spaces only';

/** doc 2 §5.1, doc 3 §5: under 18. */
export const UNDER_18 = 'You need to be 18 or over to open an account online';
