// What the form is loaded with (doc 1 §4 "Existing-customer data", "Portal"): an existing customer's details from
// the bank's records, before step 1 shows (capture.ts), and a resumed case's captured data, before its eligibility
// page (submission.ts). Pure functions of the chart's context, unit-tested in existingCustomer.test.ts; the chart
// calls them through the named guards and actions of setup.ts.
import { isSentinelNiNumber, marketingConsentsOf } from '../content/fields/customerRecords';
import type { ApplicationForm, FormAddress } from '../contract/applicationForm';
import { isExistingCustomerCase } from '../contract/applicationForm';
import type { CustomerDetailsOutput } from './actorContracts';
import type { JourneyContext } from './journeyTypes';

type Context = Pick<JourneyContext, 'form' | 'subType' | 'accessToken' | 'customerDetailsLoaded'>;

/** An authenticated existing customer whose details from the records are not in the form yet. */
export function needsCustomerDetails(context: Context): boolean {
  return isExistingCustomerCase(context) && context.accessToken !== undefined && !context.customerDetailsLoaded;
}

const CONSENTS = ['consentEmail', 'consentInternetBanking', 'consentMessaging', 'consentVoice', 'consentPost'] as const;

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

/** The values of a form that say something (undefined and blank left out), so that they can be laid over others. */
function definedValues(form: ApplicationForm): ApplicationForm {
  return Object.fromEntries(Object.entries(form).filter(([, value]) => !isBlank(value))) as ApplicationForm;
}

/**
 * A resumed case's captured data under what this tab's form already holds: the case type, existing flag, case id,
 * username and tasks Resume copied, the eligibility answers just given, anything typed since, all stay. The saved
 * email was confirmed when it was given (the confirmation itself is not sent, doc 2 §7.1), so it is not asked again.
 */
export function withCaseData(form: ApplicationForm, captured: ApplicationForm): ApplicationForm {
  const confirmed = captured.emailAddress ? { emailAddressConfirmation: captured.emailAddress } : {};
  return { ...captured, ...confirmed, ...definedValues(form) };
}

/** The current address from the records, keeping what the applicant said of it (date moved, status). */
function recordsAddress(details: CustomerDetailsOutput, current: FormAddress | undefined): FormAddress {
  return {
    addressType: 'domestic',
    houseNumber: details.address.houseNumber,
    streetName: details.address.streetName,
    city: details.address.city,
    postcode: details.address.postcode,
    country: 'GB',
    ...(current?.dateMoved ? { dateMoved: current.dateMoved } : {}),
    ...(current?.residentialStatus ? { residentialStatus: current.residentialStatus } : {}),
  };
}

/**
 * The customer's details in the form. What the applicant cannot change (doc 2 §4: title, names, date of birth,
 * gender, phone, current address) is the records' and replaces what the form held; what they can (email, the NI
 * number, marketing consents) is a default where the form has no answer yet. A sentinel NI number (doc 2 §4) is not
 * loaded; marketing preferences are loaded only when there are 0 or 5 (doc 1 §4). The real values go into the form:
 * masks are for display only, so what is sent to the platform is what the records hold (doc 2 §7.1).
 */
export function withCustomerDetails(form: ApplicationForm, details: CustomerDetailsOutput): ApplicationForm {
  const [current, ...previous] = form.addresses ?? [];
  const next: ApplicationForm = {
    ...form,
    customerNumber: details.customerNumber,
    title: details.title,
    firstName: details.firstName,
    lastName: details.lastName,
    gender: details.gender,
    dateOfBirth: details.dateOfBirth || form.dateOfBirth,
    phoneNumber: details.phoneNumber ?? form.phoneNumber,
    addresses: [recordsAddress(details, current), ...previous],
  };
  if (isBlank(form.emailAddress) && details.emailAddress) {
    next.emailAddress = details.emailAddress;
    next.emailAddressConfirmation = details.emailAddress;
  }
  if (details.niNumber && !isSentinelNiNumber(details.niNumber) && isBlank(form.niNumber) && !form.niNumberQuestion) {
    next.niNumberQuestion = 'Yes';
    next.niNumber = details.niNumber.replace(/\s+/g, '').toUpperCase();
  }
  const consents = marketingConsentsOf(details.marketingPreferences);
  if (consents && CONSENTS.every((name) => isBlank(form[name]))) Object.assign(next, consents);
  return next;
}
