// `npm run serve` runs the compiled platform (issue 16): what `npm run build` writes with vite.platform.config.ts
// is one JavaScript module that plain node runs with the production dependencies alone (no tsx, no TypeScript).

import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { builtinModules } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

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
  let outDir: string;
  let bundle: string;
  let pkg: PackageJson;
  beforeAll(async () => {
    pkg = JSON.parse(await readFile(join(root, 'package.json'), 'utf8')) as PackageJson;
    outDir = await mkdtemp(join(tmpdir(), 'platform-compiled-'));
    await build({
      root,
      configFile: join(root, 'vite.platform.config.ts'),
      logLevel: 'silent',
      build: { outDir, sourcemap: false },
    });
    bundle = await readFile(join(outDir, 'main.js'), 'utf8');
  }, 120_000);
  afterAll(async () => {
    await rm(outDir, { recursive: true, force: true });
  });

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

  it('finds the built app beside it, in dist/', () => {
    expect(bundle).toContain('new URL("../dist", import.meta.url)');
  });
});
