// Login for a saved application (doc 3 §2): username or customer number, or the alternative questions, then the
// challenge the platform sets. Answers go to the chart in the event; the service encrypts them before they leave.
import { useState } from 'react';
import { CUSTOMER_NUMBER_RULES, LOGIN_USERNAME_RULES } from '../content/fields/credentials';
import { LOGIN_COPY } from '../content/login';
import type { LoginChallenge } from '../machines/actorContracts';
import { ErrorSummary } from '../src/components/ErrorSummary';
import { passesRules } from '../src/forms/validation';
import { type JourneySnapshot, useJourney, useJourneyActor } from '../src/journeyActor';

const selectPhase = (snapshot: JourneySnapshot) => {
  if (snapshot.matches({ main: { login: 'identifying' } })) return 'identifying';
  if (snapshot.matches({ main: { login: 'answering' } })) return 'answering';
  if (snapshot.matches({ main: { login: 'tooManyRetries' } })) return 'tooManyRetries';
  return 'working';
};

function Identify() {
  const actor = useJourneyActor();
  const [value, setValue] = useState('');
  const [error, setError] = useState(false);
  const loginError = useJourney((snapshot) => snapshot.context.loginError);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const typed = value.trim();
        // doc 2 §5.6: login username 6-16 letters or digits; customer number 10 digits starting 10.
        if (passesRules(CUSTOMER_NUMBER_RULES, typed))
          actor.send({ type: 'LOGIN_IDENTIFIED', identity: { customerNumber: typed } });
        else if (passesRules(LOGIN_USERNAME_RULES, typed))
          actor.send({ type: 'LOGIN_IDENTIFIED', identity: { username: typed } });
        else setError(true);
      }}
    >
      {loginError ? (
        <ErrorSummary
          message={loginError.source === 'createChallenge' ? LOGIN_COPY.errors.challenge : LOGIN_COPY.errors.token}
          errors={[]}
          focusKey={0}
        />
      ) : null}
      <h1 className="heading-xl">{LOGIN_COPY.title}</h1>
      <p className="body">{LOGIN_COPY.intro}</p>
      <div className={`form-group${error ? ' form-group--error' : ''}`}>
        <label className="label" htmlFor="login-identifier">
          {LOGIN_COPY.identifier}
        </label>
        <div className="hint" id="login-identifier-hint">
          {LOGIN_COPY.identifierHint}
        </div>
        {error ? (
          <p className="error-message" id="login-identifier-error">
            <span className="visually-hidden">Error:</span> {LOGIN_COPY.identifierError}
          </p>
        ) : null}
        <input
          id="login-identifier"
          name="username"
          className="input input--medium"
          autoComplete="username"
          spellCheck={false}
          value={value}
          aria-describedby={`login-identifier-hint${error ? ' login-identifier-error' : ''}`}
          onChange={(event) => {
            setValue(event.target.value);
            setError(false);
          }}
        />
      </div>
      <button type="submit" className="button">
        {LOGIN_COPY.continue}
      </button>
    </form>
  );
}

function Answer({ challenges }: { challenges: LoginChallenge[] }) {
  const actor = useJourneyActor();
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [error, setError] = useState(0);
  const loginError = useJourney((snapshot) => snapshot.context.loginError);
  const keyOf = (challenge: LoginChallenge, index: number) => `${challenge.type}-${index}`;
  return (
    <form
      noValidate
      autoComplete="off"
      onSubmit={(event) => {
        event.preventDefault();
        const all = challenges.flatMap((challenge) =>
          challenge.inputs.map((input) => ({
            authType: challenge.type,
            authIndex: input.authIndex,
            answer: (answers[keyOf(challenge, input.authIndex)] ?? '').trim(),
          })),
        );
        if (all.some((answer) => answer.answer === '')) {
          setError((count) => count + 1);
          return;
        }
        actor.send({ type: 'CHALLENGE_ANSWERED', answers: all });
      }}
    >
      {error > 0 ? <ErrorSummary message={LOGIN_COPY.answerError} errors={[]} focusKey={error} /> : null}
      {loginError && error === 0 ? <ErrorSummary message={LOGIN_COPY.errors.token} errors={[]} focusKey={0} /> : null}
      <h1 className="heading-xl">{LOGIN_COPY.answerTitle}</h1>
      <p className="body">{LOGIN_COPY.answerIntro}</p>
      {challenges.map((challenge) =>
        challenge.inputs.map((input) => {
          const key = keyOf(challenge, input.authIndex);
          const id = `challenge-${key}`;
          return (
            <div className="form-group" key={key}>
              <label className="label" htmlFor={id}>
                {input.label}
              </label>
              <input
                id={id}
                className={`input ${input.length && input.length <= 2 ? 'input--short' : 'input--medium'}`}
                // Secrets are typed masked and never autofilled or remembered.
                type={input.kind === 'character' || input.kind === 'secret' ? 'password' : 'text'}
                inputMode={input.kind === 'digits' ? 'numeric' : undefined}
                maxLength={input.length}
                autoComplete="off"
                value={answers[key] ?? ''}
                onChange={(event) => setAnswers((current) => ({ ...current, [key]: event.target.value }))}
              />
            </div>
          );
        }),
      )}
      <button type="submit" className="button">
        {LOGIN_COPY.continue}
      </button>{' '}
      <button type="button" className="link-button" onClick={() => actor.send({ type: 'LOGIN_RESTARTED' })}>
        {LOGIN_COPY.restart}
      </button>
    </form>
  );
}

export function LoginScreen() {
  const phase = useJourney(selectPhase);
  const challenge = useJourney((snapshot) => snapshot.context.challenge);
  if (phase === 'identifying') return <Identify />;
  if (phase === 'answering' && challenge) return <Answer challenges={challenge.challenges} />;
  if (phase === 'tooManyRetries') {
    return (
      <>
        <h1 className="heading-xl">{LOGIN_COPY.title}</h1>
        <p className="body error-message">{LOGIN_COPY.errors.tooManyRetries}</p>
      </>
    );
  }
  return (
    <>
      <h1 className="heading-xl">{LOGIN_COPY.title}</h1>
      <div className="spinner" role="status" aria-live="polite">
        <span className="spinner__icon" aria-hidden="true" />
        <span>Checking your details</span>
      </div>
    </>
  );
}
