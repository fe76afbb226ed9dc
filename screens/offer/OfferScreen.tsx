// The offer page (doc 1 "Offer page"): a spinner while loading, then the view the case calls for.

import { OFFER_COPY } from '../../content/offers';
import { findProduct } from '../../content/products';
import { offerView } from '../../machines/offerOutcome';
import { Spinner } from '../../src/components/Spinner';
import { type JourneySnapshot, useJourney } from '../../src/journeyActor';
import { CreditLimitAdjust } from './CreditLimitAdjust';
import { CreditOfferView } from './CreditOfferView';
import { MultiOfferView } from './MultiOfferView';
import { OverdraftOfferView } from './OverdraftOfferView';
import { StandardOfferView } from './StandardOfferView';

const selectPhase = (snapshot: JourneySnapshot) => {
  if (snapshot.matches({ main: { offer: 'choosing' } }) || snapshot.matches({ main: { offer: 'confirmingCancel' } }))
    return 'choosing';
  if (snapshot.matches({ main: { offer: 'adjusting' } })) return 'adjusting';
  if (snapshot.matches({ main: { offer: 'loading' } }) || snapshot.matches({ main: { offer: 'waiting' } }))
    return 'loading';
  return 'working';
};

export function OfferScreen() {
  const phase = useJourney(selectPhase);
  const offers = useJourney((snapshot) => snapshot.context.offers);
  const productCode = useJourney((snapshot) => snapshot.context.productCode);

  if (phase === 'loading' || phase === 'working') {
    return (
      <>
        <h1 className="heading-xl">{phase === 'loading' ? OFFER_COPY.loading : OFFER_COPY.working}</h1>
        <Spinner label={phase === 'loading' ? OFFER_COPY.loading : OFFER_COPY.working} />
      </>
    );
  }
  if (phase === 'adjusting') return <CreditLimitAdjust />;
  switch (offerView(findProduct(productCode)?.productType, productCode, offers)) {
    case 'credit':
      return <CreditOfferView />;
    case 'overdraft':
      return <OverdraftOfferView />;
    case 'multi':
      return <MultiOfferView />;
    default:
      return <StandardOfferView />;
  }
}
