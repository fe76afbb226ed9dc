// The second applicant's existing-customer question (doc 1 §4 "Joint": Yes goes to WEB-JOINT-AUTHENTICATION, No to
// WEB-ELIGIBILITY-PAGE). doc 2 §3.1 isExistingCustomer.
import { JOINT_EXISTING_CUSTOMER_FIELD } from '../content/fields/joint';
import { JOINT_COPY } from '../content/joint';
import { FormField } from '../src/components/FormField';
import { JourneyForm } from '../src/forms/JourneyForm';
import { useJourneyActor } from '../src/journeyActor';

export function JointExistingCustomerScreen() {
  const actor = useJourneyActor();
  return (
    <>
      <h1 className="heading-xl">{JOINT_COPY.existingCustomer.title}</h1>
      <p className="body">{JOINT_COPY.existingCustomer.hint}</p>
      <JourneyForm
        fields={[JOINT_EXISTING_CUSTOMER_FIELD]}
        initialValues={{}}
        submitLabel="Continue"
        syncValues={false}
        onValid={(values) =>
          actor.send({
            type: 'JOINT_EXISTING_CUSTOMER_ANSWERED',
            answer: values.isExistingCustomer === 'Yes' ? 'Yes' : 'No',
          })
        }
      >
        {(_form, handlers) => <FormField field={JOINT_EXISTING_CUSTOMER_FIELD} {...handlers} />}
      </JourneyForm>
    </>
  );
}
