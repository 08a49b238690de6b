import { DonutChart } from '@mantine/charts';
import { Anchor, Group, Stack, Text } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import type { TStatsCounts } from '../../api/stats.ts';
import { statsCountHref } from '../statistics/stats-links.ts';
import { relevanceSlices, relevantShare } from './fleet-charts.ts';

type Props = { bucketId: string; companyName: string; counts: TStatsCounts };

/**
 * Relevant vs not relevant items of a company, from its live statistics. Each slice, and each line
 * of the legend, opens the orders list of the items of that relevancy.
 */
export function RelevanceShareChart({ bucketId, companyName, counts }: Props) {
  const navigate = useNavigate();
  const slices = relevanceSlices(counts);
  const href = (name: string) => {
    const slice = slices.find((s) => s.name === name);
    return slice ? statsCountHref(bucketId, slice.count) : null;
  };
  const share = relevantShare(counts);
  if (counts.total === 0) return <Text c="dimmed">No items yet.</Text>;
  return (
    <Group align="center" gap="lg" wrap="wrap">
      <DonutChart
        size={160}
        thickness={28}
        data={slices
          .filter((slice) => slice.value > 0)
          .map(({ name, value, color }) => ({ name, value, color }))}
        chartLabel={share === null ? '' : `${share}% relevant`}
        aria-label={`Relevant vs not relevant, ${companyName}`}
        cellProps={(cell) => ({
          style: { cursor: 'pointer' },
          onClick: () => {
            const to = href(cell.name);
            if (to) navigate(to);
          },
        })}
      />
      <Stack gap={4} aria-label="Items by relevancy">
        {slices.map((slice) => (
          <Anchor key={slice.name} component={Link} to={href(slice.name) ?? '#'} size="sm">
            {slice.name}: {slice.value}
          </Anchor>
        ))}
      </Stack>
    </Group>
  );
}
