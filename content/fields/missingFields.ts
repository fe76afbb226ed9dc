// doc 3 §2 "Missing-required-fields page": each field a submit still needs (the platform's 422
// `incomplete_application` names them in `missing_fields`, contract/schemas.ts ApiErrorBody), in the words of the
// field's own declaration: its `required` message (doc 2 §5, doc 3 §5), else its label. A name that no declaration
// of this applicant's fields knows is left out rather than shown raw.
import type { ApplicationForm } from '../../contract/applicationForm';
import { expandRows } from '../../contract/fieldRules';
import type { FieldContent } from './fieldTypes';

export function missingFieldWording(
  fields: readonly FieldContent[],
  values: ApplicationForm,
  names: readonly string[],
): string[] {
  const declared = expandRows(fields, values);
  return names.flatMap((name) => {
    const field = declared.find((candidate) => candidate.name === name);
    if (!field) return [];
    const required = field.rules.find((rule) => rule.kind === 'required');
    return [required?.message ?? field.label];
  });
}
