// The letter-code region's own guards and actions (doc 1 §8 "Letter code (HTTP 401): 320 limit reached; 321 invalid
// code"; §4 "Joint" for the variant), composed into the one setup() by setup.ts.
import { errorOf, type JourneyGuard, journeyAssign } from './logic';
import {
  EMPTY_LETTER_CODE,
  LETTER_CODE_INVALID,
  LETTER_CODE_LIMIT_REACHED,
  letterCodeVariant,
} from './verificationRules';

export const letterCodeGuards = {
  isLetterCodeInvalid: (({ event }) => errorOf(event)?.code === LETTER_CODE_INVALID) satisfies JourneyGuard,
  isLetterCodeLimitReached: (({ event }) => errorOf(event)?.code === LETTER_CODE_LIMIT_REACHED) satisfies JourneyGuard,
};

export const letterCodeActions = {
  /** On entering the letter-code page: its variant (doc 1 §4 "Joint"), nothing typed, no refusal yet. */
  startLetterCode: journeyAssign(({ context }) => ({
    letterCode: { ...EMPTY_LETTER_CODE, variant: letterCodeVariant(context) },
  })),
  storeLetterCodeEntered: journeyAssign(({ context, event }) =>
    event.type === 'LETTER_CODE_SUBMITTED' ? { letterCode: { ...context.letterCode, entered: event.code } } : {},
  ),
  storeLetterCodeRefusal: journeyAssign(({ context, event }) => ({
    letterCode: { ...context.letterCode, errorCode: errorOf(event)?.code },
  })),
};
