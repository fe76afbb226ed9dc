// The step-up modal (doc 1 "Step-up modal": shown when step-up is required and no one-time-passcode request error
// exists; a title and a Submit button), over the page whose call asked for it. With a passcode it shows the states
// of doc 3 §2 (sent, resent, wrong, no passcode, limit reached). A native <dialog> opened with showModal(): the page
// behind is inert and focus stays inside; Escape does not close it (the applicant logs out or answers).
import { useEffect, useRef } from 'react';
import { findBrand } from '../content/brands';
import { LOGIN_COPY } from '../content/login';
import { STEP_UP_COPY } from '../content/stepUp';
import type { LoginChallenge } from '../machines/actorContracts';
import type { StepUpState } from '../machines/journeyTypes';
import { ErrorSummary } from '../src/components/ErrorSummary';
import { Spinner } from '../src/components/Spinner';
import { type JourneySnapshot, useJourney, useJourneyActor } from '../src/journeyActor';
import { answersKeptFor, ChallengeInputs, useChallengeAnswers } from './ChallengeInputs';
import './dialog.css';

type Phase = 'working' | 'challenge' | 'sent' | 'resent' | 'wrong' | 'noPasscode' | 'limitReached';
const ANSWERING: Phase[] = ['challenge', 'sent', 'resent', 'wrong', 'noPasscode', 'limitReached'];

/** The answering state of whichever call is stepping up (portal, regular saver checks, customer details...). */
export const selectStepUpPhase = (snapshot: JourneySnapshot): Phase => {
  const active = snapshot._nodes.filter((node) => node.path.includes('answering') && node.path.includes('steppingUp'));
  for (const node of active) {
    const key = node.path[node.path.length - 1] as Phase;
    if (ANSWERING.includes(key)) return key;
  }
  return 'working';
};

/** The modal's error line: the passcode's states (doc 3 §2), a wrong answer, or a platform fault (doc 3 §8). */
export function stepUpProblem(phase: Phase, reason: StepUpState['reason'] | undefined, phone: string) {
  if (phase === 'wrong') return STEP_UP_COPY.otp.wrong;
  if (phase === 'noPasscode') return STEP_UP_COPY.otp.noPasscode;
  if (phase === 'limitReached') return STEP_UP_COPY.otp.limitReached(phone);
  if (phase === 'challenge' && reason === 'wrong') return STEP_UP_COPY.wrong;
  // the token request met a platform fault: the login page's words for it (issue 10), with the new challenge
  if ((phase === 'challenge' || phase === 'sent') && reason === 'fault') return LOGIN_COPY.errors.token;
  return undefined;
}

export function StepUpModal() {
  const actor = useJourneyActor();
  const phase = useJourney(selectStepUpPhase);
  const stepUp = useJourney((snapshot) => snapshot.context.stepUp);
  const brandId = useJourney((snapshot) => snapshot.context.brandId);
  const dialog = useRef<HTMLDialogElement>(null);
  const challenges = stepUp?.challenge?.challenges ?? [];
  const { answers, setAnswers, submit, attempts, missing, errors, idPrefix } = useChallengeAnswers(
    challenges,
    'step-up',
  );

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open && typeof element.showModal === 'function') element.showModal();
  }, []);

  // A new challenge (a new passcode after a wrong one) clears what was typed; after a platform fault the answers to
  // the same questions stay (they were not found wrong), the passcode goes (a new one is texted).
  const sessionId = stepUp?.challenge?.sessionId;
  const reason = stepUp?.reason;
  const asked = useRef<{ sessionId?: string; challenges: LoginChallenge[] }>({ challenges: [] });
  useEffect(() => {
    if (!sessionId || asked.current.sessionId === sessionId) return;
    const before = asked.current.challenges;
    asked.current = { sessionId, challenges };
    setAnswers((typed) => (reason === 'fault' ? answersKeptFor(typed, before, challenges) : {}));
  }, [sessionId, reason, challenges, setAnswers]);

  const sentTo = stepUp?.otp?.sentTo ?? '';
  const status =
    phase === 'sent' ? STEP_UP_COPY.otp.sent(sentTo) : phase === 'resent' ? STEP_UP_COPY.otp.resent(sentTo) : undefined;
  const problem = stepUpProblem(phase, stepUp?.reason, findBrand(brandId)?.phone ?? '');
  const canAnswer = ['challenge', 'sent', 'resent', 'wrong'].includes(phase);
  const canResend = ['sent', 'resent', 'wrong', 'noPasscode'].includes(phase);

  return (
    <dialog
      ref={dialog}
      className="modal modal--dialog"
      aria-labelledby="step-up-title"
      onCancel={(event) => event.preventDefault()}
    >
      <h2 className="heading-l" id="step-up-title">
        {STEP_UP_COPY.title}
      </h2>
      {phase === 'working' ? (
        <Spinner label={STEP_UP_COPY.working} />
      ) : (
        <form
          noValidate
          autoComplete="off"
          onSubmit={(event) => {
            event.preventDefault();
            // Nothing is sent until every answer is given and well formed (doc 2 §5.6: the passcode's digits).
            const typed = submit();
            if (typed) actor.send({ type: 'STEP_UP_ANSWERED', answers: typed });
          }}
        >
          {missing || errors.length > 0 ? (
            <ErrorSummary
              message={missing ? STEP_UP_COPY.answerError : undefined}
              errors={errors}
              focusKey={attempts}
            />
          ) : null}
          {problem ? (
            <p className="error-message" role="alert">
              {problem}
            </p>
          ) : null}
          <p className="body">{STEP_UP_COPY.intro}</p>
          {status ? (
            <p className="body" role="status">
              {status}
            </p>
          ) : null}
          {canAnswer ? (
            <ChallengeInputs
              challenges={challenges}
              answers={answers}
              setAnswers={setAnswers}
              errors={errors}
              idPrefix={idPrefix}
            />
          ) : null}
          {canAnswer ? (
            <button type="submit" className="button">
              {STEP_UP_COPY.submit}
            </button>
          ) : null}{' '}
          {canResend ? (
            <button type="button" className="link-button" onClick={() => actor.send({ type: 'OTP_RESEND' })}>
              {STEP_UP_COPY.resend}
            </button>
          ) : null}
          <p className="body">
            <button type="button" className="link-button" onClick={() => actor.send({ type: 'STEP_UP_CANCELLED' })}>
              {STEP_UP_COPY.logOut}
            </button>
          </p>
        </form>
      )}
    </dialog>
  );
}
