// The compiled platform (vite.platform.config.ts) for the tests that run or read it (durability.test.ts,
// compiledBuild.test.ts, caseTokenKey.test.ts). `npm test` runs `npm run build` before the platform stage, so
// dist-platform/main.js is there and was compiled from the sources as they are: the tests use it instead of compiling
// the platform again (a vite build is seconds of CPU, and under the browser stage's load it took a minute or more).
// When it is not there, or any of its inputs changed after it was written (a source file, the vite config, the
// packages), the platform is compiled afresh, as before, into a folder of this run that `dispose` removes.
import { existsSync, readFileSync, rmSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { build } from 'vite';

const root = resolve(import.meta.dirname, '..', '..');
const BUILT_MAIN = join(root, 'dist-platform', 'main.js');
/** Files besides the bundled sources whose change makes the build out of date. */
const BUILD_INPUTS = ['vite.platform.config.ts', 'package.json', 'package-lock.json'];

export interface CompiledPlatform {
  /** The compiled main.js: in dist-platform/ or in a folder of this run (both beside dist/, as serve expects). */
  main: string;
  /** Whether it is `npm run build`'s output (true) or was compiled for this test (false). */
  prebuilt: boolean;
  /** Removes the folder compiled for this test (nothing when it is `npm run build`'s). */
  dispose(): void;
}

const mtimeOf = (path: string): number | undefined => (existsSync(path) ? statSync(path).mtimeMs : undefined);

/**
 * Why dist-platform/main.js cannot be used as it is, or undefined when it is current: written after every source
 * its source map names (the sources the bundle was made of) and after the build's own inputs. A source that a
 * changed file newly imports makes that file newer, so the set of sources needs no other check.
 */
export function staleReason(main = BUILT_MAIN): string | undefined {
  const built = mtimeOf(main);
  if (built === undefined) return `${main} is not there`;
  const map = `${main}.map`;
  if (mtimeOf(map) === undefined) return `${map} is not there`;
  const sources = (JSON.parse(readFileSync(map, 'utf8')) as { sources?: string[] }).sources ?? [];
  if (sources.length === 0) return `${map} names no sources`;
  const inputs = [
    ...sources.map((source) => resolve(dirname(map), source)),
    ...BUILD_INPUTS.map((file) => join(root, file)),
  ];
  for (const input of inputs) {
    const changed = mtimeOf(input);
    if (changed === undefined) return `${input} is gone`;
    if (changed > built) return `${input} changed after the build`;
  }
  return undefined;
}

/** `npm run build`'s dist-platform/main.js when current, else the platform compiled now (once per call). */
export async function compiledPlatform(): Promise<CompiledPlatform> {
  if (staleReason() === undefined) return { main: BUILT_MAIN, prebuilt: true, dispose: () => {} };
  // Compiled into a folder of the repository, so that its imports resolve from its node_modules and its `../dist`
  // is the app's, as for dist-platform/.
  const outDir = join(root, `dist-platform-test-${process.pid}-${Date.now()}`);
  await build({
    root,
    configFile: join(root, 'vite.platform.config.ts'),
    logLevel: 'silent',
    build: { outDir, sourcemap: false },
  });
  return {
    main: join(outDir, 'main.js'),
    prebuilt: false,
    dispose: () => rmSync(outDir, { recursive: true, force: true }),
  };
}
