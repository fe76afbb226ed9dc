// The page side of the rule engine: the custom rules the pages name agree with the platform's, list rows are
// validated, and a list's own message gives way to its rows'.
import { describe, expect, it } from 'vitest';
import { step2Fields } from '../../content/fields/employmentDetails';
import { fieldEnvironment } from '../../content/fields/environment';
import type { FieldContent } from '../../content/fields/fieldTypes';
import { findProduct } from '../../content/products';
import type { ApplicationForm } from '../../contract/applicationForm';
import { standardCustomRules as pageCustomRules } from '../../contract/rules';
import { summaryRows } from './display';
import { validatorFor } from './finalFormValidator';
import { expandRows, orderedErrors, ruleContext } from './validation';

const context = ruleContext();
const product = (code: string) => {
  const found = findProduct(code);
  if (!found) throw new Error(code);
  return found;
};

describe('custom rules', () => {
  it('the pages run the one registry the platform runs (contract/rules.ts standardCustomRules)', () => {
    expect(context.customRules).toBe(pageCustomRules);
    const postcode = (value: string, allowBFPO: boolean) =>
      pageCustomRules.postcode?.(value, {}, { allowBFPO }, context);
    for (const value of ['SW1A 1AA', 'GIR 0AA', 'gir0aa', 'M1 1AE']) expect(postcode(value, false), value).toBe(true);
    for (const value of ['QQ1 1AA', 'LS1', 'BFPO 123']) expect(postcode(value, false), value).toBe(false);
    expect(postcode('BFPO 123', true)).toBe(true);
    expect(pageCustomRules.oneOf?.('Owner', {}, { allowed: 'Owner|Tenant Private' }, context)).toBe(true);
    expect(pageCustomRules.oneOf?.('owner', {}, { allowed: 'Owner|Tenant Private' }, context)).toBe(false);
  });

  it('a country chosen in another row is refused (doc 2 §5.3)', () => {
    const values = { citizenshipList: ['FR', 'DE', 'FR'] };
    expect(pageCustomRules.notInOtherRows?.('FR', values, { list: 'citizenshipList', index: 2 }, context)).toBe(false);
    expect(pageCustomRules.notInOtherRows?.('DE', values, { list: 'citizenshipList', index: 1 }, context)).toBe(true);
  });

  it('the pair the lookup did not find stays invalid until either part changes (doc 2 §5.5)', () => {
    const params = { invalidSortCode: '089999', invalidAccountNumber: '66374958' };
    expect(pageCustomRules.bankDetailsFound?.('66374958', { bankDetailsSortCode: '08-99-99' }, params, context)).toBe(
      false,
    );
    expect(pageCustomRules.bankDetailsFound?.('66374958', { bankDetailsSortCode: '089998' }, params, context)).toBe(
      true,
    );
  });
});

describe('list rows', () => {
  const environment = fieldEnvironment({ product: product('IM135'), brandId: 'CB', overdraftsFeature: true });
  const fields = (values: object) => step2Fields(environment, values);

  it('validates every row of a shown list, and only those', () => {
    const values = { hasAdditionalCitizenships: 'Yes' as const, citizenshipList: ['FR', ''] };
    const names = expandRows(fields(values), values).map((field) => field.name);
    expect(names).toContain('citizenshipList.1');
    expect(names).not.toContain('citizenshipList.2');
    expect(orderedErrors(fields, values).map((error) => error.name)).toContain('citizenshipList.1');
    expect(expandRows(fields({}), {}).map((field) => field.name)).not.toContain('citizenshipList.0');
  });

  it('nests row messages where final-form looks for them; the list message gives way to its rows', () => {
    const errors = validatorFor(fields)({ hasAdditionalCitizenships: 'Yes', citizenshipList: ['FR', ''] }) as {
      citizenshipList?: unknown;
    };
    expect(errors.citizenshipList).toEqual([undefined, 'Select country 2']);
    const empty = validatorFor(fields)({ hasAdditionalCitizenships: 'Yes', citizenshipList: [] }) as {
      citizenshipList?: unknown;
    };
    expect(empty.citizenshipList).toBe('Add at least one country');
  });

  it('answers the same values again from the last answer, and any changed value from the rules (issue 16)', () => {
    let worked = 0;
    const counted = (values: object) => {
      worked += 1;
      return fields(values);
    };
    const validate = validatorFor(counted);
    // a sequence of answers as final-form makes them: each a copy, the unchanged values keeping their identity
    const list = ['FR', ''];
    const steps: ApplicationForm[] = [
      {},
      { hasAdditionalCitizenships: 'Yes', citizenshipList: list },
      { hasAdditionalCitizenships: 'Yes', citizenshipList: list },
      { hasAdditionalCitizenships: 'Yes', citizenshipList: ['FR', 'DE'] },
      { hasAdditionalCitizenships: 'No', citizenshipList: ['FR', 'DE'] },
      { hasAdditionalCitizenships: 'No' },
      { hasAdditionalCitizenships: 'No', employmentStatus: undefined },
    ];
    for (const values of steps) {
      expect(validate({ ...values }), JSON.stringify(values)).toEqual(validatorFor(fields)({ ...values }));
    }
    // the third repeats the second, field for field: not worked out again
    expect(worked).toBe(steps.length - 1);
    const before = worked;
    validate({ ...steps[6] });
    expect(worked).toBe(before);
  });

  it('summarises a list as one row and an address as one line', () => {
    const values = {
      hasAdditionalCitizenships: 'Yes' as const,
      citizenshipList: ['FR', 'DE'],
      taxObligations: 'Yes' as const,
      taxObligationList: [{ taxCountry: 'FR', hasTaxNumber: 'Yes' as const, taxNumber: 'X1' }],
    };
    const rows = summaryRows(fields(values), values);
    expect(rows).toContainEqual({
      id: 'citizenshipList',
      key: 'The other countries you are a citizen of',
      value: 'France; Germany',
    });
    expect(rows.find((row) => row.id === 'taxObligationList')?.value).toBe('France, Yes, X1');
  });
});

describe('review answers (src/forms/display.ts)', () => {
  it('reads a whole number of pounds with en-GB grouping, as Intl writes it', () => {
    const field: FieldContent = {
      name: 'grossAnnualIncome',
      label: 'Income',
      control: 'currency',
      section: 'income',
      rules: [],
    };
    for (const amount of ['0', '7', '999', '1000', '25000', '1234567'])
      expect(summaryRows([field], { grossAnnualIncome: amount } as never)).toEqual([
        { id: 'grossAnnualIncome', key: 'Income', value: `£${Number(amount).toLocaleString('en-GB')}` },
      ]);
  });
});
