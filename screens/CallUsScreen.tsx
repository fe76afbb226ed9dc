// Eligibility answers that fail show a call-us message (doc 3 §2), not an error.
import { findBrand } from '../content/brands';
import { JOURNEY_COPY } from '../content/journeyCopy';
import { BackLink } from '../src/components/BackLink';
import { useJourney, useJourneyActor } from '../src/journeyActor';

export function CallUsScreen() {
  const actor = useJourneyActor();
  const brand = findBrand(useJourney((snapshot) => snapshot.context.brandId));
  return (
    <>
      <BackLink onBack={() => actor.send({ type: 'BACK' })} />
      <h1 className="heading-xl">{JOURNEY_COPY.callUs.title}</h1>
      <p className="body">{JOURNEY_COPY.callUs.body(brand?.phone ?? '')}</p>
      <ul className="list">
        {brand?.phoneHours.map((hours) => (
          <li key={hours}>{hours}</li>
        ))}
      </ul>
      <button type="button" className="button button--secondary" onClick={() => actor.send({ type: 'BACK' })}>
        {JOURNEY_COPY.callUs.back}
      </button>
    </>
  );
}
