// The inputs of an access challenge (doc 2 §3.5), shared by the login page and the step-up modal. Secrets are typed
// masked and never autofilled or remembered; what is typed stays in this component until it is sent in the event.
import { useState } from 'react';
import { LOGIN_COPY } from '../content/login';
import type { LoginChallenge } from '../machines/actorContracts';

export type ChallengeAnswer = { authType: string; authIndex: number; answer: string };

const keyOf = (challenge: LoginChallenge, index: number) => `${challenge.type}-${index}`;

/**
 * The answers typed so far, and `complete()`: every answer in authIndex order, or undefined while one is empty
 * (every challenge input is required).
 */
export function useChallengeAnswers(challenges: LoginChallenge[]) {
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const complete = (): ChallengeAnswer[] | undefined => {
    const all = challenges.flatMap((challenge) =>
      challenge.inputs.map((input) => ({
        authType: challenge.type,
        authIndex: input.authIndex,
        answer: (answers[keyOf(challenge, input.authIndex)] ?? '').trim(),
      })),
    );
    return all.some((answer) => answer.answer === '') ? undefined : all;
  };
  return { answers, setAnswers, complete };
}

export function ChallengeInputs({
  challenges,
  answers,
  setAnswers,
  idPrefix = 'challenge',
}: {
  challenges: LoginChallenge[];
  answers: Record<string, string>;
  setAnswers: (update: (current: Record<string, string>) => Record<string, string>) => void;
  idPrefix?: string;
}) {
  return (
    <>
      {challenges.map((challenge) =>
        challenge.inputs.map((input) => {
          const key = keyOf(challenge, input.authIndex);
          const id = `${idPrefix}-${key}`;
          return (
            <div className="form-group" key={key}>
              <label className="label" htmlFor={id}>
                {input.label}
              </label>
              {input.kind === 'date' ? (
                <div className="hint" id={`${id}-hint`}>
                  {LOGIN_COPY.dateHint}
                </div>
              ) : null}
              <input
                id={id}
                className={`input ${input.length && input.length <= 2 ? 'input--short' : 'input--medium'}`}
                type={input.kind === 'character' || input.kind === 'secret' ? 'password' : 'text'}
                inputMode={input.kind === 'digits' ? 'numeric' : undefined}
                maxLength={input.length}
                autoComplete={input.kind === 'digits' && challenge.type === 'otp' ? 'one-time-code' : 'off'}
                aria-describedby={input.kind === 'date' ? `${id}-hint` : undefined}
                value={answers[key] ?? ''}
                onChange={(event) => {
                  const value = event.target.value;
                  setAnswers((current) => ({ ...current, [key]: value }));
                }}
              />
            </div>
          );
        }),
      )}
    </>
  );
}
