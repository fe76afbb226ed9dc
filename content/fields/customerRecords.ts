// What the chart reads of an existing customer's records as the journey starts (doc 1 §4, doc 2 §4): the two
// sentinel National Insurance numbers that are never shown and the marketing preferences rule. Kept apart from
// existingCustomer.ts (its read-only fields, masks and the title list of content/options.ts), which loads with step 1
// and review, so that the start page's chart does not carry them (issue 16: start page ≤ 100 KB).
import type { ApplicationForm } from '../../contract/applicationForm';

// ---------------------------------------------------------------- sentinel NI numbers (doc 2 §4)

/**
 * doc 2 §4: "two sentinel NI numbers are hidden from display". The spec does not give them; this product reads them
 * as the all-zero and all-nine placeholders a bank's records hold when no real number is known. They are never shown
 * and never loaded into the form: the applicant is asked for the number as any applicant is.
 */
export const SENTINEL_NI_NUMBERS: readonly string[] = ['AA000000A', 'ZZ999999Z'];

export function isSentinelNiNumber(niNumber: string | undefined): boolean {
  const squashed = niNumber?.replace(/\s+/g, '').toUpperCase();
  return squashed !== undefined && SENTINEL_NI_NUMBERS.includes(squashed);
}

// ---------------------------------------------------------------- marketing preferences (doc 1 §4)

type ConsentName = 'consentEmail' | 'consentInternetBanking' | 'consentMessaging' | 'consentVoice' | 'consentPost';

/** The preference types of GET /user/preferences (doc 1 §7) and the consent question of review each answers. */
export const MARKETING_PREFERENCE_FIELDS: Readonly<Record<string, ConsentName>> = {
  EMAIL: 'consentEmail',
  ONLINE: 'consentInternetBanking',
  SMS: 'consentMessaging',
  PHONE: 'consentVoice',
  POST: 'consentPost',
};

/** One preference per consent question of review (doc 2 §3.1: five consent flags). */
export const MARKETING_PREFERENCE_COUNT = 5;

/** doc 1 §4 "Marketing preferences load only if the count is 0 or 5, otherwise a UI error". */
export function marketingPreferencesLoadable(count: number): boolean {
  return count === 0 || count === MARKETING_PREFERENCE_COUNT;
}

/**
 * The consent answers the customer's marketing preferences give: with 0 or 5 preferences, each known type as Yes
 * (Y) or No (N) (0 preferences answer nothing, so every question is asked); with another count, undefined: nothing is
 * loaded and review asks all five.
 */
export function marketingConsentsOf(
  preferences: readonly { type: string; value: 'Y' | 'N' }[],
): Partial<Pick<ApplicationForm, ConsentName>> | undefined {
  if (!marketingPreferencesLoadable(preferences.length)) return undefined;
  const consents: Partial<Pick<ApplicationForm, ConsentName>> = {};
  for (const preference of preferences) {
    const name = MARKETING_PREFERENCE_FIELDS[preference.type.toUpperCase()];
    if (name) consents[name] = preference.value === 'Y' ? 'Yes' : 'No';
  }
  return consents;
}
