// Walking a JSON body's leaves, for tests that put a hostile or marked value in every place of a request body.

type LeafPath = (string | number)[];

/** The path of every leaf of a JSON value that `isLeaf` picks (strings by default). */
export function leafPaths(
  value: unknown,
  isLeaf: (leaf: unknown) => boolean = (leaf) => typeof leaf === 'string',
  path: LeafPath = [],
): LeafPath[] {
  if (isLeaf(value)) return [path];
  if (Array.isArray(value)) return value.flatMap((entry, index) => leafPaths(entry, isLeaf, [...path, index]));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, entry]) => leafPaths(entry, isLeaf, [...path, key]));
  return [];
}

/** A copy of `value` with the leaf at `path` replaced. */
export function withLeaf<T>(value: T, path: LeafPath, leaf: unknown): T {
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let cursor = copy;
  for (const key of path.slice(0, -1)) cursor = cursor[key] as Record<string | number, unknown>;
  const last = path[path.length - 1];
  if (last !== undefined) cursor[last] = leaf;
  return copy as T;
}
