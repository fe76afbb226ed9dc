// /joint: the first applicant starts a joint application (doc 3 §1: each holder can authorise payments and ask for an
// overdraft without the other's consent, and both are liable). Continue goes on to the product's eligibility page.
import { JOINT_COPY } from '../content/joint';
import { SavingsLanding } from '../src/components/SavingsLanding';
import { useJourneyActor } from '../src/journeyActor';

export function JointStartScreen() {
  const actor = useJourneyActor();
  return (
    <>
      <h1 className="heading-xl">{JOINT_COPY.start.title}</h1>
      <SavingsLanding />
      <p className="body-l">{JOINT_COPY.start.intro}</p>
      <ul className="list list--bullet">
        {JOINT_COPY.start.liability.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <button type="button" className="button" onClick={() => actor.send({ type: 'CONTINUE', values: {} })}>
        {JOINT_COPY.start.button}
      </button>
    </>
  );
}
