// Test fixtures (imported by tests only): the steps 1 and 2 form both the screens' rules and the platform's accept,
// shared by the rule engine's tests (validationAgreement, changedFieldRules, enquiryRules).
import type { FormAddress } from './applicationForm';
import type { EnquiryForm } from './mapping';

/** A UK home address every rule accepts. */
export const HOME_ADDRESS: FormAddress = {
  addressType: 'domestic',
  houseNumber: '3',
  streetName: 'Wharfedale Row',
  city: 'Leeds',
  postcode: 'LS1 4AP',
  dateMoved: '01-06-2019',
};

/** A form both sides accept: every answer of steps 1 and 2 of a current account. */
export const VALID_ENQUIRY_FORM: EnquiryForm = {
  title: 'Ms',
  gender: 'Female',
  firstName: 'Ada',
  lastName: 'Testperson',
  dateOfBirth: '12-04-1990',
  maritalStatus: 'Single',
  hasDependants: 'No',
  residentialStatus: 'Tenant Private',
  addresses: [HOME_ADDRESS],
  phoneNumber: '07700900123',
  emailAddress: 'ada@example.com',
  emailAddressConfirmation: 'ada@example.com',
  contactMethods: ['EMAIL'],
  employmentStatus: 'Full time',
  employerName: 'Example Ltd',
  employmentStartDate: '01-09-2010',
  nationality: 'GB',
  countryBorn: 'GB',
  cityBorn: 'Leeds',
  grossAnnualIncome: '36000',
  netMonthlyIncome: '2500',
  mortgageOrRentExpenditure: '900',
  expenditureOther: '300',
  requiresOverdraft: 'No',
};
