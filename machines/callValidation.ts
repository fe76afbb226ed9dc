// The security page, /security: call validation, "3D" (doc 1 "Case state to screen map": challenge -> security;
// §4 "Call validation (3D)": questions shown one at a time; Continue enabled only when answered; after the last
// question or when the timer expires the answers are posted; success goes to WEB-SUBMIT-CALL3D; reset clears
// questions and answers). The timer is the named delay `callValidationTimeout` (setup.ts), running from the moment
// the questions are shown, across all of them.
import { and } from 'xstate';
import { caseRef, journeySetup } from './setup';
import { answersToPost } from './verificationRules';

export const callValidationState = journeySetup.createStateConfig({
  meta: { screen: 'security', route: '/security' },
  // Reset on the way in and out: questions and answers never outlive the page.
  entry: 'resetCallValidation',
  exit: 'resetCallValidation',
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'fetchCallValidationQuestions',
        src: 'fetchCallValidationQuestions',
        input: ({ context }) => caseRef(context),
        onDone: [
          { guard: 'hasSecurityQuestions', target: 'answering', actions: 'storeSecurityQuestions' },
          { target: '#journey.main.error', actions: 'storeNoSecurityQuestions' },
        ],
        onError: { target: '#journey.main.error', actions: 'storeError' },
      },
    },
    answering: {
      after: { callValidationTimeout: 'submitting' },
      on: {
        SECURITY_ANSWER_CHOSEN: { actions: 'storeSecurityAnswer' },
        // Targetless, so the timer runs on across the questions.
        SECURITY_CONTINUE: [
          { guard: and(['isSecurityQuestionAnswered', 'isLastSecurityQuestion']), target: 'submitting' },
          { guard: 'isSecurityQuestionAnswered', actions: 'showNextSecurityQuestion' },
        ],
      },
    },
    submitting: {
      invoke: {
        id: 'submitCallValidation',
        src: 'submitCallValidation',
        input: ({ context }) => ({ ...caseRef(context), answers: answersToPost(context.callValidation) }),
        onDone: [
          // WEB-SUBMIT-CALL3D -> submission: the case is processed again, and the page polls its decision.
          { guard: 'callValidationPassed', target: '#journey.main.submission' },
          // FAIL: doc 1 says only where success goes. The platform records a FAIL as idcheckfail (identity not
          // confirmed), whose page is /sorry (doc 1 "Case state to screen map"; WEB-DECLINE-ID -> sorry): go there
          // at once rather than through a poll that would land there anyway. Not the error page: nothing went wrong.
          { target: '#journey.main.result.sorry' },
        ],
        onError: { target: '#journey.main.error', actions: 'storeError' },
      },
    },
  },
});
