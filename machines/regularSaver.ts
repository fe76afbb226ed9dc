// After authentication for the Regular Saver Exclusive group (IM760, IM631-IM640, IM632), doc 1 §4: under 16 the
// error task; 16 or 17 apply in a branch; one already held (joint included) the existing-account page; no current
// account from the listed codes the open-a-current-account page; otherwise on to eligibility.
export type RegularSaverOutcome = 'underage' | 'applyInBranch' | 'existingAccount' | 'openCurrentAccount' | 'eligible';

/** The current accounts that qualify (doc 1 §4 "the listed current-account codes"; API codes, IM prefix stripped). */
export const QUALIFYING_CURRENT_ACCOUNTS = ['135', '125', '136', '750', '753', '800'] as const;

/** The Regular Saver Exclusive codes as the API carries them. */
const REGULAR_SAVER_API_CODES = ['760', '632', '631', '633', '634', '635', '636', '637', '638', '639', '640'];

export interface CustomerProfile {
  ageYears: number;
  accounts: { accountType: string; productCode: string }[];
}

export function regularSaverOutcome(profile: CustomerProfile): RegularSaverOutcome {
  if (profile.ageYears < 16) return 'underage';
  if (profile.ageYears < 18) return 'applyInBranch';
  if (profile.accounts.some((account) => REGULAR_SAVER_API_CODES.includes(account.productCode)))
    return 'existingAccount';
  const holdsCurrent = profile.accounts.some(
    (account) =>
      account.accountType === 'current' &&
      (QUALIFYING_CURRENT_ACCOUNTS as readonly string[]).includes(account.productCode),
  );
  return holdsCurrent ? 'eligible' : 'openCurrentAccount';
}
