// Worked out at build time from the field declarations (scripts/buildConstants.ts).

/** Every field declared `data: 'secret'` in content/fields. */
declare const __SECRET_FIELD_NAMES__: readonly string[];
