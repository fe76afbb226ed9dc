// `npm run serve` runs the compiled platform (issue 16): what `npm run build` writes with vite.platform.config.ts
// is one JavaScript module that plain node runs with the production dependencies alone (no tsx, no TypeScript).

import { mkdirSync, mkdtempSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { builtinModules } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CompiledPlatform, compiledPlatform, staleReason } from './test-support/compiledPlatform';

const root = fileURLToPath(new URL('..', import.meta.url));

interface PackageJson {
  scripts: Record<string, string>;
  dependencies: Record<string, string>;
}

/** The package a bare import names: `@scope/name/sub` → `@scope/name`, `name/sub` → `name`. */
function packageOf(specifier: string): string {
  const parts = specifier.split('/');
  return (specifier.startsWith('@') ? parts.slice(0, 2) : parts.slice(0, 1)).join('/');
}

describe('the compiled platform that npm run serve runs', () => {
  let compiled: CompiledPlatform | undefined;
  let bundle: string;
  let pkg: PackageJson;
  // What `npm run build` wrote, when it is current (`npm test` builds before this stage), else compiled now with
  // the same config (test-support/compiledPlatform.ts).
  beforeAll(async () => {
    pkg = JSON.parse(await readFile(join(root, 'package.json'), 'utf8')) as PackageJson;
    compiled = await compiledPlatform();
    bundle = await readFile(compiled.main, 'utf8');
  }, 120_000);
  afterAll(() => compiled?.dispose());

  it('is what serve starts, with plain node, and what build writes', () => {
    expect(pkg.scripts.serve).toMatch(/^node (--[\w-]+ )*dist-platform\/main\.js$/);
    expect(pkg.scripts.serve).not.toMatch(/tsx|esbuild|\.ts\b/);
    expect(pkg.scripts.build).toContain('vite build --config vite.platform.config.ts');
    expect(pkg.scripts.start).toBe('npm run build && npm run serve');
  });

  it('imports only node built-ins and production dependencies, never a TypeScript file', () => {
    const specifiers = [...bundle.matchAll(/(?:^|\n)\s*import\s[^'"]*?from\s*"([^"]+)"|import\("([^"]+)"\)/g)].map(
      (match) => match[1] ?? match[2] ?? '',
    );
    expect(specifiers.length).toBeGreaterThan(5);
    const builtins = new Set(builtinModules);
    for (const specifier of specifiers) {
      expect(specifier, specifier).not.toMatch(/\.tsx?$/);
      if (specifier.startsWith('node:') || builtins.has(specifier)) continue;
      expect(Object.keys(pkg.dependencies), `${specifier} is a production dependency`).toContain(packageOf(specifier));
    }
    // The platform's own code (routes, content, services) is inside the bundle, not imported from the sources.
    expect(specifiers.some((specifier) => specifier.startsWith('.'))).toBe(false);
    expect(bundle).toContain('/config.json');
  });

  it('loads the date-holidays library only when a switch request needs it, not at start (issue 16: idle memory)', () => {
    const staticImports = [...bundle.matchAll(/(?:^|\n)\s*import\s[^'"]*?from\s*"([^"]+)"/g)].map((match) => match[1]);
    expect(staticImports).not.toContain('date-holidays');
    expect(bundle).toContain('import("date-holidays")');
  });

  it('finds the built app beside it, in dist/', () => {
    expect(bundle).toContain('new URL("../dist", import.meta.url)');
  });
});

// The tests above and durability.test.ts use `npm run build`'s output only while it is current: an out-of-date
// bundle would test yesterday's platform.
describe('when dist-platform/main.js counts as current (test-support/compiledPlatform.ts)', () => {
  let folder = '';
  beforeAll(() => {
    folder = mkdtempSync(join(tmpdir(), 'platform-stale-'));
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  /** A bundle in folder/dist written at `builtAt` (seconds) from folder/src/a.ts and b.ts written at `sourcesAt`. */
  function bundleOf(builtAt: number, sourcesAt: number): string {
    mkdirSync(join(folder, 'src'), { recursive: true });
    mkdirSync(join(folder, 'dist'), { recursive: true });
    for (const name of ['a.ts', 'b.ts']) {
      writeFileSync(join(folder, 'src', name), `export const ${name[0]} = 1;`);
      utimesSync(join(folder, 'src', name), sourcesAt, sourcesAt);
    }
    const main = join(folder, 'dist', 'main.js');
    writeFileSync(main, 'export {};');
    writeFileSync(`${main}.map`, JSON.stringify({ version: 3, sources: ['../src/a.ts', '../src/b.ts'], mappings: '' }));
    utimesSync(main, builtAt, builtAt);
    return main;
  }
  const now = Math.floor(Date.now() / 1000);

  it('is current when written after every source its map names and after the build config and packages', () => {
    expect(staleReason(bundleOf(now + 60, now))).toBeUndefined();
  });

  it('is stale when a source changed after it, a source is gone, or it or its map is missing', () => {
    const main = bundleOf(now + 60, now);
    utimesSync(join(folder, 'src', 'b.ts'), now + 120, now + 120);
    expect(staleReason(main)).toBe(`${join(folder, 'src', 'b.ts')} changed after the build`);
    rmSync(join(folder, 'src', 'a.ts'));
    expect(staleReason(main)).toBe(`${join(folder, 'src', 'a.ts')} is gone`);
    rmSync(`${main}.map`);
    expect(staleReason(main)).toBe(`${main}.map is not there`);
    rmSync(main);
    expect(staleReason(main)).toBe(`${main} is not there`);
  });

  it('is stale when the platform build config changed after it', () => {
    // A bundle older than vite.platform.config.ts (its sources older still).
    const configAt = statSync(join(root, 'vite.platform.config.ts')).mtimeMs / 1000;
    const main = bundleOf(configAt - 60, configAt - 120);
    expect(staleReason(main)).toMatch(
      /(vite\.platform\.config\.ts|package\.json|package-lock\.json) changed after the build$/,
    );
  });
});
