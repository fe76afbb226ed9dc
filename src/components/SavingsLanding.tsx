// The VM savings landing variant (doc 1 §2 "A savings landing variant is shown for VM savings product codes on /,
// /joint/, /joint/secondary-applicant/, /joint/join"): the product's headline and summary from the content file read
// at start (content/entryVariants.ts), on the screens of those routes. A plain view of the journey's context.
import { SAVINGS_LANDING_ROUTES, savingsLandingOf } from '../../content/entryVariants';
import { type JourneySnapshot, selectRoute, useJourney } from '../journeyActor';

const selectLanding = (snapshot: JourneySnapshot) => {
  const route = selectRoute(snapshot).replace(/\/+$/, '') || '/';
  if (!SAVINGS_LANDING_ROUTES.includes(route)) return undefined;
  const { brandId, productCode, productContent } = snapshot.context;
  return savingsLandingOf(brandId, productCode, productContent);
};
const sameLanding = (a: ReturnType<typeof selectLanding>, b: ReturnType<typeof selectLanding>) =>
  a?.headline === b?.headline && a?.summary.join('\n') === b?.summary.join('\n');

export function SavingsLanding() {
  const landing = useJourney(selectLanding, sameLanding);
  if (!landing) return null;
  return (
    <section className="savings-landing" aria-labelledby="savings-landing-heading">
      <h2 className="heading-l" id="savings-landing-heading">
        {landing.headline}
      </h2>
      <ul className="list list--bullet">
        {landing.summary.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}
