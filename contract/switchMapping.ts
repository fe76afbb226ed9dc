// The switch form to the switch payload of doc 2 §7.2 and back (the contract's mapping, like mapping.ts for the
// enquiry): pure, used by the client to build the body and by the platform to run the form's field rules on what it
// received (switchViolation), so both sides check the one declaration of content/fields/switching.ts.
import { SWITCH_TYPES } from '../content/options';
import type { ApplicationForm } from './applicationForm';
import { fromApiDate, toApiDate } from './dates';
import type { SwitchRequest } from './switchSchemas';

export interface NewAccount {
  sortCode: string;
  accountNumber: string;
}

const digitsOf = (value: string | undefined) => (value ?? '').replace(/\D/g, '');

export function switchPayload(form: ApplicationForm, newAccount: NewAccount, nationality?: string): SwitchRequest {
  const hasCard = form.switchHasDebitCard === 'Yes';
  return {
    switch_type: SWITCH_TYPES.find((type) => type.value === form.switchType)?.apiValue ?? 'FULL',
    customer_info: { ...(nationality ? { nationality } : {}), country_of_residence: 'GB' },
    new_account: { sort_code: digitsOf(newAccount.sortCode), account_number: digitsOf(newAccount.accountNumber) },
    old_account: {
      name: (form.switchAccountName ?? '').trim(),
      debit_card: hasCard,
      sort_code: digitsOf(form.switchSortCode),
      account_number: digitsOf(form.switchAccountNumber),
      ...(hasCard
        ? { card_number: digitsOf(form.switchDebitCardPan), card_expiry: form.switchDebitCardExpiration }
        : {}),
    },
    complete_date: toApiDate(form.switchDate ?? '') ?? form.switchDate ?? '',
  };
}

/** The form values a payload stands for, so the platform checks them with the screen's rules. */
export function switchFormOf(payload: SwitchRequest): ApplicationForm {
  const type = SWITCH_TYPES.find((option) => option.apiValue === payload.switch_type);
  const full = payload.switch_type === 'FULL';
  return {
    wantsToSwitch: 'Yes',
    switchType: type?.value,
    switchAccountName: payload.old_account.name,
    switchAccountNumber: payload.old_account.account_number,
    switchSortCode: payload.old_account.sort_code,
    switchHasDebitCard: payload.old_account.debit_card ? 'Yes' : 'No',
    switchDebitCardPan: payload.old_account.card_number,
    switchDebitCardExpiration: payload.old_account.card_expiry,
    switchDate: fromApiDate(payload.complete_date) ?? payload.complete_date,
    // Sending the call is the applicant's consent and acceptance of the terms of the chosen type (doc 2 §5.7).
    switchCloseOldAccount: true,
    ...(full ? { switchAcceptFullTCs: true } : { switchAcceptPaymentsTCs: true }),
  };
}
