// A request checked by the fields' one declaration (content/fields through contract/fieldRules.ts), as the screens
// check the same values: the first field whose rules the values break answers 400 with that field's message and
// name, the words the screen shows. Used by the calls whose body is a handful of declared fields (switch,
// registration, joint link code); the enquiry has its own answer with every violation (cases/enquiryValidation.ts).
import { type DeclaredField, expandRows } from '../../contract/fieldRules';
import { type RuleContext, standardCustomRules, validateForm } from '../../contract/rules';
import { ApiError, ERROR_CODES } from './apiError';

/** The first violation of these fields' rules by the values, with its message; undefined when none. */
export function firstViolation<V extends object>(
  fields: readonly DeclaredField<V>[],
  values: V,
  context: Omit<RuleContext, 'customRules'>,
): { field: string; message: string } | undefined {
  const errors = validateForm(expandRows(fields, values), values, { ...context, customRules: standardCustomRules });
  const [field, message] = Object.entries(errors)[0] ?? [];
  return field && message ? { field, message } : undefined;
}

/** The 400 `invalid_request` answering the first violation, or undefined when the values keep every rule. */
export function fieldRefusal<V extends object>(
  fields: readonly DeclaredField<V>[],
  values: V,
  context: Omit<RuleContext, 'customRules'>,
): ApiError | undefined {
  const violation = firstViolation(fields, values, context);
  return violation && new ApiError(400, ERROR_CODES.invalidRequest, violation.message, violation.field);
}
