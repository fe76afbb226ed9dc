// The constants the app's build defines (scripts/buildConstants.ts, a Vite `define`), for the browser model run by
// tsx (`npm run coverage:paths`), which has no define: the model reads what a reload restores through the app's own
// src/sessionStore.ts, which names the secret fields by `__SECRET_FIELD_NAMES__`. Imported before it.
import { buildConstants } from '../scripts/buildConstants';

const globals = globalThis as Record<string, unknown>;
for (const [name, value] of Object.entries(buildConstants())) if (!(name in globals)) globals[name] = JSON.parse(value);
