import type { TUsageGraph } from '@keelson/contract';
import { Text } from '@mantine/core';

type Node = TUsageGraph['nodes'][number];

/** Columns left to right: where units come from and where they end. */
const COLUMNS: { kind: Node['kind']; title: string; colour: string }[] = [
  { kind: 'delivery', title: 'Received', colour: '#495057' },
  { kind: 'storage', title: 'Stored', colour: '#1c7ed6' },
  { kind: 'installation', title: 'Installed', colour: '#2f9e44' },
  { kind: 'removal', title: 'Removed', colour: '#e8590c' },
  { kind: 'discharged', title: 'Discharged', colour: '#868e96' },
];
const BOX = { width: 84, height: 40, gapX: 36, gapY: 14, top: 22 };

/**
 * Where every unit of the item went, drawn as a flow from the delivery through storages and
 * installations to removals and discharges: one box per pin with what it holds now, one line per
 * crew action with how many units it moved. Readable at 390 px (it scales to the width).
 */
export function UsageGraph({
  graph,
  planNames,
}: {
  graph: TUsageGraph;
  planNames: ReadonlyMap<string, string>;
}) {
  const columns = COLUMNS.filter((column) => graph.nodes.some((node) => node.kind === column.kind));
  if (columns.length < 2) return null;
  const place = new Map<string, { x: number; y: number; colour: string }>();
  columns.forEach((column, c) => {
    graph.nodes
      .filter((node) => node.kind === column.kind)
      .forEach((node, r) => {
        place.set(node.id, {
          x: c * (BOX.width + BOX.gapX),
          y: BOX.top + r * (BOX.height + BOX.gapY),
          colour: column.colour,
        });
      });
  });
  const rows = Math.max(
    ...columns.map((column) => graph.nodes.filter((node) => node.kind === column.kind).length),
  );
  const width = columns.length * BOX.width + (columns.length - 1) * BOX.gapX;
  const height = BOX.top + rows * (BOX.height + BOX.gapY);
  const label = (node: Node) =>
    node.kind === 'delivery'
      ? `${node.inflow} received`
      : node.kind === 'discharged'
        ? `${node.inflow} gone`
        : `${node.balance} of ${node.inflow}`;
  return (
    <figure style={{ margin: 0 }} aria-label="Usage graph">
      <svg
        viewBox={`-2 0 ${width + 4} ${height}`}
        width="100%"
        style={{ maxWidth: width * 1.4 }}
        role="img"
        aria-label={`Usage graph: ${graph.edges.length} movement(s) of units`}
      >
        {columns.map((column, c) => (
          <text
            key={column.kind}
            x={c * (BOX.width + BOX.gapX) + BOX.width / 2}
            y={12}
            textAnchor="middle"
            fontSize={11}
            fontWeight={700}
          >
            {column.title}
          </text>
        ))}
        {graph.edges
          .filter((edge) => place.has(edge.source_node_id) && place.has(edge.target_node_id))
          .map((edge) => {
            const from = place.get(edge.source_node_id) as { x: number; y: number };
            const to = place.get(edge.target_node_id) as { x: number; y: number };
            const sameColumn = from.x === to.x;
            const x1 = from.x + BOX.width;
            const y1 = from.y + BOX.height / 2;
            const x2 = sameColumn ? to.x + BOX.width : to.x;
            const y2 = to.y + BOX.height / 2;
            const bend = sameColumn ? x1 + BOX.gapX * 0.8 : (x1 + x2) / 2;
            return (
              <g key={edge.id}>
                <path
                  d={`M${x1},${y1} C${bend},${y1} ${bend},${y2} ${x2},${y2}`}
                  fill="none"
                  stroke="#868e96"
                  strokeWidth={1 + Math.min(4, Math.abs(edge.quantity_delta))}
                  strokeOpacity={0.6}
                />
                <text x={bend} y={(y1 + y2) / 2 - 3} textAnchor="middle" fontSize={10}>
                  {edge.quantity_delta}
                </text>
              </g>
            );
          })}
        {graph.nodes.map((node) => {
          const at = place.get(node.id);
          if (!at) return null;
          const plan = node.location_deckplan_id ? planNames.get(node.location_deckplan_id) : undefined;
          return (
            <g key={node.id}>
              <rect
                x={at.x}
                y={at.y}
                width={BOX.width}
                height={BOX.height}
                rx={6}
                fill="#fff"
                stroke={at.colour}
                strokeWidth={2}
              />
              <text x={at.x + BOX.width / 2} y={at.y + 16} textAnchor="middle" fontSize={11} fontWeight={700}>
                {label(node)}
              </text>
              <text x={at.x + BOX.width / 2} y={at.y + 31} textAnchor="middle" fontSize={9} fill="#495057">
                {(plan ?? (node.kind === 'delivery' ? 'delivery' : 'elsewhere')).slice(0, 16)}
              </text>
            </g>
          );
        })}
      </svg>
      <Text component="figcaption" size="xs" c="dimmed">
        Boxes show what each place holds now of what it got; lines show how many units each action moved.
      </Text>
    </figure>
  );
}
