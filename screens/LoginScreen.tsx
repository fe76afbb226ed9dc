// Login for a saved application (doc 3 §2): username or customer number, or the alternative questions, then the
// challenge the platform sets. Answers go to the chart in the event; the service encrypts them before they leave.
import { useState } from 'react';
import { Form } from 'react-final-form';
import {
  ALTERNATIVE_IDENTIFICATION_FIELDS,
  CUSTOMER_NUMBER_RULES,
  LOGIN_USERNAME_RULES,
} from '../content/fields/credentials';
import { LOGIN_COPY } from '../content/login';
import type { LoginChallenge, LoginIdentity } from '../machines/actorContracts';
import { ErrorSummary } from '../src/components/ErrorSummary';
import { FormField } from '../src/components/FormField';
import { Spinner } from '../src/components/Spinner';
import { validatorFor } from '../src/forms/finalFormValidator';
import { normalisePostcode } from '../src/forms/format';
import { orderedErrors, passesRules } from '../src/forms/validation';
import { type JourneySnapshot, useJourney, useJourneyActor } from '../src/journeyActor';
import { ChallengeInputs, useChallengeAnswers } from './ChallengeInputs';

const selectPhase = (snapshot: JourneySnapshot) => {
  if (snapshot.matches({ main: { login: 'identifying' } })) return 'identifying';
  if (snapshot.matches({ main: { login: 'answering' } })) return 'answering';
  if (snapshot.matches({ main: { login: 'tooManyRetries' } })) return 'tooManyRetries';
  return 'working';
};

function Identify({ onForgotten }: { onForgotten: () => void }) {
  const actor = useJourneyActor();
  // What was typed before a failed attempt is shown again (issue 10: nothing the applicant typed is lost); an
  // identifier is not a secret, and the chart holds it in memory.
  const identity = useJourney((snapshot) => snapshot.context.identity);
  const [value, setValue] = useState(() => identity?.username ?? identity?.customerNumber ?? '');
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
      <p className="body">
        <button type="button" className="link-button" onClick={onForgotten}>
          {LOGIN_COPY.forgotten}
        </button>
      </p>
    </form>
  );
}

type AlternativeValues = Record<string, string | undefined>;

const typed = (values: AlternativeValues, name: string) => (values[name] ?? '').trim();

function alternativeValuesOf(alternative: LoginIdentity['alternative']): AlternativeValues {
  if (!alternative) return {};
  return {
    authFirstName: alternative.firstName,
    authLastName: alternative.lastName,
    authDateOfBirth: alternative.dateOfBirth,
    authGender: alternative.gender,
    authHouseNumber: alternative.houseNumber,
    authStreet: alternative.street,
    authPostcode: alternative.postcode,
  };
}

/**
 * Alternative identification (doc 3 §2: "alternative questions (name, gender, date of birth, house number, street,
 * postcode) for customers who do not know the customer number"; doc 2 §5.6 rules, all required).
 */
function Alternative({ onBack }: { onBack: () => void }) {
  const actor = useJourneyActor();
  const [failures, setFailures] = useState(0);
  const loginError = useJourney((snapshot) => snapshot.context.loginError);
  // The answers given before a failed attempt, shown again (issue 10), captured once like any form's initial values.
  const [initialValues] = useState(() => alternativeValuesOf(actor.getSnapshot().context.identity?.alternative));
  const validate = validatorFor(ALTERNATIVE_IDENTIFICATION_FIELDS);
  return (
    <Form<AlternativeValues>
      initialValues={initialValues}
      validate={(values) => validate(values as never)}
      onSubmit={(values) => {
        actor.send({
          type: 'LOGIN_IDENTIFIED',
          identity: {
            alternative: {
              firstName: typed(values, 'authFirstName'),
              lastName: typed(values, 'authLastName'),
              dateOfBirth: typed(values, 'authDateOfBirth'),
              gender: values.authGender === 'Male' ? 'Male' : 'Female',
              houseNumber: typed(values, 'authHouseNumber'),
              street: typed(values, 'authStreet'),
              postcode: normalisePostcode(typed(values, 'authPostcode')),
            },
          },
        });
      }}
    >
      {({ handleSubmit, values }) => (
        <form
          noValidate
          onSubmit={(event) => {
            if (orderedErrors(ALTERNATIVE_IDENTIFICATION_FIELDS, values as never).length > 0)
              setFailures((count) => count + 1);
            return handleSubmit(event);
          }}
        >
          {failures > 0 && orderedErrors(ALTERNATIVE_IDENTIFICATION_FIELDS, values as never).length > 0 ? (
            <ErrorSummary
              errors={orderedErrors(ALTERNATIVE_IDENTIFICATION_FIELDS, values as never)}
              focusKey={failures}
            />
          ) : loginError ? (
            <ErrorSummary
              message={loginError.source === 'createChallenge' ? LOGIN_COPY.errors.challenge : LOGIN_COPY.errors.token}
              errors={[]}
              focusKey={0}
            />
          ) : null}
          <h1 className="heading-xl">{LOGIN_COPY.alternativeTitle}</h1>
          <p className="body">{LOGIN_COPY.alternativeIntro}</p>
          {ALTERNATIVE_IDENTIFICATION_FIELDS.map((field) => (
            <FormField key={field.name} field={field} />
          ))}
          <button type="submit" className="button">
            {LOGIN_COPY.continue}
          </button>
          <p className="body">
            <button type="button" className="link-button" onClick={onBack}>
              {LOGIN_COPY.useIdentifier}
            </button>
          </p>
        </form>
      )}
    </Form>
  );
}

function Answer({ challenges }: { challenges: LoginChallenge[] }) {
  const actor = useJourneyActor();
  const { answers, setAnswers, submit, attempts, missing, errors, idPrefix } = useChallengeAnswers(challenges);
  const loginError = useJourney((snapshot) => snapshot.context.loginError);
  const failed = missing || errors.length > 0;
  return (
    <form
      noValidate
      autoComplete="off"
      onSubmit={(event) => {
        event.preventDefault();
        // Nothing is sent until every answer is given and well formed (doc 2 §5.6 challenge inputs).
        const typed = submit();
        if (typed) actor.send({ type: 'CHALLENGE_ANSWERED', answers: typed });
      }}
    >
      {failed ? (
        <ErrorSummary message={missing ? LOGIN_COPY.answerError : undefined} errors={errors} focusKey={attempts} />
      ) : loginError && attempts === 0 ? (
        <ErrorSummary message={LOGIN_COPY.errors.token} errors={[]} focusKey={0} />
      ) : null}
      <h1 className="heading-xl">{LOGIN_COPY.answerTitle}</h1>
      <p className="body">{LOGIN_COPY.answerIntro}</p>
      <ChallengeInputs
        challenges={challenges}
        answers={answers}
        setAnswers={setAnswers}
        errors={errors}
        idPrefix={idPrefix}
      />
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
  // Which way of identifying is shown is this page's own (local UI state); the chart receives the identity.
  const [alternative, setAlternative] = useState(false);
  if (phase === 'identifying')
    return alternative ? (
      <Alternative onBack={() => setAlternative(false)} />
    ) : (
      <Identify onForgotten={() => setAlternative(true)} />
    );
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
      <Spinner label={LOGIN_COPY.checking} />
    </>
  );
}
