// What the journey chart is made of, read from the machine definition: the yardstick of path coverage.
import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';
import { getStateNodes } from 'xstate/graph';

/**
 * How transitions are counted: for every state node, the root included, each entry of `node.transitions` (its
 * `on` events, the done and error of its invokes and its `after` timers, which XState files there under their
 * `xstate.done.actor.<id>`, `xstate.error.actor.<id>` and `xstate.after.<delay>.<id>` event types) and each entry
 * of `node.always`. One guarded branch is one transition: `on: { E: [a, b] }` counts two. The `after` list is the
 * same objects as the `xstate.after.*` entries of `node.transitions`; a set keeps any of them from counting twice.
 */
export function transitionsOf(machine: AnyStateMachine): AnyTransitionDefinition[] {
  const all = new Set<AnyTransitionDefinition>();
  for (const node of [machine.root, ...getStateNodes(machine.root)]) {
    for (const list of node.transitions.values()) for (const transition of list) all.add(transition);
    for (const transition of node.always ?? []) all.add(transition);
    for (const transition of node.after) all.add(transition);
  }
  return [...all];
}

/** Every state node but the root. A history node is a pseudo-state: it is reached when a transition targets it. */
export function stateNodesOf(machine: AnyStateMachine): AnyStateNode[] {
  return getStateNodes(machine.root);
}

/**
 * A name for a transition that survives `machine.provide(...)` (which builds new state node objects) and reads well
 * in a report: source, event (or `always`), the branch index when the event has several, and the targets.
 */
export function transitionId(transition: AnyTransitionDefinition): string {
  const source: AnyStateNode = transition.source;
  const always = transition.eventType === '';
  const siblings: AnyTransitionDefinition[] = always
    ? (source.always ?? [])
    : (source.transitions.get(transition.eventType) ?? [transition]);
  const branch = siblings.length > 1 ? `[${siblings.indexOf(transition)}]` : '';
  const label = always ? 'always' : transition.eventType;
  const targets = transition.target?.map((target: AnyStateNode) => `#${target.id}`).join(', ') ?? '(stays)';
  return `#${source.id} ${label}${branch} → ${targets}`;
}
