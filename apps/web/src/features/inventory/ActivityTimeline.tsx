import type { TItemInventory } from '@keelson/contract';
import { Text, Timeline } from '@mantine/core';

const WHAT: Record<string, (quantity: number | null) => string> = {
  receive: (quantity) => `Received ${quantity ?? ''}`.trim(),
  reject: () => 'Delivery rejected',
  store: (quantity) => `Stored ${quantity}`,
  install: (quantity) => `Installed ${quantity}`,
  transfer: (quantity) => `Transferred ${quantity}`,
  move: () => 'Pin moved',
  remove: (quantity) => `Removed ${quantity}`,
  discharge: (quantity) => `Discharged ${quantity ?? ''}`.trim(),
};

/** The item's log as a timeline: what was done, by whom, when, and the remark. */
export function ActivityTimeline({
  log,
  planNames,
}: {
  log: TItemInventory['log'];
  planNames: Map<string, string>;
}) {
  if (log.length === 0) return null;
  return (
    <Timeline component="section" aria-label="Activity" active={log.length - 1} bulletSize={14} lineWidth={2}>
      {log.map((entry) => (
        <Timeline.Item
          key={entry.id}
          title={(WHAT[entry.type] ?? ((q) => `${entry.type} ${q ?? ''}`))(entry.quantity)}
        >
          <Text size="xs" c="dimmed">
            {new Date(entry.done_at).toLocaleString()}
            {entry.user ? ` · ${entry.user.name}` : ''}
            {entry.location_deckplan_id
              ? ` · ${planNames.get(entry.location_deckplan_id) ?? 'a deck plan'}`
              : ''}
          </Text>
          {entry.remarks && <Text size="sm">{entry.remarks}</Text>}
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
