// Constants worked out from the declarations when the app is built (vite.config.ts `define`) and when its unit
// tests run (vitest.config.ts), so that the start page carries a result, not the declarations it is derived from.
import { declaredFields, flaggedNames } from '../content/fields/dataClasses';

/** `__SECRET_FIELD_NAMES__`: every field declared `data: 'secret'` (content/fields), for src/sessionStore.ts. */
export function buildConstants(): Record<string, string> {
  return { __SECRET_FIELD_NAMES__: JSON.stringify(flaggedNames(declaredFields(), 'secret')) };
}
