// The security page, call validation "3D" (doc 1 §4): one question at a time, Continue enabled only when an answer
// is chosen. A plain view: the chart holds the questions and answers, posts them after the last question or when
// its timer expires, and decides where the applicant goes.
import { CALL_VALIDATION_COPY } from '../content/callValidation';
import { callValidationTimeoutOf, currentQuestion, isCurrentQuestionAnswered } from '../machines/verificationRules';
import { type JourneySnapshot, useJourney, useJourneyActor } from '../src/journeyActor';
import { LoadingScreen } from './LoadingScreen';

interface View {
  answering: boolean;
  callValidation: JourneySnapshot['context']['callValidation'];
  minutes: number;
}

const selectView = (snapshot: JourneySnapshot): View => ({
  answering: snapshot.matches({ main: { security: 'answering' } }),
  callValidation: snapshot.context.callValidation,
  minutes: Math.max(1, Math.round(callValidationTimeoutOf(snapshot.context.config) / 60_000)),
});

const sameView = (a: View, b: View) =>
  a.answering === b.answering && a.callValidation === b.callValidation && a.minutes === b.minutes;

export function SecurityScreen() {
  const actor = useJourneyActor();
  const { answering, callValidation, minutes } = useJourney(selectView, sameView);
  const question = currentQuestion(callValidation);
  if (!answering || !question) return <LoadingScreen />;
  const answered = isCurrentQuestionAnswered(callValidation);
  const chosen = callValidation.answers[question.id];
  const legendId = `security-question-${question.id}`;
  return (
    <form
      noValidate
      autoComplete="off"
      onSubmit={(event) => {
        event.preventDefault();
        if (answered) actor.send({ type: 'SECURITY_CONTINUE' });
      }}
    >
      <h1 className="heading-xl">{CALL_VALIDATION_COPY.title}</h1>
      <p className="body">{CALL_VALIDATION_COPY.intro}</p>
      <p className="hint">{CALL_VALIDATION_COPY.timer(minutes)}</p>
      <div className="form-group">
        {/* key: a new fieldset per question, so focus and the choice start afresh */}
        <fieldset className="fieldset" key={question.id} aria-describedby={`${legendId}-hint`}>
          <legend className="fieldset__legend heading-m" id={legendId}>
            <span className="caption">
              {CALL_VALIDATION_COPY.progress(callValidation.index + 1, callValidation.questions.length)}
            </span>{' '}
            {question.question}
          </legend>
          <div className="hint" id={`${legendId}-hint`}>
            {CALL_VALIDATION_COPY.chooseAnswer}
          </div>
          <div className="choices">
            {question.answers.map((answer) => {
              const id = `security-answer-${answer.id}`;
              return (
                <div className="choice" key={answer.id}>
                  <input
                    id={id}
                    className="choice__input"
                    type="radio"
                    name={`securityAnswer-${question.id}`}
                    value={answer.id}
                    checked={chosen === answer.id}
                    onChange={() => actor.send({ type: 'SECURITY_ANSWER_CHOSEN', answerId: answer.id })}
                  />
                  <label className="choice__label" htmlFor={id}>
                    {answer.answer}
                  </label>
                </div>
              );
            })}
          </div>
        </fieldset>
      </div>
      <button type="submit" className="button" disabled={!answered}>
        {CALL_VALIDATION_COPY.continue}
      </button>
    </form>
  );
}
