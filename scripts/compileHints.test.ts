import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { addCompileHints, COMPILE_HINT, COMPILED_AHEAD } from './compileHints';

const root = fileURLToPath(new URL('..', import.meta.url));

describe('compile hints (issue 16)', () => {
  it('puts the hint first in the platform clients chunk and moves its source map a line down', () => {
    const bundle = {
      'assets/platformClients-abc.js': {
        type: 'chunk' as const,
        fileName: 'assets/platformClients-abc.js',
        moduleIds: [`${root}services/http.ts`, `${root}services/platformClients.ts`],
        code: 'const __vite__mapDeps=1;\nexport{a};',
        map: { mappings: ';AAAA' },
      },
      'assets/platformClients-abc.js.map': { type: 'asset' as const, source: '{"version":3,"mappings":";AAAA"}' },
      'assets/ReviewScreen-def.js': {
        type: 'chunk' as const,
        fileName: 'assets/ReviewScreen-def.js',
        moduleIds: [`${root}screens/ReviewScreen.tsx`],
        code: 'export{b};',
        map: { mappings: 'AAAA' },
      },
    };
    expect(addCompileHints(bundle)).toEqual(['assets/platformClients-abc.js']);
    expect(bundle['assets/platformClients-abc.js'].code).toBe(`${COMPILE_HINT}\nconst __vite__mapDeps=1;\nexport{a};`);
    expect(bundle['assets/platformClients-abc.js'].map.mappings).toBe(';;AAAA');
    expect(JSON.parse(bundle['assets/platformClients-abc.js.map'].source).mappings).toBe(';;AAAA');
    expect(bundle['assets/ReviewScreen-def.js'].code).toBe('export{b};');
  });

  it('names modules that exist (a module moved elsewhere would leave its chunk without the hint)', () => {
    const files = ['services', 'src', 'screens', 'contract'].flatMap((dir) =>
      readdirSync(join(root, dir), { recursive: true }).map((file) => join(root, dir, String(file))),
    );
    for (const module of COMPILED_AHEAD)
      expect(
        files.filter((file) => module.test(file)),
        String(module),
      ).toHaveLength(1);
  });
});
