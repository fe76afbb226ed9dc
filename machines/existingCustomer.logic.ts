// The existing-customer region's own guards and actions (doc 1 §4 "Existing-customer data", "Portal"; the regular
// saver's customer profile), composed into the one setup() by setup.ts.
import { isRegularSaverGroup } from '../content/productFacts';
import type { JourneyError } from './actorContracts';
import { needsCustomerDetails, withCaseData, withCustomerDetails } from './existingCustomer';
import { type JourneyGuard, journeyAssign, outputOf } from './logic';
import { type RegularSaverOutcome, regularSaverOutcome } from './regularSaver';

export const existingCustomerGuards = {
  /** doc 1 §4 "Existing-customer data": step 1 of an authenticated existing customer starts from the records. */
  needsCustomerDetails: (({ context }) => needsCustomerDetails(context)) satisfies JourneyGuard,
  isRegularSaverProduct: (({ context }) => isRegularSaverGroup(context.productCode)) satisfies JourneyGuard,
  regularSaverOutcomeIs: (({ event }, params) => {
    const profile = outputOf(event, 'fetchCustomerProfile');
    return profile !== undefined && regularSaverOutcome(profile) === params.outcome;
  }) satisfies JourneyGuard<{ outcome: RegularSaverOutcome }>,
};

export const existingCustomerActions = {
  /** The records' details in the form (machines/existingCustomer.ts); nothing new to save on their account. */
  storeCustomerDetails: journeyAssign(({ context, event }) => {
    const details = outputOf(event, 'fetchCustomerDetails');
    return details ? { form: withCustomerDetails(context.form, details), customerDetailsLoaded: true } : {};
  }),
  /** A resumed case's captured data under the form's own values, and its product when the link named none. */
  storeCaseData: journeyAssign(({ context, event }) => {
    const captured = outputOf(event, 'fetchCaptureTask');
    if (!captured) return {};
    const form = withCaseData(context.form, captured);
    const productCode = context.productCode ?? form.productCode;
    return { form: { ...form, productCode }, productCode };
  }),
  storeUnderage: journeyAssign(() => ({
    error: { source: 'regularSaver', code: 'under_16', status: 0 } as JourneyError,
  })),
};
