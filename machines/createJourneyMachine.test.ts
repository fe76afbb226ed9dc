// Issue 16: the browser builds the chart once, with its implementations (createJourneyMachine), instead of building
// the placeholder chart and then provide()'s copy. It is the same one chart, and what it is given is what runs.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { RuntimeConfig } from '../contract/schemas';
import type { LoadStartupInput, LoadStartupOutput } from './actorContracts';
import { createJourneyMachine, journeyMachine } from './journey';

const config = { pollInterval: 5, autosaveInterval: 0, features: {} } as unknown as RuntimeConfig;

/** Every state node's id, depth first. */
function stateIds(node: { id: string; states: Record<string, unknown> }): string[] {
  return [node.id, ...Object.values(node.states).flatMap((child) => stateIds(child as typeof node))];
}

describe('createJourneyMachine', () => {
  it('is the same chart as journeyMachine: every state and every transition', () => {
    const built = createJourneyMachine({});
    expect(stateIds(built.root)).toEqual(stateIds(journeyMachine.root));
    expect(built.root.events).toEqual(journeyMachine.root.events);
  });

  it('runs the actors and actions it is given in place of the placeholders', async () => {
    const asked: LoadStartupInput[] = [];
    const machine = createJourneyMachine({
      actors: {
        loadStartup: fromPromise(async ({ input }: { input: LoadStartupInput }): Promise<LoadStartupOutput> => {
          asked.push(input);
          return { config, documents: [], productContent: { products: {} } };
        }),
      },
    });
    const actor = createActor(machine, {
      input: { location: { pathname: '/', search: '?applyFor=IM135&brandId=CB', hash: '' } },
    }).start();
    await waitFor(actor, (snapshot) => snapshot.context.config !== undefined);
    expect(asked).toEqual([{ productCode: 'IM135' }]);
    actor.stop();
  });
});
