// How an answer reads back on the review page: option labels, pounds, Yes/No for ticks.
import type { FieldContent } from '../../content/fields/fieldTypes';
import type { ApplicationForm } from '../../services/applicationForm';
import { valueAt } from '../../services/rules';

export function displayValue(field: FieldContent, values: ApplicationForm): string | undefined {
  const value = valueAt(values, field.name);
  if (value === undefined || value === null || value === '') return undefined;
  const label = (one: unknown) => field.options?.find((option) => option.value === one)?.label ?? String(one);
  if (Array.isArray(value)) return value.length ? value.map(label).join(', ') : undefined;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (field.control === 'currency' && /^\d+$/.test(String(value))) return `£${Number(value).toLocaleString('en-GB')}`;
  return label(value);
}
