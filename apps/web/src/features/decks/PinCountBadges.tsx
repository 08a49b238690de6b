import type { TPinCounts } from '@keelson/contract';
import { Badge, Group } from '@mantine/core';

/**
 * What is on a deck or plan at a glance: stored and installed pins, to-dos, and table A or B
 * hazardous materials still on board (red and orange, as the crew's highlights).
 */
export function PinCountBadges({
  usage,
}: {
  usage: {
    pin_counts: TPinCounts;
    has_non_removed_table_a_hazmats: boolean;
    has_non_removed_table_b_hazmats: boolean;
  };
}) {
  const { pin_counts: counts } = usage;
  const badges = [
    counts.stored > 0 && { key: 'stored', color: 'blue', text: `${counts.stored} stored` },
    counts.installed > 0 && { key: 'installed', color: 'teal', text: `${counts.installed} installed` },
    counts.todo > 0 && { key: 'todo', color: 'yellow', text: `${counts.todo} to do` },
    usage.has_non_removed_table_a_hazmats && { key: 'a', color: 'red', text: 'Table A on board' },
    usage.has_non_removed_table_b_hazmats && { key: 'b', color: 'orange', text: 'Table B on board' },
  ].filter((badge): badge is { key: string; color: string; text: string } => Boolean(badge));
  if (badges.length === 0) return null;
  return (
    <Group gap={4} wrap="wrap" aria-label="Pins">
      {badges.map((badge) => (
        <Badge key={badge.key} color={badge.color} variant="light" tt="none" className="whole-badge">
          {badge.text}
        </Badge>
      ))}
    </Group>
  );
}
