// Which issue numbers each bond catalogue has (doc 2 §3.10: cash ISA bond issues 41 to 56, the savings bond issue 3),
// apart from their figures (content/bonds.ts): the journey checks a link's `issue` (doc 1 §2) when it starts, and the
// start page carries these numbers only, not the catalogue (issue 16, src/startChunk.test.ts).

export type BondCatalogue = 'cashIsaBond' | 'savingsBond';

export const BOND_ISSUE_NUMBERS: Readonly<Record<BondCatalogue, readonly number[]>> = {
  cashIsaBond: Array.from({ length: 16 }, (_, index) => 41 + index),
  savingsBond: [3],
};

/** The issue number a link names, when the catalogue has it (the `issue` query parameter is text). */
export function bondIssueNumber(catalogue: BondCatalogue, issue: number | string | undefined): number | undefined {
  const number = typeof issue === 'string' ? Number(issue) : issue;
  return number !== undefined && BOND_ISSUE_NUMBERS[catalogue].includes(number) ? number : undefined;
}
