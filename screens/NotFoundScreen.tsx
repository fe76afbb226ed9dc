import { JOURNEY_COPY } from '../content/journeyCopy';
import { useJourney } from '../src/journeyActor';

export function NotFoundScreen() {
  const { brandId, productCode } = useJourney(
    (snapshot) => ({ brandId: snapshot.context.brandId, productCode: snapshot.context.productCode }),
    (a, b) => a.brandId === b.brandId && a.productCode === b.productCode,
  );
  const start = `/?${new URLSearchParams({ brandId, ...(productCode ? { applyFor: productCode } : {}) }).toString()}`;
  return (
    <>
      <h1 className="heading-xl">{JOURNEY_COPY.notFound.title}</h1>
      <p className="body">{JOURNEY_COPY.notFound.body}</p>
      <p className="body">
        <a href={start}>{JOURNEY_COPY.notFound.startAgain}</a>
      </p>
    </>
  );
}
