// The bond catalogue (doc 2 §3.8 bond issue data, §3.10, §9; doc 3 §3, §9): cash ISA bond issues 41 to 56 and
// the savings bond issue 3. The spec gives the transfer limits of every issue and all the figures of issue 3;
// for issues 41 to 56 it shows neither rates, dates nor names ("Interest rates for issues 41-56 other than the
// one stated in section 9 are not shown", doc 3 §3). Those values are the product's own and marked `chosen`.

import { BOND_ISSUE_NUMBERS, type BondCatalogue, bondIssueNumber } from './bondIssueNumbers';

export interface BondIssue {
  /** The issue number carried by the `issue` query parameter (doc 1 "Query and hash parameters"). */
  issue: number;
  catalogue: BondCatalogue;
  name: string;
  /** YYYY-MM-DD */
  maturityDate: string;
  /** Percent a year (0.2 is 0.2%). */
  interestRate: number;
  /** Pounds. */
  minimumTransfer: number;
  maximumTransfer: number;
  /** YYYY-MM-DD, both included. */
  salePeriod: { from: string; to: string };
  /** Deposits end at this local time (ISO without zone, UK time). */
  depositEnd: string;
  /** The account the bond becomes at maturity. */
  conversionAccount: string;
  conversionWithdrawPeriodDays: number;
  maturityNotificationDays: number;
  /** Which values the spec does not give and this catalogue chose. */
  chosen?: readonly ('name' | 'maturityDate' | 'interestRate' | 'salePeriod' | 'depositEnd' | 'conversion')[];
}

/** doc 2 §9, doc 3 §9: maximum transfer 5,000,000 for every issue. */
export const BOND_MAXIMUM_TRANSFER = 5_000_000;

/** doc 2 §9: minimum transfer 2000 for issues 41 to 47, 10 from issue 48 onward. */
export function cashIsaBondMinimumTransfer(issue: number): number {
  return issue <= 47 ? 2000 : 10;
}

/** Issue 41 opened in January 2016; each later issue a quarter after the one before (chosen). */
function cashIsaBondIssue(issue: number): BondIssue {
  const index = issue - 41;
  const saleStart = new Date(Date.UTC(2016, index * 3, 1));
  const saleEnd = new Date(Date.UTC(2016, index * 3 + 3, 0));
  const maturity = new Date(Date.UTC(2018 + (index % 3), index * 3 + 3, 0));
  const iso = (date: Date) => date.toISOString().slice(0, 10);
  return {
    issue,
    catalogue: 'cashIsaBond',
    name: `Fixed Rate Cash ISA Issue ${issue}`,
    maturityDate: iso(maturity),
    // chosen: a falling, then recovering, fixed rate across the issues
    interestRate: Math.round((1.5 - (index % 8) * 0.1 + Math.floor(index / 8) * 0.25) * 100) / 100,
    minimumTransfer: cashIsaBondMinimumTransfer(issue),
    maximumTransfer: BOND_MAXIMUM_TRANSFER,
    salePeriod: { from: iso(saleStart), to: iso(saleEnd) },
    depositEnd: `${iso(saleEnd)}T17:00:00`,
    conversionAccount: 'Instant Access Cash ISA',
    conversionWithdrawPeriodDays: 14,
    maturityNotificationDays: 35,
    chosen: ['name', 'maturityDate', 'interestRate', 'salePeriod', 'depositEnd', 'conversion'],
  };
}

/** Cash ISA bond issues 41 to 56 (doc 2 §3.10). */
export const CASH_ISA_BOND_ISSUES: readonly BondIssue[] = BOND_ISSUE_NUMBERS.cashIsaBond.map((issue) =>
  cashIsaBondIssue(issue),
);

/**
 * Savings bond issue 3 (doc 2 §9, doc 3 §9): sale 21 June 2017 to 31 August 2017, deposits end 5pm on 31 August
 * 2017, maturity 28 September 2018, 0.2%, converts to a 95 Day Notice Account, 14-day conversion withdrawal
 * period, 35-day maturity notice. Minimum transfer 10: the spec's limits count issues "48 onward" and "41-47",
 * which this issue is neither of; 10 is the lower, the figure of the issues on sale with it (chosen).
 */
export const SAVINGS_BOND_ISSUE_3: BondIssue = {
  issue: 3,
  catalogue: 'savingsBond',
  name: 'Fixed Rate Bond Issue 3',
  maturityDate: '2018-09-28',
  interestRate: 0.2,
  minimumTransfer: 10,
  maximumTransfer: BOND_MAXIMUM_TRANSFER,
  salePeriod: { from: '2017-06-21', to: '2017-08-31' },
  depositEnd: '2017-08-31T17:00:00',
  conversionAccount: '95 Day Notice Account',
  conversionWithdrawPeriodDays: 14,
  maturityNotificationDays: 35,
  chosen: ['name'],
};

export const BOND_ISSUES: readonly BondIssue[] = [...CASH_ISA_BOND_ISSUES, SAVINGS_BOND_ISSUE_3];

/** The issue of a catalogue by its number (the `issue` query parameter is text). */
export function findBondIssue(
  catalogue: BondIssue['catalogue'],
  issue: number | string | undefined,
): BondIssue | undefined {
  const number = bondIssueNumber(catalogue, issue);
  return BOND_ISSUES.find((bond) => bond.catalogue === catalogue && bond.issue === number);
}

/** The latest issue of a catalogue, used when the URL names none. */
export function latestBondIssue(catalogue: BondIssue['catalogue']): BondIssue {
  const issues = BOND_ISSUES.filter((bond) => bond.catalogue === catalogue);
  return issues.reduce((latest, bond) => (bond.issue > latest.issue ? bond : latest));
}

/** doc 2 §5.4: the bond savings amount lies between the issue's minimum and maximum transfer, both included. */
export function isWithinBondLimits(issue: BondIssue, amount: number): boolean {
  return Number.isInteger(amount) && amount >= issue.minimumTransfer && amount <= issue.maximumTransfer;
}
