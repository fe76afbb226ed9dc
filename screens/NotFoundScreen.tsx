import { COPY } from '../content/copy';
import { useJourney } from '../src/journeyActor';

export function NotFoundScreen() {
  const { brandId, productCode } = useJourney(
    (snapshot) => ({ brandId: snapshot.context.brandId, productCode: snapshot.context.productCode }),
    (a, b) => a.brandId === b.brandId && a.productCode === b.productCode,
  );
  const start = `/?${new URLSearchParams({ brandId, ...(productCode ? { applyFor: productCode } : {}) }).toString()}`;
  return (
    <>
      <h1 className="heading-xl">{COPY.notFound.title}</h1>
      <p className="body">{COPY.notFound.body}</p>
      <p className="body">
        <a href={start}>{COPY.notFound.startAgain}</a>
      </p>
    </>
  );
}
