// Draws the laid-out chart (chartLayout.ts) as SVG: states as rounded boxes (parallel regions dashed), transitions as
// ELK's routed edges with their labels. Only attributes and classes: no style="" (the CSP of the page allows no inline
// styles), colours come from inspector.css.
import type { ElkPoint } from 'elkjs/lib/elk-api';
import type { ChartNodeInfo } from './chartGraph';
import type { ChartLayout, LaidOutEdge, LaidOutNode } from './chartLayout';

interface Props {
  layout: ChartLayout;
  nodes: Map<string, ChartNodeInfo>;
  active: ReadonlySet<string>;
}

function pathOf(points: ElkPoint[]): string {
  return points.map((point, index) => `${index === 0 ? 'M' : 'L'}${point.x},${point.y}`).join(' ');
}

function StateBox({ node, nodes, active }: { node: LaidOutNode; nodes: Props['nodes']; active: Props['active'] }) {
  const info = nodes.get(node.id);
  const isActive = active.has(node.id);
  const classes = [
    'state',
    `state-${info?.type ?? 'atomic'}`,
    info?.region ? 'state-region' : '',
    isActive ? 'active' : '',
  ]
    .filter(Boolean)
    .join(' ');
  const compound = (node.children?.length ?? 0) > 0;
  return (
    <g data-state-id={node.id} data-active={isActive ? 'true' : 'false'}>
      <rect className={classes} x={node.x} y={node.y} width={node.width} height={node.height} rx={6} ry={6} />
      <text
        className={compound ? 'state-label compound' : 'state-label'}
        x={node.x + (compound ? 8 : 10)}
        y={node.y + (compound ? 17 : 19)}
      >
        {info?.key ?? node.id}
        {info?.type === 'parallel' ? ' ∥' : ''}
      </text>
      {node.children?.map((child) => (
        <StateBox key={child.id} node={child} nodes={nodes} active={active} />
      ))}
    </g>
  );
}

function Edge({ edge, active }: { edge: LaidOutEdge; active: boolean }) {
  const { label } = edge;
  return (
    <g className={active ? 'transition from-active' : 'transition'}>
      {edge.sections.map((section, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: an edge's sections are fixed by its layout and never reordered
        <path key={index} d={pathOf(section)} markerEnd="url(#arrow)" />
      ))}
      {label ? (
        <text className="transition-label" x={label.x + 4} y={label.y + 13}>
          {label.text}
        </text>
      ) : null}
    </g>
  );
}

export function ChartView({ layout, nodes, active }: Props) {
  return (
    <svg
      className="chart"
      width={layout.width}
      height={layout.height}
      viewBox={`0 0 ${layout.width} ${layout.height}`}
      role="img"
      aria-label="The journey statechart"
    >
      <defs>
        <marker id="arrow" viewBox="0 0 10 10" refX="10" refY="5" markerWidth="7" markerHeight="7" orient="auto">
          <path d="M0,0 L10,5 L0,10 z" className="arrowhead" />
        </marker>
      </defs>
      <StateBox node={layout.root} nodes={nodes} active={active} />
      {layout.edges.map((edge) => (
        <Edge key={edge.id} edge={edge} active={active.has(edge.source)} />
      ))}
    </svg>
  );
}
