// The bank-mismatch warning (doc 1 §8 324; doc 2 §5.6b "Joint applicants must choose the same bank"; doc 3 "Joint
// pages": bank-mismatch warnings mentioning the bank name). The bank is the one the platform named.
import { findBrand } from '../content/brands';
import { JOINT_COPY } from '../content/joint';
import { BackLink } from '../src/components/BackLink';
import { useJourney, useJourneyActor } from '../src/journeyActor';

export function JointBankMismatchScreen() {
  const actor = useJourneyActor();
  const bankId = useJourney((snapshot) => snapshot.context.joint.mismatchBankId);
  const bank = findBrand(bankId ?? '')?.displayName ?? bankId ?? '';
  return (
    <>
      <BackLink onBack={() => actor.send({ type: 'BACK' })} />
      <h1 className="heading-xl">{JOINT_COPY.bankMismatch.title}</h1>
      <p className="body" role="alert">
        {JOINT_COPY.bankMismatch.body(bank)}
      </p>
      <button type="button" className="button button--secondary" onClick={() => actor.send({ type: 'BACK' })}>
        {JOINT_COPY.bankMismatch.back}
      </button>
    </>
  );
}
