// How an answer reads back on the review page: option labels, pounds, Yes/No for ticks.
import { countryName } from '../../content/countries';
import type { FieldContent } from '../../content/fields/fieldTypes';
import { pounds } from '../../content/figures';
import type { ApplicationForm, FormAddress } from '../../contract/applicationForm';
import { valueAt } from '../../contract/values';

export function displayValue(field: FieldContent, values: ApplicationForm): string | undefined {
  const value = valueAt(values, field.name);
  if (value === undefined || value === null || value === '') return undefined;
  const label = (one: unknown) => field.options?.find((option) => option.value === one)?.label ?? String(one);
  if (Array.isArray(value)) return value.length ? value.map(label).join(', ') : undefined;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  // content/figures.ts pounds, not toLocaleString: each of those builds an Intl.NumberFormat (60 ms of review's
  // Continue at 4x, issue 16)
  if (field.control === 'currency' && /^\d+$/.test(String(value))) return pounds(Number(value));
  return label(value);
}

export interface SummaryRow {
  /** Unique within the page (a field name, or the address's place). */
  id: string;
  key: string;
  value: string;
}

const ADDRESS_PART = /^addresses\.(\d+)\.(\w+)$/;

/** An address as one line, in postal order (doc 2 §3.2); an international one with its country. */
export function addressLine(address: FormAddress | undefined): string {
  if (!address) return '';
  if (address.addressType === 'international') {
    return [
      address.addressLine1,
      address.addressLine2,
      address.addressLine3,
      address.addressLine4,
      address.city,
      address.postcode,
      countryName(address.country),
    ]
      .filter((part) => part?.trim())
      .join(', ');
  }
  const street = [address.houseNumber, address.streetName].filter(Boolean).join(' ');
  return [address.addressPrefix, address.houseName, street, address.city, address.county, address.postcode]
    .filter((part) => part?.trim())
    .join(', ');
}

/**
 * The rows of a summary section from the field definitions the steps show (review, doc 3 §2): each address reads
 * as one row with its date moved; a list as one row of its items; every other shown field with its answer.
 */
export function summaryRows(fields: readonly FieldContent[], values: ApplicationForm): SummaryRow[] {
  const rows: SummaryRow[] = [];
  const addressesDone = new Set<string>();
  for (const field of fields) {
    if (field.when && !field.when(values)) continue;
    const part = ADDRESS_PART.exec(field.name);
    if (part) {
      const index = part[1] ?? '0';
      if (part[2] === 'dateMoved') {
        const moved = displayValue(field, values);
        if (moved) rows.push({ id: field.name, key: 'Moved in', value: moved });
        continue;
      }
      if (addressesDone.has(index)) continue;
      addressesDone.add(index);
      const line = addressLine(values.addresses?.[Number(index)]);
      if (line) {
        rows.push({
          id: `addresses.${index}`,
          key: index === '0' ? 'Address' : `Previous address ${index}`,
          value: line,
        });
      }
      continue;
    }
    if (field.control === 'list') {
      const items = (Array.isArray(valueAt(values, field.name)) ? (valueAt(values, field.name) as unknown[]) : [])
        .map((_, index) =>
          (field.itemFields?.(index, values) ?? [])
            .filter((item) => !item.when || item.when(values))
            .map((item) => displayValue(item, values))
            .filter(Boolean)
            .join(', '),
        )
        .filter(Boolean);
      if (items.length) rows.push({ id: field.name, key: field.label, value: items.join('; ') });
      continue;
    }
    const value = displayValue(field, values);
    if (value) rows.push({ id: field.name, key: field.label, value });
  }
  return rows;
}
