// Imports run one way (issue 11): no cycle of imports among the source files, and the finder does find one.
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importCycles, importGraph } from './importCycles';

const graph = importGraph(resolve(import.meta.dirname, '..'));

describe('import cycles', () => {
  it('reads the whole source tree (guards against a vacuous pass)', () => {
    expect(graph.size).toBeGreaterThan(150);
    expect(graph.get('platform/db/migrations.ts')).toContain('platform/auth/authMigrations.ts');
    expect(graph.get('machines/journeyTypes.ts')).toContain('machines/verificationRules.ts');
  });

  it('finds none: every import runs one way', () => {
    expect(importCycles(graph)).toEqual([]);
  });

  it('finds a cycle, type imports included, when one is written', () => {
    const withCycle = new Map(graph);
    withCycle.set('platform/db/migration.ts', ['platform/db/migrations.ts']);
    expect(importCycles(withCycle)).toContainEqual(
      expect.arrayContaining(['platform/db/migration.ts', 'platform/db/migrations.ts']),
    );
  });
});
