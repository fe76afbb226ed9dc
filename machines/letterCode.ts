// The letter-code page, /letter-code (doc 1 "Case state to screen map": confirmcode and confirmauthcode ->
// letter-code; §4 "Joint": the happy variant only when the task is confirmcode, save-and-resume is complete and
// review-details is not; "A successful letter-code submit moves to WEB-SUBMIT-FORM"; §8 "Letter code (HTTP 401):
// 320 limit reached; 321 invalid code"). The variant rule is verificationRules.ts `letterCodeVariant`.
import { caseRef, journeySetup } from './setup';

export const letterCodeState = journeySetup.createStateConfig({
  meta: { screen: 'letterCode', route: '/letter-code' },
  entry: 'startLetterCode',
  initial: 'entering',
  states: {
    // The screen checks the 10 digits (doc 2 §5.6) before it sends; a refusal (321) comes back here, with what was typed.
    entering: {
      on: { LETTER_CODE_SUBMITTED: { target: 'submitting', actions: 'storeLetterCodeEntered' } },
    },
    submitting: {
      invoke: {
        id: 'submitLetterCode',
        src: 'submitLetterCode',
        input: ({ context }) => ({ ...caseRef(context), letterCode: context.letterCode.entered }),
        // WEB-SUBMIT-FORM: the submission page polls where the case went (applicationprocessing, then its decision).
        onDone: { target: '#journey.main.submission' },
        onError: [
          { guard: 'isLetterCodeInvalid', target: 'entering', actions: 'storeLetterCodeRefusal' },
          { guard: 'isLetterCodeLimitReached', target: 'limitReached', actions: 'storeLetterCodeRefusal' },
          { target: '#journey.main.error', actions: 'storeError' },
        ],
      },
    },
    // 320: every later try is refused too, so the page only says to call (doc 3 §8).
    limitReached: {},
  },
});
