// The words of the letter-code page (doc 3 §2 "Registration and login": "Letter-code page for a 10-digit code sent
// to the home address"; §7 "Saved applications resume by login or by a 10-digit letter code sent to the home address
// when details cannot be confirmed"; §8 "Wrong letter code (10 digits only; code 321). Letter code limit reached:
// call us (code 320)").

export const LETTER_CODE_COPY = {
  /** The happy variant (doc 1 §4 "Joint"): an applicant back to a saved application who has not reviewed it again. */
  happy: {
    title: 'Welcome back: enter your letter code',
    intro:
      "We've posted a letter with a 10-digit code to your home address. Enter it to carry on with your application.",
  },
  /** Every other case: the bank could not confirm the details and posted a code. */
  standard: {
    title: 'Enter the code from your letter',
    intro:
      "We couldn't confirm your details online, so we've posted a letter with a 10-digit code to your home address. Enter it to carry on with your application.",
  },
  label: 'Letter code',
  hint: 'The 10 digits in your letter, for example 0123456789',
  submit: 'Continue',
  /** doc 2 §5.6: exactly 10 digits; said in the label's words (STYLE "what to do"). */
  formatError: 'Enter the letter code: 10 digits only',
  /** doc 3 §8, code 321. */
  wrongCode: 'The letter code is wrong. Check your letter and enter the 10 digits only',
  /** doc 3 §8, code 320. */
  limitTitle: "You've reached the limit of letter code tries",
  limitReached: (phone: string) =>
    `For your security, you can't enter the code online any more. Call us on ${phone} to carry on with your application.`,
} as const;
