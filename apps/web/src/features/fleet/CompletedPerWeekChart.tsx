import type { TTrendPoint } from '@keelson/contract';
import { BarChart } from '@mantine/charts';
import { Anchor, Text } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { statsCountHref } from '../statistics/stats-links.ts';
import { COMPLETED_COUNT, completedPerWeek } from './fleet-charts.ts';
import type { ChartScope } from './fleet-scope.ts';

type Props = { scope: ChartScope; points: readonly TTrendPoint[] };

/**
 * Items completed per week (what each week added to the expert's done list, from the daily
 * snapshots). A bar opens the done list; the list shows every completed item, newest first.
 */
export function CompletedPerWeekChart({ scope, points }: Props) {
  const navigate = useNavigate();
  const weeks = completedPerWeek(points);
  const href = statsCountHref(scope.bucketId, COMPLETED_COUNT, scope.listScope);
  if (weeks.length === 0) return <Text c="dimmed">No daily statistics for this period yet.</Text>;
  return (
    <>
      <BarChart
        h={220}
        data={weeks}
        dataKey="week"
        series={[{ name: 'completed', label: 'Completed', color: 'teal.6' }]}
        aria-label={`Items completed per week, ${scope.label}`}
        barProps={{
          cursor: 'pointer',
          onClick: () => {
            if (href) navigate(href);
          },
        }}
      />
      <Anchor component={Link} to={href ?? '#'} size="sm" mt="xs" display="inline-block">
        The done list
      </Anchor>
    </>
  );
}
