// Details shown, not asked (doc 2 §4: an existing customer's details from the bank's records; doc 1 §4: the username
// after save and resume), each with its mask of doc 2 §9. The form keeps the real value; only the mask is on the page.
import { readOnlyLabel } from '../content/fields/existingCustomer';
import type { FieldContent } from '../content/fields/fieldTypes';
import type { ApplicationForm } from '../machines/journeyTypes';
import { displayValue } from '../src/forms/display';
import { fieldId, isShown } from '../src/forms/validation';
import './summaryList.css';

export interface ReadOnlyRow {
  /** The field the row stands for: the row carries its DOM id, so an error summary link lands on it. */
  name: string;
  key: string;
  value: string;
}

export function ReadOnlyRows({ rows }: { rows: readonly ReadOnlyRow[] }) {
  if (rows.length === 0) return null;
  return (
    <dl className="summary-list">
      {rows.map((row) => (
        <div className="summary-list__row" key={row.name}>
          <dt className="summary-list__key">{row.key}</dt>
          <dd className="summary-list__value" id={fieldId(row.name)} data-read-only={row.name}>
            {row.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The rows of the read-only fields that show with these values, masked where the field has a mask. */
export function readOnlyRowsOf(fields: readonly FieldContent[], values: ApplicationForm): ReadOnlyRow[] {
  return fields
    .filter((field) => field.readOnly && isShown(field, values))
    .map((field) => {
      const value = displayValue(field, values) ?? '';
      return { name: field.name, key: readOnlyLabel(field), value: field.mask ? field.mask(value) : value };
    });
}

export function ReadOnlyFields({ fields, values }: { fields: readonly FieldContent[]; values: ApplicationForm }) {
  return <ReadOnlyRows rows={readOnlyRowsOf(fields, values)} />;
}
