// The terms page on the use of personal information that "follows" the eligibility questions (doc 3 §2): a state of
// the chart of its own (machines/journey.ts eligibility.terms, route /personal-information). Agreeing starts the
// application (TERMS_AGREED); Back returns to the questions, with the answers given (the chart decides both).
import { COPY } from '../content/copy';
import { DATA_PROTECTION_FIELD } from '../content/fields/eligibility';
import { BackLink } from '../src/components/BackLink';
import { FormField } from '../src/components/FormField';
import { JourneyForm } from '../src/forms/JourneyForm';
import { useJourneyActor } from '../src/journeyActor';
// this page renders step 1 ahead of its Continue (issue 16)
import '../src/screenAhead';

export function EligibilityTermsScreen() {
  const actor = useJourneyActor();
  return (
    <>
      <BackLink onBack={() => actor.send({ type: 'BACK' })} />
      <h1 className="heading-xl">{COPY.eligibility.dataProtectionTitle}</h1>
      <JourneyForm
        fields={[DATA_PROTECTION_FIELD]}
        initialValues={{}}
        submitLabel={COPY.eligibility.start}
        syncValues={false}
        onValid={() => actor.send({ type: 'TERMS_AGREED' })}
      >
        {(_form, handlers) => (
          <>
            {COPY.eligibility.dataProtection.map((paragraph) => (
              <p className="body" key={paragraph}>
                {paragraph}
              </p>
            ))}
            <FormField field={DATA_PROTECTION_FIELD} {...handlers} />
          </>
        )}
      </JourneyForm>
    </>
  );
}
