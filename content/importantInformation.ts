// The important information of doc 3 §9 an applicant reads on review, by product: fees, rates, limits, notice periods,
// ISA, bond and credit card figures, every one filled from content/figures.ts (the one place of doc 3 §9's figures)
// or from the product's own rates, charges and terms (content/products.ts). content/docThreeCopy.test.ts checks each
// figure of doc 3 §9 reaches the copy.
import { FIGURES, inWords, pounds } from './figures';
import type { ProductDefinition } from './products';

const { general, currentAccounts, savings, switching, hours } = FIGURES;

/** An EAR as doc 3 writes it: two decimals (18.85%, 19.90%). */
const ear = (rate: number) => `${rate.toFixed(2)}%`;

function generalItems(product: ProductDefinition): string[] {
  const deposits = product.productType !== 'credit-card';
  return [
    ...(deposits
      ? [
          `Eligible deposits are protected up to ${pounds(general.fscsProtection)} by the Financial Services Compensation Scheme.`,
        ]
      : []),
    `You can cancel within ${general.cancellationDays} days of opening${product.productType === 'credit-card' || product.supportsOverdraft ? `, and repay what you have borrowed within ${general.repayDays} days` : ''}.`,
    `We give ${general.rateIncreaseNoticeDays} days' notice of a rate increase, ${inWords(general.changeNoticeMonths)} months' notice of other changes and ${general.closureNoticeDays} days' notice before we close an account.`,
    `We confirm your account within ${inWords(general.confirmationWorkingDays)} working days.`,
  ];
}

function currentAccountItems(product: ProductDefinition): string[] {
  const rates = product.rates;
  const charges = product.charges;
  if (!rates || !charges) return [];
  return [
    ...(product.supportsOverdraft
      ? [
          `Arranged overdraft: ${ear(rates.earOverdraft)} EAR variable. Representative example: an arranged overdraft of ${pounds(currentAccounts.exampleOverdraft)} at ${ear(rates.earOverdraft)} EAR variable.`,
          `Other overdraft rates: ${ear(rates.midEarmaxEar)} EAR and at most ${ear(rates.maxEarOverdraft)} EAR, variable.`,
          `Planned borrowing fee ${pounds(rates.monthlyPlannedBorrowingFee)} a month; unplanned borrowing fee ${pounds(charges.unplannedBorrowingDailyFee)} a day, with a ${pounds(charges.overdraftBuffer)} buffer.`,
        ]
      : []),
    `Unpaid item fee ${pounds(charges.unpaidItemFee)}; refused payment fee ${pounds(charges.refusedPaymentFee)}; unarranged charges are capped at ${pounds(charges.monthlyUnarrangedCap)} a month.`,
    `Take out up to ${pounds(charges.dailyAtmWithdrawal)} a day from cash machines.`,
    `You can hold up to ${currentAccounts.maximumDirectAccounts} direct accounts; each needs ${pounds(currentAccounts.directAccountMonthlyDeposit)} paid in every month.`,
    `Your card and PIN arrive in ${general.cardAndPinDays} working days.`,
    `Switch your account to us in ${switching.guaranteeBusinessDays} business days with the switch guarantee; a payment transfer runs over ${switching.paymentTransferMonths} months.`,
  ];
}

function savingsItems(product: ProductDefinition): string[] {
  const items = [`Interest is paid annually on ${savings.interestPaid}.`];
  if (product.group === 'regularSaverExclusive') {
    items.push(
      `16 and 17 year olds apply in a branch: our branches are open ${hours.branch.join(', ')}.`,
      `If your application is deferred we review it within ${inWords(general.deferredReviewBusinessDays)} business days.`,
    );
  }
  if (product.group === 'fixedRateBond') {
    const bond = savings.savingsBondIssue3;
    items.push(
      `Issue 3 is on sale from ${bond.salePeriod}; deposits must reach us by ${bond.depositEnd}.`,
      `It matures on ${bond.maturity} at a fixed ${bond.rate}% and then becomes a ${bond.convertsTo}: you can take your money out within ${bond.conversionWithdrawalDays} days of the change, and we write to you ${bond.maturityNoticeDays} days before maturity.`,
      `Transfer in from ${pounds(savings.bondTransfer.minimumFromIssue48)} up to ${pounds(savings.bondTransfer.maximum)}.`,
    );
  }
  return items;
}

function cashIsaItems(product: ProductDefinition): string[] {
  const items = [
    `The overall ISA allowance is ${pounds(savings.isaAllowance.amount)} for the ${savings.isaAllowance.taxYear} tax year.`,
    `Interest is paid annually on ${savings.interestPaid}.`,
  ];
  if (product.code === 'IM458') {
    const htb = savings.helpToBuyIsa;
    items.push(
      `Save up to ${pounds(htb.monthly)} a month (${pounds(htb.yearly)} a year), plus ${pounds(htb.openingExtra)} when you open it; you must be ${htb.holderMinimumAge} or over.`,
    );
  }
  if (product.group === 'cashIsaIssue') {
    items.push(
      `Transfer in at least ${pounds(savings.bondTransfer.minimumIssues41To47)} for issues 41 to 47, ${pounds(savings.bondTransfer.minimumFromIssue48)} from issue 48, up to ${pounds(savings.bondTransfer.maximum)}.`,
      `A transfer in from another provider takes up to ${inWords(general.balanceTransferWorkingDays)} working days.`,
    );
  }
  return items;
}

function creditCardItems(product: ProductDefinition): string[] {
  const terms = product.creditCardTerms;
  if (!terms) return [];
  return [
    `Purchase rate ${terms.purchaseApr}% APR variable; cash rate ${terms.cashApr}% APR variable.`,
    `Balance transfer fee ${terms.balanceTransferFeePercent}% (minimum ${pounds(terms.balanceTransferFeeMinimum)}); cash fee ${terms.cashFeePercent}% (minimum ${pounds(terms.cashFeeMinimum)}); non-sterling transaction fee ${terms.nonSterlingFeePercent}%.`,
    `Up to ${inWords(FIGURES.creditCards.onlineBalanceTransfers)} balance transfers online, together no more than your credit limit, with no fee for making them online.`,
    `Late payment fee ${pounds(terms.lateFee)}; over-limit fee ${pounds(terms.overLimitFee)}; copy statement fee ${pounds(terms.copyFee)}.`,
    `Your minimum payment is interest, fees and ${terms.minimumPaymentPercent}% of the balance, or ${pounds(terms.minimumPaymentFloor)}, whichever is more.`,
    `Credit limits start at ${pounds(terms.minimumCreditLimit)}, in steps of ${pounds(terms.creditLimitStep)}.`,
    `We give you ${general.directDebitNoticeWorkingDays} working days' notice before the first Direct Debit.`,
    `An additional cardholder form must be returned within ${inWords(FIGURES.creditCards.additionalCardholderFormWorkingDays)} working days.`,
    `A balance transfer takes up to ${inWords(general.balanceTransferWorkingDays)} working days.`,
  ];
}

/** The important-information lines of a product, in the order review shows them. */
export function importantInformationOf(product: ProductDefinition): string[] {
  const byType: Record<ProductDefinition['productType'], (p: ProductDefinition) => string[]> = {
    current: currentAccountItems,
    savings: savingsItems,
    cashISA: cashIsaItems,
    'credit-card': creditCardItems,
  };
  return [...byType[product.productType](product), ...generalItems(product)];
}
