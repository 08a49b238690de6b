import type { TAuditEntry } from '@keelson/contract';
import { Box, Button, Group, Paper, Text } from '@mantine/core';
import { type CSSProperties, useState } from 'react';
import { ActorIcon } from './ActorIcon.tsx';
import { changeText, dateTimeText, entryTitle, relativeTime } from './audit-format.ts';

/** A created row's changes can be many columns: a few show, the rest on demand. */
const SHOWN_CHANGES = 6;
// Long values (remarks, addresses, settings) wrap anywhere rather than widen a phone's screen.
const WRAP = { overflowWrap: 'anywhere' } as const;

type Props = {
  entry: TAuditEntry;
  /** Its place in the trail (from 1) and the entries loaded: a long trail renders only some. */
  position: number;
  loaded: number;
  /** A long trail's (use-virtual-list.ts). */
  style: CSSProperties | undefined;
  /** Measures it in a long trail (`data-index` is position - 1). */
  measureRef: ((element: Element | null) => void) | undefined;
};

/** One entry of an audit trail: when, who, what, and each change "Label: before → after". */
export function AuditEntryItem({ entry, position, loaded, style, measureRef }: Props) {
  const [all, setAll] = useState(false);
  const changes = all ? entry.changes : entry.changes.slice(0, SHOWN_CHANGES);
  const hidden = entry.changes.length - changes.length;
  const exact = dateTimeText(entry.at);
  return (
    <Paper
      component="li"
      withBorder
      p="xs"
      radius="sm"
      style={{ minWidth: 0, ...style }}
      aria-setsize={loaded}
      aria-posinset={position}
      data-index={position - 1}
      ref={measureRef}
    >
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <ActorIcon kind={entry.actor.kind} />
        <Box style={{ minWidth: 0, flex: 1 }}>
          <Group gap={6} justify="space-between" wrap="wrap" align="baseline">
            <Text size="sm" fw={600} style={WRAP}>
              {entry.actor.name}
            </Text>
            <Text size="xs" c="dimmed" component="time" dateTime={entry.at} title={exact}>
              {relativeTime(entry.at)}
            </Text>
          </Group>
          <Text size="sm">{entryTitle(entry)}</Text>
          {changes.length > 0 && (
            <Box component="ul" m={0} mt={4} pl="md">
              {changes.map((change) => (
                <Text key={change.field} component="li" size="sm" style={WRAP}>
                  {changeText(change, entry.action)}
                </Text>
              ))}
            </Box>
          )}
          {hidden > 0 && (
            <Button size="compact-xs" variant="subtle" onClick={() => setAll(true)} mt={4}>
              Show {hidden} more
            </Button>
          )}
        </Box>
      </Group>
    </Paper>
  );
}
