// The years content/bankHolidayDates.ts lists (scripts/bankHolidayDates.ts): a switch date is within 90 days of
// today (doc 2 §5.7), so these are the years an applicant can meet until 2099.
export const BANK_HOLIDAY_YEARS = { from: 2000, to: 2099 } as const;
