// The order vitest starts test files in (vitest.config.ts `sequence.sequencer`). vitest's own order runs the files
// that took longest first when it has their times from an earlier run, and larger files first when it has none, as in
// CI's fresh clone: there the platform's two longest files started 60 s and 214 s into the stage (file sizes 10th and
// 17th of 59) and each held a worker for about 3 minutes under load, mostly waiting on child processes and the disk.
// Started first, they wait while the other worker and the shorter files take the cores, and the stage does not end
// on one of them. bench/results/test-times.md "Seventh pass (vitest)" has the figures.
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Files started before all others of their project, longest first: wall seconds of each alone on one worker beside
 * main's copy (load 8-19, 28 November), and in a whole platform run on two workers (load 14-20).
 */
export const START_FIRST: readonly string[] = [
  // 67-78 s alone, 174 s in the run: 11 starts of the compiled platform, killed and started again (19.8 CPU s)
  'platform/durability.test.ts',
  // 42 s alone (98 s before the template folder), 180 s in the run: PGlite data folders, initdb in a child process
  'platform/db/pgliteDb.test.ts',
  // 34 s alone (42 s before), 55 s in the run: a platform restarted on its PGlite data folder and PostgreSQL schema
  'platform/routes/caseLifecycle.test.ts',
];

function rank(spec: TestSpecification): number {
  const index = START_FIRST.findIndex((file) => spec.moduleId.endsWith(`/${file}`));
  return index < 0 ? START_FIRST.length : index;
}

export class SlowFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    // vitest's order keeps each project's files together; within a project, the named files first, then vitest's order.
    const position = new Map(sorted.map((spec, index) => [spec, index]));
    const at = (spec: TestSpecification) => position.get(spec) ?? 0;
    return sorted.sort((a, b) => (a.project === b.project ? rank(a) - rank(b) || at(a) - at(b) : at(a) - at(b)));
  }
}
