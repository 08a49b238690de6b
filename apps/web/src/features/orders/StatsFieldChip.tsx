import { Group, Pill, Text } from '@mantine/core';
import type { ItemStatsField } from '../../api/orders.ts';
import { STATS_FIELD_LABELS } from './order-labels.ts';

type Props = { field: ItemStatsField; onRemove: () => void };

/** The statistics count the list is narrowed to (?stats_field=); removing it widens the list again. */
export function StatsFieldChip({ field, onRemove }: Props) {
  const label = STATS_FIELD_LABELS[field];
  return (
    <Group gap="xs">
      <Text size="sm" c="dimmed">
        Statistics filter:
      </Text>
      <Pill
        size="md"
        withRemoveButton
        onRemove={onRemove}
        // Mantine hides the remove button from keyboards and screen readers; this one is the only way to remove.
        removeButtonProps={{ 'aria-label': `Remove the filter ${label}`, 'aria-hidden': false, tabIndex: 0 }}
      >
        {label}
      </Pill>
    </Group>
  );
}
