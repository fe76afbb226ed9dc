// Pure rules of the letter-code page and the security (call validation, "3D") page, read by the chart's guards and
// actions (setup.ts) and by the screens. Kept apart from letterCode.ts and callValidation.ts, which build state
// configs from setup.ts and so cannot be imported by it.
import type { SecurityQuestion } from './actorContracts';

// ---------------------------------------------------------------- letter code (doc 1 §4 "Joint", §8; doc 2 §5.6)

/** doc 1 §8 "Letter code (HTTP 401): 320 limit reached; 321 invalid code". */
export const LETTER_CODE_INVALID = '321';
export const LETTER_CODE_LIMIT_REACHED = '320';

/** doc 2 §5.6 "Letter code and one-time passcode: exactly 10 digits"; doc 1 §9 "Letter code 10 digits". */
export const LETTER_CODE_FORMAT = /^\d{10}$/;

export function isWellFormedLetterCode(code: string): boolean {
  return LETTER_CODE_FORMAT.test(code);
}

/**
 * The task the portal's Resume marks complete (doc 1 §4 "Portal": "marks SAVE_AND_RESUME complete").
 * "Save-and-resume complete", in this product: the applicant came back to a saved application (logged in and
 * pressed Resume on the portal), so completedTasks holds SAVE_AND_RESUME. An application filled in and submitted in
 * this browser session never has it.
 */
export const TASK_SAVE_AND_RESUME = 'SAVE_AND_RESUME';
const TASK_REVIEW_DETAILS = 'WEB-REVIEW-DETAILS';

export type LetterCodeVariant = 'happy' | 'standard';

/**
 * doc 1 §4 "Joint": "The letter-code page shows the happy variant only when the API task is confirmcode,
 * save-and-resume is complete and review-details is not" (a resumed application not yet reviewed and submitted again).
 */
export function letterCodeVariant(context: {
  task: string | undefined;
  form: { completedTasks?: readonly string[] };
}): LetterCodeVariant {
  const done = context.form.completedTasks ?? [];
  return context.task === 'confirmcode' && done.includes(TASK_SAVE_AND_RESUME) && !done.includes(TASK_REVIEW_DETAILS)
    ? 'happy'
    : 'standard';
}

/** What the letter-code page holds: the variant chosen on entry, what was typed (memory only, never persisted). */
export interface LetterCodeState {
  variant: LetterCodeVariant;
  entered: string;
  /** The code of the last refusal (321 or 320), for the page's message. */
  errorCode: string | undefined;
}

export const EMPTY_LETTER_CODE: LetterCodeState = { variant: 'standard', entered: '', errorCode: undefined };

// ---------------------------------------------------------------- call validation (doc 1 §4 "Call validation (3D)")

/** The questions, one shown at a time (index), and the answer id chosen for each question id. */
export interface CallValidationState {
  questions: SecurityQuestion[];
  index: number;
  answers: Record<string, string>;
}

/** "Reset clears questions and answers" (doc 1 §4). */
export const EMPTY_CALL_VALIDATION: CallValidationState = { questions: [], index: 0, answers: {} };

export function currentQuestion(state: CallValidationState): SecurityQuestion | undefined {
  return state.questions[state.index];
}

/** "Continue is enabled only when answered" (doc 1 §4): an answer of the shown question is chosen. */
export function isCurrentQuestionAnswered(state: CallValidationState): boolean {
  const question = currentQuestion(state);
  const chosen = question ? state.answers[question.id] : undefined;
  return question?.answers.some((answer) => answer.id === chosen) ?? false;
}

export function isLastQuestion(state: CallValidationState): boolean {
  return state.index >= state.questions.length - 1;
}

/** Chooses an answer of the shown question; an id that is not one of its answers changes nothing. */
export function chooseAnswer(state: CallValidationState, answerId: string): CallValidationState {
  const question = currentQuestion(state);
  if (!question?.answers.some((answer) => answer.id === answerId)) return state;
  return { ...state, answers: { ...state.answers, [question.id]: answerId } };
}

/** The answers to post, in question order: only the questions answered (when the timer expires, some may not be). */
export function answersToPost(state: CallValidationState): { questionId: string; answerId: string }[] {
  return state.questions.flatMap((question) => {
    const answerId = state.answers[question.id];
    return answerId ? [{ questionId: question.id, answerId }] : [];
  });
}

/**
 * The time allowed to answer, in ms. doc 1 §4 names a timer but not its length: read from `/config.json` as
 * `callValidationTimeout` (ms) when the configuration carries it, else 3 minutes.
 */
export const DEFAULT_CALL_VALIDATION_TIMEOUT = 180_000;

export function callValidationTimeoutOf(config: unknown): number {
  const value =
    config && typeof config === 'object'
      ? (config as { callValidationTimeout?: unknown }).callValidationTimeout
      : undefined;
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : DEFAULT_CALL_VALIDATION_TIMEOUT;
}

/** doc 1 §8 "one-time-passcode limit shows a limit error": the code of the platform's refusal to send another. */
export const OTP_LIMIT_REACHED = 'otp_limit_reached';
