// Registration for internet and telephone banking (doc 3 "Registration and login"; doc 2 §5.6 rules; §8 the
// registration credential problem). A plain view: the fields are content's one declaration (REGISTRATION_FIELDS),
// checked on the page by the same rules the platform runs; the values stay in this form (never synced into the
// application, never stored) and leave in REGISTRATION_SUBMITTED, which the chart's actor encrypts.
import { REGISTRATION_FIELDS } from '../content/fields/credentials';
import { REGISTRATION_COPY } from '../content/registration';
import { ErrorSummary } from '../src/components/ErrorSummary';
import { FormField } from '../src/components/FormField';
import { JourneyForm } from '../src/forms/JourneyForm';
import { type JourneySnapshot, useJourney, useJourneyActor } from '../src/journeyActor';

interface View {
  customerNumber: string;
  submitting: boolean;
  already: boolean;
  problem: string | undefined;
}

const selectView = (snapshot: JourneySnapshot): View => {
  const registration = snapshot.context.registration;
  return {
    customerNumber: registration?.customerNumber ?? snapshot.context.customerNumber ?? '',
    submitting: snapshot.matches({ main: { registration: 'submitting' } }),
    already: snapshot.matches({ main: { registration: 'alreadyRegistered' } }),
    problem: registration?.error?.message,
  };
};

const sameView = (a: View, b: View) =>
  a.customerNumber === b.customerNumber &&
  a.submitting === b.submitting &&
  a.already === b.already &&
  a.problem === b.problem;

const byName = (name: string) => REGISTRATION_FIELDS.find((field) => field.name === name);
const GROUPS = [
  {
    heading: REGISTRATION_COPY.passwordHeading,
    names: ['customerNumber', 'registrationPassword1', 'registrationPassword2'],
  },
  {
    heading: REGISTRATION_COPY.questionsHeading,
    hint: REGISTRATION_COPY.questionsHint,
    names: [1, 2, 3].flatMap((index) => [`securityQuestion${index}`, `securityAnswer${index}`]),
  },
  { heading: REGISTRATION_COPY.pinHeading, names: ['telephonePin', 'telephonePinConfirmation'] },
  { heading: REGISTRATION_COPY.termsHeading, names: ['registrationTerms'] },
] as const;

export function RegistrationScreen() {
  const actor = useJourneyActor();
  const { customerNumber, submitting, already, problem } = useJourney(selectView, sameView);

  if (already) {
    return (
      <>
        <h1 className="heading-xl">{REGISTRATION_COPY.alreadyTitle}</h1>
        <p className="body">{REGISTRATION_COPY.alreadyBody}</p>
        <button type="button" className="button" onClick={() => actor.send({ type: 'CONTINUE', values: {} })}>
          {REGISTRATION_COPY.continue}
        </button>
      </>
    );
  }

  return (
    <>
      {problem ? <ErrorSummary message={problem} errors={[]} focusKey={1} /> : null}
      <h1 className="heading-xl">{REGISTRATION_COPY.title}</h1>
      <p className="body">{REGISTRATION_COPY.intro}</p>
      <JourneyForm
        fields={REGISTRATION_FIELDS}
        initialValues={{ customerNumber } as never}
        syncValues={false}
        submitLabel={REGISTRATION_COPY.submit}
        onValid={(form) => {
          if (submitting) return;
          const values = form as Record<string, unknown>;
          const text = (name: string) => String(values[name] ?? '');
          actor.send({
            type: 'REGISTRATION_SUBMITTED',
            values: {
              customerNumber: text('customerNumber').trim(),
              password: text('registrationPassword1'),
              securityQuestions: [1, 2, 3].map((index) => ({
                id: text(`securityQuestion${index}`),
                answer: text(`securityAnswer${index}`),
              })),
              telephonePin: text('telephonePin'),
              termsAccepted: values.registrationTerms === true,
            },
          });
        }}
      >
        {(_form, handlers) =>
          GROUPS.map((group) => (
            <fieldset className="fieldset" key={group.heading}>
              <legend className="fieldset__legend heading-m">{group.heading}</legend>
              {'hint' in group ? <p className="hint">{group.hint}</p> : null}
              {group.names.map((name) => {
                const field = byName(name);
                return field ? <FormField key={name} field={field} {...handlers} /> : null;
              })}
            </fieldset>
          ))
        }
      </JourneyForm>
      <p className="body">
        <button type="button" className="link-button" onClick={() => actor.send({ type: 'REGISTER_LATER' })}>
          {REGISTRATION_COPY.later}
        </button>
      </p>
    </>
  );
}
