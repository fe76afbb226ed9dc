// The words of step-up and the one-time passcode (doc 1 "Step-up modal": a title and a Submit button; doc 3 §2
// "One-time passcode page with states: sent, resent, wrong, no passcode, limit reached"; doc 3 §8 "One-time
// passcode: wrong passcode; passcode missing (try again); limit reached (phone us)").

export const STEP_UP_COPY = {
  title: 'Confirm it’s you',
  intro: 'To keep your details safe, we need to check it’s you before you carry on.',
  working: 'Checking your details',
  submit: 'Submit',
  answerError: 'Answer every question to continue',
  resend: 'Send me a new passcode',
  logOut: 'Log out',
  otp: {
    sent: (sentTo: string) => `We’ve sent a passcode to your mobile number ending ${sentTo.slice(-3)}.`,
    resent: (sentTo: string) => `We’ve sent a new passcode to your mobile number ending ${sentTo.slice(-3)}.`,
    wrong: 'The passcode or date of birth you entered is wrong. We’ve sent you a new passcode: try again.',
    noPasscode: 'We couldn’t send your passcode. Please try again.',
    limitReached: (phone: string) =>
      `You’ve asked for the most passcodes we can send. Please phone us on ${phone} to carry on with your application.`,
  },
  /** Questions without a passcode (no mobile on file): the usual security questions, answered wrongly. */
  wrong: 'Those details don’t match our records. Please try again.',
} as const;
