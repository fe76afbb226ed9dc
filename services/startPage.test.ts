// Issue 16: the start page carries the start-up calls only; the platform's call modules and the payload mapping
// load with the first call that needs them (services/platformClients.ts). A static import of one of them from
// actors.ts would put them back on the start page without any test failing, so this reads the imports.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const source = readFileSync(new URL('./actors.ts', import.meta.url), 'utf8');
/** Every `import ... from '...'` of actors.ts that is not `import type`. */
const valueImports = [...source.matchAll(/^import\s+(?!type\b)[^;]*?from\s+'([^']+)';/gms)].map((match) => match[1]);

describe('what the start page loads of services/ (issue 16)', () => {
  it('imports the call modules and the mapping only with import()', () => {
    for (const lazy of [
      './api',
      './authApi',
      './registrationApi',
      './jointApi',
      '../contract/mapping',
      './dipCase',
      './switchPayload',
      './platformClients',
    ]) {
      expect(valueImports).not.toContain(lazy);
    }
    expect(source).toContain("import('./platformClients')");
    expect(valueImports).toContain('./startupApi');
  });
});
