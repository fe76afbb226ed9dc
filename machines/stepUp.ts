// Step-up (doc 1 §4 "Authentication and session"): a call answered 401 with the authentication header
// `insufficient_scope` creates an access challenge for the current username (or customer number) at the scope
// the call named, the applicant answers it in the step-up modal, and the original call is made again.
// `invalid_token` drops the token and goes to login. With a mobile on file the challenge is the one-time passcode
// (doc 3 §2 "One-time passcode page with states: sent, resent, wrong, no passcode, limit reached").
//
// Each call that can ask for step-up gets a `steppingUp` sibling built here, and spreads `authenticationErrors`
// first in its onError; the sibling comes back to the calling state, which invokes the call again.
import type { ScreenMeta } from './journeyTypes';
import { journeySetup } from './setup';

/** doc 1 §4: "An invalid-token authentication header resets the access token and goes to login." */
export const invalidTokenError = {
  guard: 'isInvalidToken',
  target: '#journey.main.login',
  actions: ['dropToken', 'resetSession', 'forgetStoredJourney'],
} as const;

/** The onError transitions a call with a `steppingUp` sibling puts first (the header decides, not the status). */
export const authenticationErrors = [
  invalidTokenError,
  { guard: 'needsStepUp', target: 'steppingUp', actions: 'beginStepUp' },
] as const;

/**
 * The step-up states for the call in state `retryId` (an absolute `#journey...` id); `name` keeps ids unique.
 * `behind` is the screen under the modal when the parent's own screen is not the one to show (a form not loaded yet).
 */
export function stepUpState(name: string, retryId: string, behind?: ScreenMeta) {
  const verifying = `${name}-verifying`;
  const resending = `${name}-resending`;
  return journeySetup.createStateConfig({
    meta: { modal: 'stepUp', ...behind },
    initial: 'challenging',
    on: {
      // Giving up: the modal's Log out. The case stays saved on the platform; login resumes it.
      STEP_UP_CANCELLED: {
        target: '#journey.main.login',
        actions: ['forgetStepUp', 'dropToken', 'resetSession', 'forgetStoredJourney'],
      },
    },
    states: {
      challenging: {
        invoke: {
          id: 'createChallenge',
          src: 'createChallenge',
          input: ({ context }) => ({
            bankId: context.bankId,
            identity: context.user?.username
              ? { username: context.user.username }
              : { customerNumber: context.user?.customerNumber ?? '' },
            scope: context.stepUp?.scope ?? 30,
            preferScheme: 'otp' as const,
          }),
          onDone: [
            { guard: 'challengeAsksForOtp', target: 'sendingOtp', actions: 'storeStepUpChallenge' },
            { target: 'answering', actions: 'storeStepUpChallenge' },
          ],
          onError: { target: '#journey.main.error', actions: ['forgetStepUp', 'storeError'] },
        },
      },
      sendingOtp: {
        invoke: {
          id: 'sendOtp',
          src: 'sendOtp',
          input: ({ context }) => ({ bankId: context.bankId, sessionId: context.stepUp?.challenge?.sessionId ?? '' }),
          onDone: [
            {
              guard: { type: 'stepUpReasonIs', params: { reason: 'wrong' } },
              target: 'answering.wrong',
              actions: 'storeOtpSent',
            },
            {
              guard: { type: 'stepUpReasonIs', params: { reason: 'resend' } },
              target: 'answering.resent',
              actions: 'storeOtpSent',
            },
            { target: 'answering.sent', actions: 'storeOtpSent' },
          ],
          // doc 1 §8: "one-time-passcode limit shows a limit error; a failed one-time-password creation triggers
          // an OTP-error action": no passcode, try again.
          onError: [
            { guard: 'isOtpLimitReached', target: 'answering.limitReached' },
            { target: 'answering.noPasscode' },
          ],
        },
      },
      answering: {
        initial: 'challenge',
        states: {
          // A challenge without a passcode (a customer with no mobile): its questions, nothing sent.
          challenge: { on: { STEP_UP_ANSWERED: `#${verifying}` } },
          sent: { on: { STEP_UP_ANSWERED: `#${verifying}`, OTP_RESEND: { target: `#${resending}` } } },
          resent: { on: { STEP_UP_ANSWERED: `#${verifying}`, OTP_RESEND: { target: `#${resending}` } } },
          wrong: { on: { STEP_UP_ANSWERED: `#${verifying}`, OTP_RESEND: { target: `#${resending}` } } },
          // The passcode could not be sent: try again (the modal's Submit is not shown, doc 1 "Step-up modal").
          noPasscode: { on: { OTP_RESEND: { target: `#${resending}` } } },
          // No more passcodes for this challenge: phone us.
          limitReached: {},
        },
      },
      resending: {
        id: resending,
        always: { target: 'sendingOtp', actions: 'markOtpResend' },
      },
      verifying: {
        id: verifying,
        invoke: {
          id: 'requestToken',
          src: 'requestToken',
          input: ({ context, event }) => ({
            bankId: context.bankId,
            sessionId: context.stepUp?.challenge?.sessionId ?? '',
            publicKey: context.stepUp?.challenge?.publicKey ?? '',
            schemeId: context.stepUp?.challenge?.schemeId ?? '',
            answers: event.type === 'STEP_UP_ANSWERED' ? event.answers : [],
          }),
          onDone: { target: retryId, actions: ['storeToken', 'forgetStepUp'] },
          onError: [
            // A challenge session takes one answer: a wrong one sets a new challenge while retries remain.
            { guard: 'tokenRetriesLeft', target: 'challenging', actions: 'markStepUpWrong' },
            // A platform fault (a 503, no answer in time) says nothing of the answers or the retries left: a new
            // challenge and the gone-wrong message (doc 3 §8), never "too many retries" (as the login page, issue 10).
            { guard: 'isTransientFailure', target: 'challenging', actions: 'markStepUpFault' },
            { target: '#journey.main.login.tooManyRetries', actions: ['forgetStepUp', 'dropToken', 'storeLoginError'] },
          ],
        },
      },
    },
  });
}
