// The portal (doc 1 §4 "Portal", doc 3 §2): saved cases grouped CS, SA, CC, each with a Resume button.
import { BRANDS, findBrand } from '../content/brands';
import { LOGIN_COPY } from '../content/login';
import { findProduct } from '../content/products';
import { isResumable, portalGroups } from '../machines/portal';
import { Spinner } from '../src/components/Spinner';
import { useJourney, useJourneyActor } from '../src/journeyActor';
import './offer/offer.css';

export function PortalScreen() {
  const actor = useJourneyActor();
  const cases = useJourney((snapshot) => snapshot.context.portalCases);
  const loading = useJourney((snapshot) => snapshot.matches({ main: { portal: 'loading' } }));
  const groups = portalGroups(cases);
  const brand = findBrand(useJourney((snapshot) => snapshot.context.brandId)) ?? BRANDS.VM;
  return (
    <>
      <h1 className="heading-xl">{LOGIN_COPY.portal.title}</h1>
      {loading ? (
        <Spinner label={LOGIN_COPY.portal.loading} />
      ) : groups.length === 0 ? (
        <p className="body">{LOGIN_COPY.portal.none}</p>
      ) : (
        <>
          <p className="body">{LOGIN_COPY.portal.intro}</p>
          {groups.map((group) => (
            <section key={group.group} aria-labelledby={`portal-${group.group}`}>
              <h2 className="heading-m" id={`portal-${group.group}`}>
                {LOGIN_COPY.portal.groups[group.group]}
              </h2>
              <ul className="list">
                {group.cases.map((summary) => (
                  <li className="offer-card" key={summary.id}>
                    <p className="body">
                      <strong>{findProduct(summary.productCode)?.name ?? summary.description}</strong> · {summary.id}
                    </p>
                    <p className="hint">
                      {LOGIN_COPY.portal.started(new Date(summary.createdAt).toLocaleDateString('en-GB'))}
                    </p>
                    {isResumable(summary) ? (
                      <button
                        type="button"
                        className="button"
                        onClick={() => actor.send({ type: 'RESUME', caseId: summary.id })}
                      >
                        {LOGIN_COPY.portal.resume}
                        <span className="visually-hidden"> {summary.id}</span>
                      </button>
                    ) : (
                      <p className="body">{LOGIN_COPY.portal.notResumable(brand.phone)}</p>
                    )}
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </>
      )}
    </>
  );
}
