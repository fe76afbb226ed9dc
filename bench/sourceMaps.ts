// The original module and function of a position in the built app's JavaScript, from dist/assets/<file>.map: the
// browser benches that attribute a CPU profile to the source (bench/webProfile.ts, bench/webPaintProfile.ts).
import { readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { decode, type SourceMapSegment } from '@jridgewell/sourcemap-codec';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const maps = new Map<string, { sources: string[]; names: string[]; lines: SourceMapSegment[][] } | null>();

/** The original module (relative to the repository, node_modules/… for a package) and function name, if mapped. */
export function original(url: string, line: number, column: number): { module: string; name: string } | undefined {
  const path = new URL(url).pathname;
  if (!path.startsWith('/assets/')) return undefined;
  if (!maps.has(path)) {
    try {
      const map = JSON.parse(readFileSync(join(root, 'dist', `${path}.map`), 'utf8'));
      maps.set(path, { sources: map.sources, names: map.names ?? [], lines: decode(map.mappings) });
    } catch {
      maps.set(path, null);
    }
  }
  const map = maps.get(path);
  if (!map) return undefined;
  let found: SourceMapSegment | undefined;
  for (const segment of map.lines[line] ?? []) {
    if (segment[0] > column) break;
    found = segment;
  }
  if (!found || found.length < 2) return undefined;
  const source = map.sources[found[1] as number] ?? '?';
  const module = relative(root, join(root, 'dist', 'assets', source)).replace(
    /^(?:\.\.\/)*(?:[^/]+\/)*?node_modules\//,
    'node_modules/',
  );
  return { module, name: found.length === 5 ? (map.names[found[4]] ?? '') : '' };
}
