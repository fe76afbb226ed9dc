// The journey chart as an ELK graph: one node per state node (compound for nested and parallel states), one
// edge per transition labelled with its event and guard. ELK lays it out (layered, hierarchy included); nothing
// is placed by hand. Coordinates come back absolute (json.shapeCoords/edgeCoords ROOT) so drawing is direct.
import type { ElkExtendedEdge, ElkNode } from 'elkjs/lib/elk-api';
import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';

export interface ChartNodeInfo {
  id: string;
  key: string;
  type: 'atomic' | 'compound' | 'parallel' | 'final' | 'history';
  /** The parent is a parallel state: this node is one of its regions. */
  region: boolean;
}

export interface ChartEdgeInfo {
  id: string;
  source: string;
  target: string;
  label: string;
}

export interface ChartGraph {
  elk: ElkNode;
  nodes: Map<string, ChartNodeInfo>;
  edges: ChartEdgeInfo[];
}

const CHAR_WIDTH = 7;
const LINE_HEIGHT = 16;

/** `xstate.done.actor.createCase` → `done: createCase`; `xstate.after.pollInterval.x` → `after pollInterval`. */
export function eventLabel(eventType: string): string {
  if (eventType === '') return 'always';
  const done = /^xstate\.done\.actor\.(.+)$/.exec(eventType);
  if (done) return `done: ${done[1]}`;
  const error = /^xstate\.error\.actor\.(.+)$/.exec(eventType);
  if (error) return `error: ${error[1]}`;
  const after = /^xstate\.after\.([^.]+)\./.exec(eventType);
  if (after) return `after ${after[1]}`;
  if (eventType.startsWith('xstate.done.state.')) return 'done';
  return eventType;
}

function guardLabel(transition: AnyTransitionDefinition): string {
  const guard = transition.guard as { type?: string } | string | undefined;
  if (!guard) return '';
  const name = typeof guard === 'string' ? guard : guard.type;
  return name ? ` [${name}]` : ' [guard]';
}

function transitionsOfNode(node: AnyStateNode): AnyTransitionDefinition[] {
  const all = new Set<AnyTransitionDefinition>();
  for (const list of node.transitions.values()) for (const transition of list) all.add(transition);
  for (const transition of node.always ?? []) all.add(transition);
  return [...all];
}

function sizeOf(text: string): { width: number; height: number } {
  return { width: Math.max(24, text.length * CHAR_WIDTH + 12), height: LINE_HEIGHT + 4 };
}

export function chartGraph(machine: AnyStateMachine): ChartGraph {
  const nodes = new Map<string, ChartNodeInfo>();
  const edges: ChartEdgeInfo[] = [];

  function visit(node: AnyStateNode, parent: AnyStateNode | undefined): ElkNode {
    const info: ChartNodeInfo = {
      id: node.id,
      key: node.key,
      type: node.type as ChartNodeInfo['type'],
      region: parent?.type === 'parallel',
    };
    nodes.set(node.id, info);
    transitionsOfNode(node).forEach((transition, index) => {
      const targets: readonly AnyStateNode[] = transition.target ?? [node];
      for (const target of targets) {
        edges.push({
          id: `${node.id}→${index}→${target.id}→${edges.length}`,
          source: node.id,
          target: target.id,
          label: `${eventLabel(transition.eventType)}${guardLabel(transition)}`,
        });
      }
    });
    const children = Object.values(node.states ?? {}) as AnyStateNode[];
    const label = sizeOf(node.key);
    if (children.length === 0) return { id: node.id, ...label, width: label.width + 8, height: 30 };
    return {
      id: node.id,
      labels: [{ text: node.key, ...label }],
      layoutOptions: {
        'elk.padding': '[top=28,left=10,bottom=10,right=10]',
        'elk.direction': info.type === 'parallel' ? 'RIGHT' : 'DOWN',
        'elk.nodeLabels.placement': 'INSIDE V_TOP H_LEFT',
      },
      children: children.map((child) => visit(child, node)),
    };
  }

  const root = visit(machine.root, undefined);
  const elkEdges: ElkExtendedEdge[] = edges.map((edge) => ({
    id: edge.id,
    sources: [edge.source],
    targets: [edge.target],
    labels: [{ text: edge.label, ...sizeOf(edge.label) }],
  }));
  // The root state is itself a box (its own transitions start at it), so the graph ELK lays out holds it.
  return {
    elk: {
      id: '__chart',
      layoutOptions: {
        'elk.algorithm': 'layered',
        'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
        'elk.json.shapeCoords': 'ROOT',
        'elk.json.edgeCoords': 'ROOT',
        'elk.edgeLabels.placement': 'CENTER',
        'elk.layered.spacing.nodeNodeBetweenLayers': '30',
        'elk.spacing.nodeNode': '16',
        'elk.spacing.edgeLabel': '2',
        // Measured on the 2-core machine: 7.5 s with ELK's defaults, 1.4 s with these, the same drawing size.
        'elk.layered.thoroughness': '1',
        'elk.layered.crossingMinimization.greedySwitch.type': 'OFF',
      },
      children: [root],
      edges: elkEdges,
    },
    nodes,
    edges,
  };
}

/** The ids of the state nodes a state value makes active (every ancestor of every active leaf, root included),
 * found by walking the chart by state keys (so states with their own `id` are found too). */
export function activeIds(root: AnyStateNode, value: unknown): Set<string> {
  const active = new Set<string>([root.id]);
  function walk(node: AnyStateNode, part: unknown): void {
    if (typeof part === 'string') {
      const child = node.states?.[part] as AnyStateNode | undefined;
      if (child) active.add(child.id);
      return;
    }
    if (part && typeof part === 'object') {
      for (const [key, childValue] of Object.entries(part)) {
        const child = node.states?.[key] as AnyStateNode | undefined;
        if (!child) continue;
        active.add(child.id);
        walk(child, childValue);
      }
    }
  }
  walk(root, value);
  return active;
}
