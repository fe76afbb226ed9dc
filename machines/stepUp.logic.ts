// The step-up region's own guards and actions (doc 1 §4 "Authentication and session": a call refused with
// insufficient_scope is made again after an access challenge at that scope, the one-time passcode scheme when the
// customer has a mobile), composed into the one setup() by setup.ts.
import type { StepUpState } from './journeyTypes';
import { errorOf, type JourneyGuard, journeyAssign, outputOf } from './logic';
import { OTP_LIMIT_REACHED } from './verificationRules';

export const stepUpGuards = {
  needsStepUp: (({ event }) => errorOf(event)?.authenticate?.error === 'insufficient_scope') satisfies JourneyGuard,
  challengeAsksForOtp: (({ event }) =>
    outputOf(event, 'createChallenge')?.challenges.some((challenge) => challenge.type === 'otp') ===
    true) satisfies JourneyGuard,
  stepUpReasonIs: (({ context }, params) => context.stepUp?.reason === params.reason) satisfies JourneyGuard<{
    reason: StepUpState['reason'];
  }>,
  isOtpLimitReached: (({ event }) => errorOf(event)?.code === OTP_LIMIT_REACHED) satisfies JourneyGuard,
};

export const stepUpActions = {
  /** doc 1 §4: step-up to the scope the refused call named; the call is made again once it is done. */
  beginStepUp: journeyAssign(({ event }) => {
    const authenticate = errorOf(event)?.authenticate;
    return {
      stepUp: {
        scope: authenticate?.error === 'insufficient_scope' ? authenticate.scope : 30,
        challenge: undefined,
        otp: undefined,
        reason: 'first' as const,
        retryAllowed: undefined,
      },
    };
  }),
  storeStepUpChallenge: journeyAssign(({ context, event }) => {
    const challenge = outputOf(event, 'createChallenge');
    return context.stepUp && challenge ? { stepUp: { ...context.stepUp, challenge } } : {};
  }),
  storeOtpSent: journeyAssign(({ context, event }) => {
    const otp = outputOf(event, 'sendOtp');
    return context.stepUp && otp ? { stepUp: { ...context.stepUp, otp } } : {};
  }),
  markOtpResend: journeyAssign(({ context }) =>
    context.stepUp ? { stepUp: { ...context.stepUp, reason: 'resend' as const } } : {},
  ),
  /** A challenge session takes one answer: a wrong one sets a new challenge (and a new passcode). */
  markStepUpWrong: journeyAssign(({ context, event }) =>
    context.stepUp
      ? {
          stepUp: {
            ...context.stepUp,
            challenge: undefined,
            reason: 'wrong' as const,
            retryAllowed: errorOf(event)?.retryAllowed,
          },
        }
      : {},
  ),
  /** A platform fault on the token request: a new challenge (the session may be spent), the answers kept. */
  markStepUpFault: journeyAssign(({ context }) =>
    context.stepUp ? { stepUp: { ...context.stepUp, challenge: undefined, reason: 'fault' as const } } : {},
  ),
  forgetStepUp: journeyAssign(() => ({ stepUp: undefined })),
};
