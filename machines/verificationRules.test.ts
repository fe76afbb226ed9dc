// The rules of the letter-code and security pages (doc 1 §4 "Joint", "Call validation (3D)"; doc 2 §5.6).
import { describe, expect, it } from 'vitest';
import {
  answersToPost,
  callValidationTimeoutOf,
  chooseAnswer,
  DEFAULT_CALL_VALIDATION_TIMEOUT,
  EMPTY_CALL_VALIDATION,
  isCurrentQuestionAnswered,
  isLastQuestion,
  isWellFormedLetterCode,
  letterCodeVariant,
} from './verificationRules';

describe('the letter-code page', () => {
  it('takes exactly 10 digits (doc 2 §5.6)', () => {
    expect(isWellFormedLetterCode('0123456789')).toBe(true);
    for (const code of ['012345678', '01234567890', '01234 56789', 'abcdefghij', '']) {
      expect(isWellFormedLetterCode(code), code).toBe(false);
    }
  });

  it('shows the happy variant only for confirmcode, save-and-resume done and review not (doc 1 §4 "Joint")', () => {
    const at = (task: string, completedTasks: string[]) => letterCodeVariant({ task, form: { completedTasks } });
    expect(at('confirmcode', ['SAVE_AND_RESUME'])).toBe('happy');
    expect(at('confirmauthcode', ['SAVE_AND_RESUME'])).toBe('standard');
    expect(at('confirmcode', ['SAVE_AND_RESUME', 'WEB-REVIEW-DETAILS'])).toBe('standard');
    expect(at('confirmcode', ['WEB-REVIEW-DETAILS'])).toBe('standard');
    expect(letterCodeVariant({ task: 'confirmcode', form: {} })).toBe('standard');
  });
});

describe('the security page', () => {
  const questions = ['Q1', 'Q2'].map((id) => ({
    id,
    question: id,
    answers: [
      { id: `${id}-A1`, answer: 'one' },
      { id: `${id}-A2`, answer: 'two' },
    ],
  }));
  const start = { ...EMPTY_CALL_VALIDATION, questions };

  it('enables Continue only once the shown question is answered, with one of its own answers', () => {
    expect(isCurrentQuestionAnswered(start)).toBe(false);
    expect(isCurrentQuestionAnswered(chooseAnswer(start, 'Q2-A1'))).toBe(false);
    expect(isCurrentQuestionAnswered(chooseAnswer(start, 'Q1-A2'))).toBe(true);
    expect(isCurrentQuestionAnswered(EMPTY_CALL_VALIDATION)).toBe(false);
  });

  it('knows the last question and posts only the questions answered, in order', () => {
    const first = chooseAnswer(start, 'Q1-A2');
    expect(isLastQuestion(first)).toBe(false);
    const second = { ...first, index: 1 };
    expect(isLastQuestion(second)).toBe(true);
    expect(answersToPost(second)).toEqual([{ questionId: 'Q1', answerId: 'Q1-A2' }]);
    expect(answersToPost(chooseAnswer(second, 'Q2-A1'))).toEqual([
      { questionId: 'Q1', answerId: 'Q1-A2' },
      { questionId: 'Q2', answerId: 'Q2-A1' },
    ]);
  });

  it('reads the timer from configuration when it is there, else the default', () => {
    expect(callValidationTimeoutOf({ callValidationTimeout: 60_000 })).toBe(60_000);
    expect(callValidationTimeoutOf({ callValidationTimeout: 0 })).toBe(DEFAULT_CALL_VALIDATION_TIMEOUT);
    expect(callValidationTimeoutOf({ callValidationTimeout: '60000' })).toBe(DEFAULT_CALL_VALIDATION_TIMEOUT);
    expect(callValidationTimeoutOf(undefined)).toBe(DEFAULT_CALL_VALIDATION_TIMEOUT);
  });
});
