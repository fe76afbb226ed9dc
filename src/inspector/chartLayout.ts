// The chart's drawing, laid out once by ELK and saved (src/inspector/chartLayout.json, written by
// scripts/chartLayout.ts), so the inspector draws the chart as soon as its page loads: laying out the whole chart
// took ELK 2.2 s in Node on the quiet 2-core machine, longer than 30 s in Chromium beside the browser tests, and
// ELK's 1.4 MB script was most of the page. The saved drawing carries the key of the graph it was made from; when
// the chart has changed since (a developer editing it), the page lays it out itself with ELK, loaded only then.
import type { ElkEdgeSection, ElkNode, ElkPoint } from 'elkjs/lib/elk-api';

/** What the chart view draws of a state box: its place and size, and the boxes inside it. */
export interface LaidOutNode {
  id: string;
  x: number;
  y: number;
  width: number;
  height: number;
  children?: LaidOutNode[];
}

export interface LaidOutEdge {
  id: string;
  source: string;
  /** Each routed section: its start point, bend points and end point. */
  sections: ElkPoint[][];
  label?: { text: string; x: number; y: number };
}

export interface ChartLayout {
  width: number;
  height: number;
  root: LaidOutNode;
  edges: LaidOutEdge[];
}

export interface SavedChartLayout {
  /** layoutKey of the ELK graph the layout was made from. */
  key: string;
  layout: ChartLayout;
}

/** A key of the graph ELK is given (FNV-1a over its JSON): every state, transition, label and option is in it, so
 * any change to the chart that changes its drawing changes the key. */
export function layoutKey(graph: ElkNode): string {
  const text = JSON.stringify(graph);
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `${hash.toString(16).padStart(8, '0')}-${text.length}`;
}

/** Coordinates to a tenth of a pixel: the drawing is the same, the saved file a third smaller. */
const round = (value: number | undefined): number => Math.round((value ?? 0) * 10) / 10;
const point = (at: ElkPoint): ElkPoint => ({ x: round(at.x), y: round(at.y) });

function nodeOf(node: ElkNode): LaidOutNode {
  const laidOut: LaidOutNode = {
    id: node.id,
    x: round(node.x),
    y: round(node.y),
    width: round(node.width),
    height: round(node.height),
  };
  if (node.children?.length) laidOut.children = node.children.map(nodeOf);
  return laidOut;
}

function pointsOf(section: ElkEdgeSection): ElkPoint[] {
  return [section.startPoint, ...(section.bendPoints ?? []), section.endPoint].map(point);
}

/** What the chart view draws of ELK's answer (absolute coordinates: json.shapeCoords/edgeCoords ROOT), nothing more. */
export function chartLayoutOf(laidOut: ElkNode): ChartLayout {
  const [root] = laidOut.children ?? [];
  if (!root) throw new Error('ELK answered a graph without the chart');
  return {
    width: round(laidOut.width),
    height: round(laidOut.height),
    root: nodeOf(root),
    edges: (laidOut.edges ?? []).map((edge) => {
      const label = edge.labels?.[0];
      return {
        id: edge.id,
        source: edge.sources[0] ?? '',
        sections: (edge.sections ?? []).map(pointsOf),
        ...(label ? { label: { text: label.text ?? '', x: round(label.x), y: round(label.y) } } : {}),
      };
    }),
  };
}

/** The saved layout when it was made from this graph; undefined when the chart has changed since. */
export function savedLayoutFor(graph: ElkNode, saved: SavedChartLayout): ChartLayout | undefined {
  return saved.key === layoutKey(graph) ? saved.layout : undefined;
}

/** ELK's layout of the graph, loaded and run only when the saved one is not of this chart. */
export async function layOut(graph: ElkNode): Promise<ChartLayout> {
  const { default: ELK } = await import('elkjs/lib/elk.bundled.js');
  return chartLayoutOf(await new ELK().layout(graph));
}
