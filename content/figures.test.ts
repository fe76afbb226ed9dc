// doc 3 §9 "Business constants and limits (copy figures)": each figure is in content/figures.ts, and the copy that
// states one takes it from there.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIGURES, pounds } from './figures';
import { M_SAVER_CONTENT, VM_SAVINGS_CONTENT } from './productContentFiles';

/** doc 3 §9, figure by figure, as doc 3 writes it; each must appear among FIGURES' values. */
const DOC_3_FIGURES: readonly (number | string)[] = [
  18,
  16,
  120,
  85_000,
  14,
  30,
  90,
  28,
  10,
  3,
  '3 to 5',
  0,
  7.5,
  2,
  12,
  6,
  15,
  4,
  20,
  100,
  18.85,
  19.9,
  29.9,
  39.9,
  25,
  1_200,
  50,
  5_000,
  350,
  1_000,
  250,
  3_000,
  15_240,
  '2016/17',
  200,
  2_400,
  1_600,
  12_000,
  250_000,
  450_000,
  '31 December or the next business day',
  2_000,
  5_000_000,
  '21 June 2017 to 31 August 2017',
  '5pm on 31 August 2017',
  '28 September 2018',
  0.2,
  '95 Day Notice Account',
  35,
  26,
  2.95,
  18.9,
  9.9,
  27.9,
  5,
  500,
  1,
  7,
  18,
  8,
  'Monday to Friday 8am-6pm',
  'Saturday 9am-1pm',
  'Monday to Friday 8am-8pm',
  'Saturday 9am-5pm',
  'Sunday 10am-5pm',
];

function leaves(value: unknown): unknown[] {
  if (value && typeof value === 'object') return Object.values(value).flatMap(leaves);
  return [value];
}

describe('the figures of doc 3 §9', () => {
  const all = leaves(FIGURES);
  it.each(DOC_3_FIGURES.map((figure) => [String(figure), figure]))('has %s', (_, figure) => {
    expect(all).toContain(figure);
  });

  it('writes pounds as Intl writes them in en-GB, without building a number format per amount (issue 16)', () => {
    // toLocaleString('en-GB', options) is this format (ECMA-402), built once here rather than per amount
    const whole = new Intl.NumberFormat('en-GB', { minimumFractionDigits: 0, maximumFractionDigits: 2 });
    const pence = new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const intl = (amount: number) => `£${(Number.isInteger(amount) ? whole : pence).format(amount)}`;
    const amounts = [
      0, 1, 2, 7.5, 12.75, 1.005, 2.675, 0.125, 999.995, 1000, 15_240, 85_000, 1_234_567.891, 20_000_000,
    ];
    for (let pence = 1; pence < 200_000; pence += 101) amounts.push(pence / 100, pence / 1000, pence * 10);
    expect(amounts.filter((amount) => pounds(amount) !== intl(amount))).toEqual([]);
  });

  it('writes pounds as copy shows them', () => {
    expect(pounds(FIGURES.general.fscsProtection)).toBe('£85,000');
    expect(pounds(FIGURES.currentAccounts.monthlyFee.IM125)).toBe('£7.50');
    expect(pounds(FIGURES.savings.regularSaver.monthlyMaximum)).toBe('£250');
  });

  it('fills the regular saver copy of the VM savings content from the figures', () => {
    const { monthlyMaximum, termMonths, aer, balanceCap } = FIGURES.savings.regularSaver;
    for (const code of ['IM760', 'IM632']) {
      const summary = VM_SAVINGS_CONTENT.products[code]?.summary.join(' ') ?? '';
      expect(summary).toContain(`${pounds(monthlyMaximum)} each calendar month for ${termMonths} months`);
      expect(summary).toContain(`${aer}% AER on balances up to ${pounds(balanceCap)}`);
    }
    expect(Object.keys(M_SAVER_CONTENT.products)).toEqual(['IM751', 'IM754']);
  });
});

describe('doc 3 §9 figures live in content/figures.ts only', () => {
  // Every content file's text, comments left out and each `${…}` placeholder blanked: what is left is written in the
  // file itself. A §9 figure written there (a period, a fee, hours) would not follow a change in FIGURES.
  const folder = join(import.meta.dirname);
  const files = readdirSync(folder, { recursive: true, encoding: 'utf8' }).filter(
    (file) =>
      file.endsWith('.ts') &&
      !file.endsWith('.test.ts') &&
      // figures.ts is the one place; options.ts holds doc 2 §3.9's option lists (income bands, ownership shares);
      // scenarios.ts is the sandbox's notes for testers, not copy
      !['figures.ts', 'options.ts', 'scenarios.ts'].includes(file),
  );
  /** Pounds below £2 are not §9 figures: doc 2 §5.5's "greater than 1" and a pay-in-from-£1 summary. */
  const FIGURE_PATTERNS = [
    /\b(?:two|three|four|five|ten|\d+) (?:business|working) days\b/,
    /\b(?:14|28|30|90) days'? notice|\bwithin (?:14|28|30) days|\b28 days\b|\b3 to 5\b/,
    /£(?!1\b)\d/,
    /\b\d+(?:\.\d+)?%/,
    /\b\d{1,2}(?:am|pm)\b/,
  ];

  function ownText(source: string): string[] {
    return source
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .split('\n')
      .map((line) => line.replace(/^\s*\/\/.*$/, '').replace(/\s\/\/ .*$/, ''))
      .map((line) => line.replace(/\$\{[^}]*\}/g, '…'));
  }

  it.each(files.map((file) => [file]))('%s states no §9 figure itself', (file) => {
    // "0% on purchases" is the offer's name, not a figure of §9 to look up
    const found = ownText(readFileSync(join(folder, file), 'utf8')).filter((line) =>
      FIGURE_PATTERNS.some((pattern) =>
        [...line.matchAll(new RegExp(pattern.source, 'g'))].some((match) => match[0] !== '0%'),
      ),
    );
    expect(found).toEqual([]);
  });
});
