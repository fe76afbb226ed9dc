// Every package the lockfile installs supports the Node this project runs on (package.json `engines`: Node 20, the
// machines' Node). npm only warns (EBADENGINE) when a package declares a newer Node, and the package then runs outside
// what its maintainers test: cookie@2 (fastify → light-my-request) and content-disposition@3 (@fastify/static@10)
// declared Node ≥ 22, the latter an ES module that Node 20 loads only through `require(esm)`. package.json's
// `overrides` put the same APIs in releases that support Node 20 (cookie@1.1, content-disposition@2.0); this test
// fails when an upgrade brings a package back that does not.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const semver = require('semver') as {
  satisfies(version: string, range: string, options?: { includePrerelease?: boolean }): boolean;
};

interface LockPackage {
  version?: string;
  /** An array in a few old packages' manifests, which npm keeps as it is. */
  engines?: { node?: string } | string[];
}

const root = new URL('..', import.meta.url);
const read = (path: string) => JSON.parse(readFileSync(new URL(path, root), 'utf8'));
const lock = read('package-lock.json') as { packages: Record<string, LockPackage> };
const project = read('package.json') as { engines: { node: string } };

/** Each installed package's declared Node range (the lockfile keeps it as npm read it from the package). */
const declared = Object.entries(lock.packages)
  .filter(([path]) => path !== '')
  .flatMap(([path, entry]) => {
    const node = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
    return node ? [{ name: `${path.replace(/^.*node_modules\//, '')}@${entry.version}`, path, node }] : [];
  });

describe('the Node every installed package supports', () => {
  it('runs on a Node this project declares (package.json engines)', () => {
    expect(semver.satisfies(process.version, project.engines.node)).toBe(true);
  });

  it('reads the Node range of the packages the lockfile installs', () => {
    // A lockfile without engines would pass the next test for nothing.
    expect(declared.length).toBeGreaterThan(100);
    expect(declared.find((entry) => entry.path === 'node_modules/vite')?.node).toBeTruthy();
  });

  it(`has no package whose declared Node range leaves out this Node (${process.version})`, () => {
    const outside = declared
      .filter((entry) => !semver.satisfies(process.version, entry.node, { includePrerelease: true }))
      .map((entry) => `${entry.name} needs Node ${entry.node}`);
    expect(outside).toEqual([]);
  });
});
