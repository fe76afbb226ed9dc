// Issue 16: the start page carries the start-up reads only; the platform's call modules, axios and the payload
// mapping load with the first call that needs them (services/platformClients.ts). A static import of one of them
// from a module the start page loads would put them back on the start page without any test failing, so this reads
// the imports.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** Every `import ... from '...'` of a services/ module that is not `import type`. */
function valueImportsOf(file: string): string[] {
  const source = readFileSync(new URL(file, import.meta.url), 'utf8');
  return [...source.matchAll(/^import\s+(?!type\b)[^;]*?from\s+'([^']+)';/gms)].map((match) => match[1] as string);
}

describe('what the start page loads of services/ (issue 16)', () => {
  it('imports the call modules and the mapping only with import()', () => {
    const valueImports = valueImportsOf('./actors.ts');
    for (const lazy of [
      './api',
      './authApi',
      './registrationApi',
      './jointApi',
      '../contract/mapping',
      './dipCase',
      './switchPayload',
      './platformClients',
      './http',
      '../content/fields/existingCustomer',
      // the later actors' work, with the catalogue it reads (issue 16: 2.6 KiB brotli when it was here)
      './laterActors',
      '../content/products',
    ]) {
      expect(valueImports).not.toContain(lazy);
    }
    expect(readFileSync(new URL('./actors.ts', import.meta.url), 'utf8')).toContain("import('./platformClients')");
    expect(valueImports).toContain('./startupApi');
  });

  it('reads the start-up files without axios: fetch, with the platform calls’ headers and retry rule', () => {
    for (const file of ['./actors.ts', './startupApi.ts', './errors.ts', './callPolicy.ts', './clientContext.ts']) {
      const valueImports = valueImportsOf(file);
      expect(valueImports, file).not.toContain('axios');
      expect(valueImports, file).not.toContain('axios-retry');
      expect(valueImports, file).not.toContain('./http');
    }
  });
});
