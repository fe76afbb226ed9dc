// The words of the inactivity warning and of the time running out (doc 1 §4 "Inactivity timer"; doc 3 §8 "Time has
// run out"; WCAG 2.2.1 "Timing adjustable").

export const SESSION_TIMEOUT_COPY = {
  warningTitle: 'Do you need more time?',
  warning: (seconds: number) =>
    seconds >= 120
      ? `You have not done anything for a while. For your security, we will stop your application in ${Math.round(seconds / 60)} minutes.`
      : `You have not done anything for a while. For your security, we will stop your application in ${seconds} seconds.`,
  extend: 'Continue with my application',
  /** On the login page after the time ran out with a saved application. */
  expiredTitle: 'Time has run out',
  expired:
    'For your security, we stopped your application because you had not done anything for a while. We saved what you entered: log in to carry on.',
} as const;
