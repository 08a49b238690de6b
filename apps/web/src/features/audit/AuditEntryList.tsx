import type { TAuditEntry } from '@keelson/contract';
import { Stack } from '@mantine/core';
import { useCallback } from 'react';
import { isLongList } from '../../components/virtual/long-list.ts';
import { useVirtualList } from '../../components/virtual/use-virtual-list.ts';
import { AuditEntryItem } from './AuditEntryItem.tsx';

// An entry with one change measured 87 px; those with more are measured when they show.
const ENTRY_ESTIMATE = 96;
// About a screen of entries either side.
const OVERSCAN_ENTRIES = 10;

/**
 * The trail's entries as a list named `label`. A long trail (decision 0038) renders the entries near
 * the viewport only, in the window (the company's trail, a project's History) or in the drawer that
 * scrolls it (an item's or a check's History).
 */
export function AuditEntryList({ entries, label }: { entries: TAuditEntry[]; label: string }) {
  // An entry's id keeps its measured height when a refetch brings newer entries in above it.
  const getItemKey = useCallback((index: number) => entries[index]?.id ?? index, [entries]);
  const list = useVirtualList({
    count: entries.length,
    enabled: isLongList(entries.length),
    estimateSize: ENTRY_ESTIMATE,
    overscan: OVERSCAN_ENTRIES,
    getItemKey,
  });
  return (
    <Stack
      component="ol"
      aria-label={label}
      gap="xs"
      m={0}
      ref={list.listRef}
      style={{ listStyle: 'none', paddingInline: 0, ...list.style }}
    >
      {entries.slice(list.from, list.to).map((entry, offset) => (
        <AuditEntryItem
          key={entry.id}
          entry={entry}
          position={list.from + offset + 1}
          loaded={entries.length}
          style={list.itemStyle}
          measureRef={list.measureRef}
        />
      ))}
    </Stack>
  );
}
