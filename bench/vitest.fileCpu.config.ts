// vitest.config.ts with bench/fileCpu.setup.ts in every project: per file CPU seconds (bench/results/test-times.md).
//   FILE_CPU_LOG=/tmp/cpu.jsonl npx vitest run --config bench/vitest.fileCpu.config.ts --project platform
import { defineConfig } from 'vitest/config';
import base from '../vitest.config';

const setupFiles = ['./bench/fileCpu.setup.ts'];
export default defineConfig({
  ...base,
  test: {
    ...base.test,
    projects: (base.test?.projects ?? []).map((project) =>
      typeof project === 'object' && project !== null && 'test' in project
        ? { ...project, test: { ...project.test, setupFiles } }
        : project,
    ),
  },
});
