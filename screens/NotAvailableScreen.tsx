// Where a part of the journey is not built yet, the product says so plainly (it does not pretend).
import { findBrand } from '../content/brands';
import { JOURNEY_COPY } from '../content/journeyCopy';
import { useJourney } from '../src/journeyActor';

export function NotAvailableScreen() {
  const { task, brandId } = useJourney(
    (snapshot) => ({ task: snapshot.context.task, brandId: snapshot.context.brandId }),
    (a, b) => a.task === b.task && a.brandId === b.brandId,
  );
  const brand = findBrand(brandId);
  return (
    <>
      <h1 className="heading-xl">{JOURNEY_COPY.notAvailable.title}</h1>
      <p className="body">{JOURNEY_COPY.notAvailable.task(task ?? 'unknown')}</p>
      <p className="body">{JOURNEY_COPY.notAvailable.callUs(brand?.phone ?? '')}</p>
    </>
  );
}
