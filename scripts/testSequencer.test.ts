import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { TestSpecification } from 'vitest/node';
import { SlowFilesFirst, START_FIRST } from './testSequencer';

const root = join(import.meta.dirname, '..');

/** What BaseSequencer reads of a file: its project and path; no cached times or sizes, as in CI's fresh clone. */
function specs(files: [project: string, file: string][]): TestSpecification[] {
  const projects = new Map<string, object>();
  return files.map(([name, file]) => {
    const project = projects.get(name) ?? { name, config: { sequence: { groupOrder: 0 }, isolate: false } };
    projects.set(name, project);
    return { project, moduleId: join(root, file) } as unknown as TestSpecification;
  });
}

const sequencer = () =>
  new SlowFilesFirst({
    config: { root },
    cache: { getFileTestResults: () => undefined, getFileStats: () => undefined },
  } as unknown as ConstructorParameters<typeof SlowFilesFirst>[0]);

describe('the order vitest starts test files in', () => {
  it('starts the named files first, in their order, and keeps vitest order for the rest and the projects', async () => {
    const files = specs([
      ['model', 'model-tests/journey.test.ts'],
      ['platform', 'platform/routes/caseRoutes.test.ts'],
      ['platform', 'platform/routes/caseLifecycle.test.ts'],
      ['platform', 'platform/auth/lockouts.test.ts'],
      ['platform', 'platform/db/pgliteDb.test.ts'],
      ['platform', 'platform/durability.test.ts'],
      ['unit', 'src/app.test.ts'],
    ]);
    const sorted = await sequencer().sort(files);
    expect(sorted.map((spec) => `${spec.project.name} ${spec.moduleId.slice(root.length + 1)}`)).toEqual([
      'model model-tests/journey.test.ts',
      'platform platform/durability.test.ts',
      'platform platform/db/pgliteDb.test.ts',
      'platform platform/routes/caseLifecycle.test.ts',
      'platform platform/routes/caseRoutes.test.ts',
      'platform platform/auth/lockouts.test.ts',
      'unit src/app.test.ts',
    ]);
  });

  it('names files that exist: a renamed file would drop out of the order without a word', () => {
    expect(START_FIRST.filter((file) => !existsSync(join(root, file)))).toEqual([]);
  });
});
