import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { journeyMachine } from './journey';

// Each region declares its guards and actions in its own `<region>.logic.ts`, and setup.ts spreads them into the one
// setup(): a name two regions declare would be overwritten silently by the later spread, so none may repeat, and every
// region's declarations must reach the chart.
const folder = import.meta.dirname;
const logicFiles = readdirSync(folder).filter((name) => name.endsWith('.logic.ts'));

async function declarations(kind: 'Guards' | 'Actions') {
  const names = new Map<string, string[]>();
  for (const file of logicFiles) {
    const module = (await import(join(folder, file))) as Record<string, unknown>;
    for (const [exported, value] of Object.entries(module)) {
      if (!exported.endsWith(kind) || typeof value !== 'object' || value === null) continue;
      for (const name of Object.keys(value)) names.set(name, [...(names.get(name) ?? []), file]);
    }
  }
  return names;
}

describe('region logic', () => {
  it('has a logic file per region, each declaring guards and actions', async () => {
    expect(logicFiles.length).toBeGreaterThan(10);
    expect((await declarations('Guards')).size).toBeGreaterThan(50);
    expect((await declarations('Actions')).size).toBeGreaterThan(50);
  });

  for (const kind of ['Guards', 'Actions'] as const) {
    it(`declares every ${kind.toLowerCase()} name once, in one region`, async () => {
      const repeated = [...(await declarations(kind))].filter(([, files]) => files.length > 1);
      expect(repeated).toEqual([]);
    });

    it(`composes every region's ${kind.toLowerCase()} into the one setup()`, async () => {
      const composed: object = journeyMachine.implementations[kind === 'Guards' ? 'guards' : 'actions'];
      const missing = [...(await declarations(kind)).keys()].filter((name) => !(name in composed));
      expect(missing).toEqual([]);
    });
  }
});
