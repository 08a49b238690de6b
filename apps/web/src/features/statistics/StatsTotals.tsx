import { Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { TBucketStats } from '../../api/stats.ts';
import { StatsLineValue } from './StatsLineValue.tsx';
import { STATS_CARDS, statsValue } from './stats-labels.ts';

type Props = { bucketId: string; stats: TBucketStats };

/** The company's totals: one card per party and one for the categories. */
export function StatsTotals({ bucketId, stats }: Props) {
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="baseline">
        <Text>
          <Text span fw={700} size="xl">
            {statsValue(stats, 'total')}
          </Text>{' '}
          active item(s)
        </Text>
        <Text size="sm" c="dimmed">
          Updated {new Date(stats.updated_at).toLocaleString()}
        </Text>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
        {STATS_CARDS.map((card) => (
          <Paper key={card.title} withBorder radius="md" p="md" component="section" aria-label={card.title}>
            <Title order={2} size="h4" mb="xs">
              {card.title}
            </Title>
            <Stack gap={4}>
              {card.lines.map((line) => (
                <Group key={line.label} justify="space-between" wrap="nowrap">
                  <Text size="sm">{line.label}</Text>
                  <StatsLineValue bucketId={bucketId} counts={stats} line={line} />
                </Group>
              ))}
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
