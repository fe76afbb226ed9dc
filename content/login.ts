// The words of login and the portal (doc 3 §2 "Registration and login", §8 login errors).

export const LOGIN_COPY = {
  title: 'Log in to continue your application',
  intro: 'Enter your username or your 10-digit customer number.',
  identifier: 'Username or customer number',
  identifierHint: 'Your customer number is 10 digits and starts with 10',
  identifierError: 'Enter your username (6 to 16 letters or numbers) or your 10-digit customer number starting 10',
  continue: 'Continue',
  forgotten: "I don't know my customer number",
  alternativeTitle: 'Tell us about yourself',
  alternativeIntro: 'Answer these questions and we will find your details.',
  useIdentifier: 'Use my username or customer number instead',
  answerTitle: 'Answer your security questions',
  answerIntro: 'For your security, we only ask for some of your details.',
  answerError: 'Answer every question to continue',
  /**
   * The labels of the challenge inputs by their doc 2 §3.5 names (services/authApi.ts builds the inputs from them);
   * a security question's label is the question the platform sends.
   */
  challengeInputs: {
    access_code: 'Telephone access code',
    sort_code: 'Sort code',
    account_number: 'Account number',
    pan: 'Card number',
    credit_limit: 'Credit limit',
    otp: 'One-time passcode',
    date_of_birth: 'Date of birth',
    partialPassword: (position: number) => `Character ${position} of your password`,
  },
  /** The hint of a date challenge input (doc 2 §3.5 date_of_birth). */
  dateHint: 'For example, 27-03-1985',
  /** While the answers are checked. */
  checking: 'Checking your details',
  restart: 'Start again with a different username',
  errors: {
    /** doc 3 §8: "Cannot be logged in: contact support". */
    challenge: "We can't log you in online at the moment. Please contact us.",
    /** doc 3 §8: "Generic gone-wrong on login: check and retry". */
    token: 'Something went wrong. Check your answers and try again.',
    /** doc 3 §8: "Too many retries at login". */
    tooManyRetries: "You've tried too many times. For your security, try again later or call us.",
  },
  portal: {
    title: 'Your saved applications',
    loading: 'Loading your applications',
    intro: 'Choose an application to carry on with.',
    none: 'You have no saved applications.',
    groups: { CS: 'Current accounts', SA: 'Savings', CC: 'Credit cards' },
    resume: 'Resume',
    started: (date: string) => `Started ${date}`,
    /** doc 1 §4 "Portal": only csap cases resume online; the others say why and what to do (issue 15). */
    notResumable: (phone: string) =>
      `You can't continue this application online, because it was not started as an online application. Call us on ${phone} to carry on with it.`,
  },
  /** The start page's way in for a customer (doc 3 §2 "Already a customer: log in"; issue 15). */
} as const;
