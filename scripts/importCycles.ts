// Imports run one way (issue 11): finds every cycle of relative imports (type imports included, since a type cycle
// ties two files' meanings together as much as a value one) among the project's source files, tests left out.
// Run `npx tsx scripts/importCycles.ts` to list them; scripts/importCycles.test.ts fails while any exists.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

export const SOURCE_FOLDERS = [
  'src',
  'machines',
  'screens',
  'services',
  'contract',
  'content',
  'platform',
  'model-tests',
];

const IMPORT = /(?:import|export)\s+(?:type\s+)?[^'"]*?from\s+['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g;

function sourceFiles(root: string, folder: string): string[] {
  return readdirSync(join(root, folder), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

function resolveImport(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find(
    (candidate) => /\.tsx?$/.test(candidate) && existsSync(candidate),
  );
}

/** The import graph: file → the files it imports (relative paths from root). */
export function importGraph(root: string): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of SOURCE_FOLDERS.flatMap((folder) => sourceFiles(root, folder))) {
    const text = readFileSync(file, 'utf8');
    const targets = [...text.matchAll(IMPORT)]
      .map((match) => resolveImport(file, match[1] ?? match[2] ?? ''))
      .filter((target): target is string => target !== undefined && !/\.test\.tsx?$/.test(target));
    graph.set(relative(root, file), [...new Set(targets.map((target) => relative(root, target)))]);
  }
  return graph;
}

/** The strongly connected components of more than one file (or a file importing itself): each holds a cycle. */
export function importCycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let index = 0;
  const indices = new Map<string, number>();
  const lowLinks = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (node: string) => {
    indices.set(node, index);
    lowLinks.set(node, index);
    index += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!indices.has(next)) {
        visit(next);
        lowLinks.set(node, Math.min(lowLinks.get(node) ?? 0, lowLinks.get(next) ?? 0));
      } else if (onStack.has(next)) lowLinks.set(node, Math.min(lowLinks.get(node) ?? 0, indices.get(next) ?? 0));
    }
    if (lowLinks.get(node) !== indices.get(node)) return;
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || graph.get(node)?.includes(node)) cycles.push(component.sort());
  };
  for (const node of graph.keys()) if (!indices.has(node)) visit(node);
  return cycles;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const cycles = importCycles(importGraph(resolve(import.meta.dirname, '..')));
  for (const cycle of cycles) console.log(cycle.join(' <-> '));
  console.log(`${cycles.length} import cycle(s)`);
  process.exitCode = cycles.length > 0 ? 1 : 0;
}
