// Chrome's explicit compile hint on the chunks fetched ahead of the Continue that first runs them (issue 16).
//
// V8 compiles a function the first time it is called, on the main thread. Step 1's Continue was the first call of
// the platform clients' chunk (the create's request built: axios, the mapping, the request's check), and 17-21 of the
// 38-50 CPU ms at 4x its click spent before the request went were V8 compiling them
// (bench/results/web-2026-11-29-cont7.md). A chunk whose first line is `//# allFunctionsCalledOnLoad` (V8, Chrome
// 136+) has every function compiled as it is streamed in, on the streaming thread: the app fetches the platform
// clients once the applicant is past the start page (src/App.tsx), well before step 1's Continue. Not the start
// page's chunk (its functions run as it loads, and it is every applicant's first bytes) nor one screen's libraries
// (switching's holiday calendars): a hinted chunk's unused functions are compiled too.
import type { Plugin } from 'vite';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The modules whose chunk carries the hint. */
export const COMPILED_AHEAD: readonly RegExp[] = [/[\\/]services[\\/]platformClients\.ts$/];

interface ChunkLike {
  type: 'chunk';
  fileName: string;
  moduleIds: readonly string[];
  code: string;
  map?: { mappings: string } | null;
}
interface AssetLike {
  type: 'asset';
  source: string | Uint8Array;
}

/** Puts the hint on the first line of each chunk holding one of `modules`, its source map moved one line down. */
export function addCompileHints(bundle: Record<string, ChunkLike | AssetLike>, modules = COMPILED_AHEAD): string[] {
  const hinted: string[] = [];
  for (const chunk of Object.values(bundle)) {
    if (chunk.type !== 'chunk' || !chunk.moduleIds.some((id) => modules.some((module) => module.test(id)))) continue;
    chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
    if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
    const map = bundle[`${chunk.fileName}.map`];
    if (map?.type === 'asset' && typeof map.source === 'string') {
      const parsed = JSON.parse(map.source) as { mappings: string };
      parsed.mappings = `;${parsed.mappings}`;
      map.source = JSON.stringify(parsed);
    }
    hinted.push(chunk.fileName);
  }
  return hinted;
}

export function compileHints(): Plugin {
  return {
    name: 'account-opening:compile-hints',
    apply: 'build',
    // a hinted chunk's name changes with the hint
    augmentChunkHash: (chunk) =>
      chunk.moduleIds.some((id) => COMPILED_AHEAD.some((module) => module.test(id))) ? COMPILE_HINT : undefined,
    // after Vite's own first line (the dynamic imports' dependency list): the hint goes first
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        addCompileHints(bundle as unknown as Record<string, ChunkLike | AssetLike>);
      },
    },
  };
}
