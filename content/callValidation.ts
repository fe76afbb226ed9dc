// The words of the security questions page (call validation, "3D": doc 1 §4 "Call validation (3D)", route
// /security). The questions and their answers come from the platform; only the page's own words are here.

export const CALL_VALIDATION_COPY = {
  title: 'Answer some security questions',
  intro: 'To confirm who you are, answer these questions about the details you gave us. Choose one answer for each.',
  progress: (index: number, count: number) => `Question ${index} of ${count}`,
  continue: 'Continue',
  /** STYLE: say what to do; Continue stays disabled until an answer is chosen (doc 1 §4), this tells why. */
  chooseAnswer: 'Choose an answer to continue',
  timer: (minutes: number) =>
    `You have ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} to answer. When the time is up, the answers you have chosen are sent.`,
  sending: 'Checking your answers',
} as const;
