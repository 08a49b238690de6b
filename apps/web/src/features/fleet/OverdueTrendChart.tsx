import type { TTrendPoint } from '@keelson/contract';
import { LineChart } from '@mantine/charts';
import { Anchor, Group, Text } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { statsCountHref } from '../statistics/stats-links.ts';
import { OVERDUE_SERIES, type OverdueSeriesName, overdueRows } from './fleet-charts.ts';
import type { ChartScope } from './fleet-scope.ts';

type Props = { scope: ChartScope; points: readonly TTrendPoint[] };

/**
 * Overdue work of the expert, the supplier and the crew, day by day. A point opens the orders list
 * of what its line counts — today's items of that kind, since the list has no past — and the
 * legend under the chart gives the same links with today's numbers, for keyboards and phones.
 */
export function OverdueTrendChart({ scope, points }: Props) {
  const navigate = useNavigate();
  const href = (name: OverdueSeriesName) => {
    const series = OVERDUE_SERIES.find((s) => s.name === name);
    return series ? statsCountHref(scope.bucketId, series.count, scope.listScope) : null;
  };
  const open = (name: OverdueSeriesName) => {
    const to = href(name);
    if (to) navigate(to);
  };
  const rows = overdueRows(points);
  const latest = rows.at(-1);
  if (rows.length === 0) return <Text c="dimmed">No daily statistics for this period yet.</Text>;
  return (
    <>
      <LineChart
        h={260}
        data={rows}
        dataKey="day"
        series={OVERDUE_SERIES.map(({ name, label, color }) => ({ name, label, color }))}
        curveType="monotone"
        withDots={rows.length <= 31}
        withLegend
        aria-label={`Overdue over time, ${scope.label}`}
        lineProps={(series) => {
          const onClick = () => open(series.name as OverdueSeriesName);
          return {
            // A year of days is a line, not 365 dots; a month keeps its dots to click.
            dot: rows.length <= 31 ? { onClick, cursor: 'pointer', r: 3 } : false,
            activeDot: { onClick, cursor: 'pointer', r: 6 },
          };
        }}
      />
      <Group gap="md" mt="xs" aria-label="Overdue now">
        {OVERDUE_SERIES.map((series) => (
          <Anchor key={series.name} component={Link} to={href(series.name) ?? '#'} size="sm" c={series.color}>
            {series.label} now: {latest?.[series.name] ?? 0}
          </Anchor>
        ))}
      </Group>
    </>
  );
}
