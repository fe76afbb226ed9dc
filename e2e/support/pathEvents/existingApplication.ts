// An existing customer's application, logged in through the login app, up to the offer, as the sandbox answers it
// (content/scenarios.ts: an ordinary applicant is processed, then offered): the outcome labels the personas that apply
// this way share (pathEvents/creditCard.ts, pathEvents/transferStepUp.ts), so that they stay one list.
export const PROCESSING = 'fetchNextTask✓(applicationprocessing)';
export const OFFERED = 'fetchNextTask✓(offer)';

export const EXISTING_CUSTOMER_TO_OFFER = [
  'fetchCurrentUser✓',
  'fetchCustomerDetails✓',
  'createCase✓',
  'updateCase✓',
  'submitCase✓',
  PROCESSING,
  OFFERED,
  'fetchOffers✓(an offer)',
] as const;
