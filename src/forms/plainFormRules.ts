// The rule engine as the start page's plain form uses it (src/forms/PlainForm.tsx), loaded with the first field
// focused or the first Continue rather than with the start page (issue 16): contract/rules.ts with its dates and
// named types is about 2 KiB brotli of the start page's 100 KB. The rules themselves stay declared once, in
// content/fields; this only evaluates them.
import type { FieldContent } from '../../content/fields/fieldTypes';
import type { ApplicationForm } from '../../contract/applicationForm';
import { validateForm } from '../../contract/rules';
import { orderedErrors, ruleContext } from './validation';

export { orderedErrors };

/** Each field's first failing rule's message, by field name. */
export function plainFormErrors(fields: readonly FieldContent[], values: ApplicationForm): Record<string, string> {
  return validateForm(fields, values, ruleContext());
}
