// The inputs of an access challenge (doc 2 §3.5), shared by the login page and the step-up modal. Secrets are typed
// masked and never autofilled or remembered; what is typed stays in this component until it is sent in the event.
// Each input is checked against its rules (doc 2 §5.6, doc 3 §5: access code 4 digits, card number 16, passcode 10)
// before anything is sent; the message names the rule, never what was typed.
import { useState } from 'react';
import { challengeInputRules } from '../content/fields/credentials';
import { LOGIN_COPY } from '../content/login';
import { validateValue } from '../contract/rules';
import type { LoginChallenge } from '../machines/actorContracts';
import type { SummaryError } from '../src/components/ErrorSummary';
import { fieldId, ruleContext } from '../src/forms/validation';

export type ChallengeAnswer = { authType: string; authIndex: number; answer: string };

const keyOf = (challenge: LoginChallenge, index: number) => `${challenge.type}-${index}`;

export interface CheckedAnswers {
  /** Every answer in authIndex order, trimmed. */
  answers: ChallengeAnswer[];
  /** An input is empty (every challenge input is required). */
  missing: boolean;
  /** The typed answers that break their input's rules, in page order; `name` is the input's DOM id. */
  errors: SummaryError[];
}

/** The typed answers checked against each input's rules (the rule engine of contract/rules.ts). */
export function checkChallengeAnswers(
  challenges: LoginChallenge[],
  typed: Record<string, string>,
  idPrefix: string,
): CheckedAnswers {
  const answers: ChallengeAnswer[] = [];
  const errors: SummaryError[] = [];
  for (const challenge of challenges) {
    for (const input of challenge.inputs) {
      const key = keyOf(challenge, input.authIndex);
      const answer = (typed[key] ?? '').trim();
      answers.push({ authType: challenge.type, authIndex: input.authIndex, answer });
      const message = validateValue(challengeInputRules(input.field, input.length), answer, {}, ruleContext());
      if (message !== undefined) errors.push({ name: `${idPrefix}-${key}`, message });
    }
  }
  return { answers, missing: answers.some((answer) => answer.answer === ''), errors };
}

/**
 * What stays typed when a platform fault sets a new challenge (screens/StepUpModal.tsx): the answers to the same
 * questions (the same input, the same label), never the passcode, which the new challenge texts again.
 */
export function answersKeptFor(
  typed: Record<string, string>,
  before: LoginChallenge[],
  after: LoginChallenge[],
): Record<string, string> {
  const labels = (challenges: LoginChallenge[]) =>
    new Map(
      challenges
        .filter((challenge) => challenge.type !== 'otp')
        .flatMap((challenge) => challenge.inputs.map((input) => [keyOf(challenge, input.authIndex), input.label])),
    );
  const asked = labels(before);
  const asking = labels(after);
  return Object.fromEntries(
    Object.entries(typed).filter(([key]) => asking.has(key) && asking.get(key) === asked.get(key)),
  );
}

/**
 * The answers typed so far, and `submit()`: every answer in authIndex order when all are given and well formed, or
 * undefined, and from then on `errors` and `missing` say what is wrong (updated as the applicant types).
 */
export function useChallengeAnswers(challenges: LoginChallenge[], idPrefix = 'challenge') {
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [attempts, setAttempts] = useState(0);
  const checked = checkChallengeAnswers(challenges, answers, idPrefix);
  const submit = (): ChallengeAnswer[] | undefined => {
    if (!checked.missing && checked.errors.length === 0) {
      setAttempts(0);
      return checked.answers;
    }
    setAttempts((count) => count + 1);
    return undefined;
  };
  const shown = attempts > 0;
  return {
    answers,
    setAnswers,
    submit,
    attempts,
    missing: shown && checked.missing,
    errors: shown ? checked.errors : [],
    idPrefix,
  };
}

export function ChallengeInputs({
  challenges,
  answers,
  setAnswers,
  errors,
  idPrefix,
}: {
  challenges: LoginChallenge[];
  answers: Record<string, string>;
  setAnswers: (update: (current: Record<string, string>) => Record<string, string>) => void;
  errors: SummaryError[];
  idPrefix: string;
}) {
  return (
    <>
      {challenges.map((challenge) =>
        challenge.inputs.map((input) => {
          const key = keyOf(challenge, input.authIndex);
          const id = fieldId(`${idPrefix}-${key}`);
          const error = errors.find((candidate) => fieldId(candidate.name) === id)?.message;
          const describedBy = [input.kind === 'date' ? `${id}-hint` : '', error ? `${id}-error` : '']
            .filter(Boolean)
            .join(' ');
          return (
            <div className={`form-group${error ? ' form-group--error' : ''}`} key={key}>
              <label className="label" htmlFor={id}>
                {input.label}
              </label>
              {input.kind === 'date' ? (
                <div className="hint" id={`${id}-hint`}>
                  {LOGIN_COPY.dateHint}
                </div>
              ) : null}
              {error ? (
                <p className="error-message" id={`${id}-error`}>
                  <span className="visually-hidden">Error:</span> {error}
                </p>
              ) : null}
              <input
                id={id}
                className={`input ${input.length && input.length <= 2 ? 'input--short' : 'input--medium'}${error ? ' input--error' : ''}`}
                type={input.kind === 'character' || input.kind === 'secret' ? 'password' : 'text'}
                inputMode={input.kind === 'digits' ? 'numeric' : undefined}
                maxLength={input.length}
                autoComplete={input.kind === 'digits' && challenge.type === 'otp' ? 'one-time-code' : 'off'}
                aria-describedby={describedBy || undefined}
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
