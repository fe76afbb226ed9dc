// A form value at a dot path, and whether anything was entered: what the rule engine (rules.ts) reads of the values,
// in a module of its own so a page can read values without loading the engine (issue 16: the start page's plain
// form, src/forms/PlainForm.tsx).

/** Each path split once (the names are the declarations', a bounded set; the platform reads them on every save). */
const PATH_KEYS = new Map<string, readonly string[]>();
const MAX_PATHS = 5000;

function keysOf(path: string): readonly string[] {
  const known = PATH_KEYS.get(path);
  if (known) return known;
  const keys = path.split('.');
  if (PATH_KEYS.size >= MAX_PATHS) PATH_KEYS.clear();
  PATH_KEYS.set(path, keys);
  return keys;
}

/** The value at a field name or dot path (`addresses.0.dateMoved`), or undefined. */
export function valueAt(values: object, path: string): unknown {
  let current: unknown = values;
  for (const key of keysOf(path)) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

/** Nothing entered: undefined, null, blank text or an empty list. false is a value (an unticked box). */
export function isEmptyValue(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}
