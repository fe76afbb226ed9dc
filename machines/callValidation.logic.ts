// The call-validation region's own guards and actions (doc 1 §4 "Call validation (3D)": security questions, one
// answer each, reset clears questions and answers), composed into the one setup() by setup.ts.
import type { JourneyError } from './actorContracts';
import { type JourneyGuard, journeyAssign, outputOf } from './logic';
import { chooseAnswer, EMPTY_CALL_VALIDATION, isCurrentQuestionAnswered, isLastQuestion } from './verificationRules';

export const callValidationGuards = {
  hasSecurityQuestions: (({ event }) =>
    (outputOf(event, 'fetchCallValidationQuestions')?.length ?? 0) > 0) satisfies JourneyGuard,
  isSecurityQuestionAnswered: (({ context }) =>
    isCurrentQuestionAnswered(context.callValidation)) satisfies JourneyGuard,
  isLastSecurityQuestion: (({ context }) => isLastQuestion(context.callValidation)) satisfies JourneyGuard,
  callValidationPassed: (({ event }) =>
    outputOf(event, 'submitCallValidation')?.result === 'PASS') satisfies JourneyGuard,
};

export const callValidationActions = {
  /** doc 1 §4 "Call validation (3D)": "Reset clears questions and answers". */
  resetCallValidation: journeyAssign(() => ({ callValidation: EMPTY_CALL_VALIDATION })),
  storeSecurityQuestions: journeyAssign(({ event }) => {
    const questions = outputOf(event, 'fetchCallValidationQuestions');
    return questions ? { callValidation: { ...EMPTY_CALL_VALIDATION, questions } } : {};
  }),
  storeNoSecurityQuestions: journeyAssign(() => ({
    error: { source: 'fetchCallValidationQuestions', code: 'no_questions', status: 0 } as JourneyError,
  })),
  storeSecurityAnswer: journeyAssign(({ context, event }) =>
    event.type === 'SECURITY_ANSWER_CHOSEN'
      ? { callValidation: chooseAnswer(context.callValidation, event.answerId) }
      : {},
  ),
  showNextSecurityQuestion: journeyAssign(({ context }) => ({
    callValidation: { ...context.callValidation, index: context.callValidation.index + 1 },
  })),
};
