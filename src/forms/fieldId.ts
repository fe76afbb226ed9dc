// A field's DOM id, for the controls and the error summary; apart from the rule engine's bridge (validation.ts), so
// the start page's controls do not load the engine (issue 16).

/** The DOM id of a field: its name with dots as dashes. */
export function fieldId(name: string): string {
  return name.replace(/\./g, '-');
}
