// The figures of doc 3 §9 in one place: copy fills its placeholders from here (content/productContentFiles.ts), and
// content/figures.test.ts checks every figure doc 3 gives is here, written as doc 3 writes it.

/**
 * Pounds as copy shows them: £85,000, £7.50, £2 (en-GB grouping; pence only when there are any, rounded half up).
 * Written out rather than with toLocaleString: content builds about 40 amounts when the start page loads, and each
 * toLocaleString builds an Intl.NumberFormat, which cost the start page 730 ms of main thread at 4x (issue 16).
 * content/figures.test.ts checks it against Intl.
 */
export function pounds(amount: number): string {
  const whole = Number.isInteger(amount);
  // toPrecision(12) first: 1.005 * 100 is 100.49999999999999 in binary, and Intl rounds 1.005 to 1.01
  const text = whole
    ? String(Math.abs(amount))
    : (Math.round(Number((Math.abs(amount) * 100).toPrecision(12))) / 100).toFixed(2);
  const [units = '', pence] = text.split('.');
  const grouped = units.replace(/\B(?=(\d{3})+$)/g, ',');
  return `£${amount < 0 ? '-' : ''}${grouped}${pence === undefined ? '' : `.${pence}`}`;
}

const WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'] as const;

/** A count as copy writes it in words ("two business days", "within five working days"); above ten in figures. */
export function inWords(count: number): string {
  return WORDS[count] ?? String(count);
}

export const FIGURES = {
  general: {
    minimumAge: 18,
    minimumAgeSomeProducts: 16,
    maximumAge: 120,
    fscsProtection: 85_000,
    cancellationDays: 14,
    repayDays: 30,
    rateIncreaseNoticeDays: 30,
    changeNoticeMonths: 2,
    closureNoticeDays: 90,
    deferredReviewBusinessDays: 2,
    documentUploadDays: 28,
    cardAndPinDays: '3 to 5',
    directDebitNoticeWorkingDays: 10,
    confirmationWorkingDays: 3,
    balanceTransferWorkingDays: 10,
  },
  currentAccounts: {
    monthlyFee: { IM135: 0, IM800: 0, IM125: 7.5, IM136: 2, IM750: 2, isaIssues: 2 },
    packageFeeAfterFreeMonths: { fee: 2, freeMonths: 12 },
    plannedBorrowingFeePerMonth: 6,
    unplannedBorrowingFeePerDay: 6,
    unpaidItemFee: 15,
    refusedPaymentFee: 4,
    monthlyUnarrangedCap: { plus: 20, other: 100 },
    earOverdraft: { IM135: 18.85, IM125: 18.85, other: 19.9 },
    midEar: 29.9,
    maxEar: 39.9,
    overdraftBuffer: 25,
    exampleOverdraft: 1_200,
    overdraftLimit: { minimum: 50, maximum: 5_000, step: 50 },
    dailyAtmWithdrawal: 350,
    maximumDirectAccounts: 2,
    directAccountMonthlyDeposit: 1_000,
  },
  savings: {
    regularSaver: { monthlyMaximum: 250, termMonths: 12, balanceCap: 3_000, aer: 2 },
    isaAllowance: { amount: 15_240, taxYear: '2016/17' },
    flexiIsaMinimumMonthlyDeposit: 10,
    helpToBuyIsa: {
      monthly: 200,
      yearly: 2_400,
      openingExtra: 1_000,
      bonusPercent: 25,
      bonusFrom: 1_600,
      bonusTo: 12_000,
      homeUnder: 250_000,
      homeUnderLondon: 450_000,
      holderMinimumAge: 16,
    },
    interestPaid: '31 December or the next business day',
    bondTransfer: { minimumIssues41To47: 2_000, minimumFromIssue48: 10, maximum: 5_000_000 },
    savingsBondIssue3: {
      salePeriod: '21 June 2017 to 31 August 2017',
      depositEnd: '5pm on 31 August 2017',
      maturity: '28 September 2018',
      rate: 0.2,
      convertsTo: '95 Day Notice Account',
      conversionWithdrawalDays: 14,
      maturityNoticeDays: 35,
    },
  },
  creditCards: {
    purchasesOfferMonths: 26,
    balanceTransferOfferMonths: 12,
    onlineBalanceTransfers: 3,
    balanceTransferFee: { percent: 3, minimum: 3 },
    cashFee: { percent: 3, minimum: 3 },
    nonSterlingFeePercent: 2.95,
    purchaseRateApr: { main: 18.9, otherBrand: 9.9 },
    cashRateApr: 27.9,
    lateFee: 12,
    overLimitFee: 12,
    copyFee: 5,
    minimumPayment: { percent: 1, floor: 5 },
    creditLimit: { minimum: 500, step: 100 },
    additionalCardholderFormWorkingDays: 5,
  },
  switching: {
    guaranteeBusinessDays: 7,
    paymentTransferMonths: 3,
    accountNameMax: 18,
    sortCodeDigits: 6,
    accountNumberDigits: 8,
    cardNumberDigits: 16,
  },
  hours: {
    branch: ['Monday to Friday 8am-6pm', 'Saturday 9am-1pm'],
    phone: ['Monday to Friday 8am-8pm', 'Saturday 9am-5pm', 'Sunday 10am-5pm'],
  },
} as const;
