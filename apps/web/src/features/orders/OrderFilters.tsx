import { Group, NativeSelect, SegmentedControl, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';
import type { ItemFilters, ItemSet, TSupplier, TVessel } from '../../api/orders.ts';
import { ALL_LISTS, ALL_LISTS_LABEL, ITEM_SET_LABELS, ITEM_SETS } from './order-labels.ts';
import { StatsFieldChip } from './StatsFieldChip.tsx';
import type { useOrderFilters } from './use-order-filters.ts';

const SEARCH_DEBOUNCE_MS = 400;

type Props = {
  filters: ItemFilters;
  update: ReturnType<typeof useOrderFilters>['update'];
  vessels: readonly TVessel[];
  suppliers: readonly TSupplier[];
};

/**
 * Set (or all lists), vessel, supplier and search text of the order items, and the statistics
 * count the list may be narrowed to; the search waits 400 ms after typing.
 */
export function OrderFilters({ filters, update, vessels, suppliers }: Props) {
  const [text, setText] = useState(filters.search);
  const [debounced] = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  // The search the URL last had from either side: typing sends it, a link or Back brings a new one.
  const known = useRef(filters.search);
  useEffect(() => {
    if (filters.search === known.current) return;
    known.current = filters.search;
    setText(filters.search);
  }, [filters.search]);
  // Sends typed text once it has settled; a new `update` (it changes with the URL) sends nothing.
  const updateRef = useRef(update);
  updateRef.current = update;
  useEffect(() => {
    if (debounced !== text) return;
    const next = debounced.trim();
    if (next === known.current.trim()) return;
    known.current = next;
    updateRef.current({ q: next });
  }, [debounced, text]);

  return (
    <Stack gap="sm">
      <SegmentedControl
        aria-label="Item list"
        value={filters.set ?? ALL_LISTS}
        onChange={(value) => update({ set: value as ItemSet | typeof ALL_LISTS })}
        data={[
          ...ITEM_SETS.map((set) => ({ value: set, label: ITEM_SET_LABELS[set] })),
          { value: ALL_LISTS, label: ALL_LISTS_LABEL },
        ]}
        style={{ alignSelf: 'flex-start', maxWidth: '100%', overflowX: 'auto' }}
      />
      <Group align="flex-end" gap="sm">
        <TextInput
          label="Search"
          description='Words, "quoted phrases", -negation'
          type="search"
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          style={{ flex: '1 1 260px' }}
        />
        <NativeSelect
          label="Vessel"
          value={filters.vesselId}
          onChange={(event) => update({ vessel: event.currentTarget.value })}
          data={[
            { value: '', label: 'All vessels' },
            ...vessels.map((v) => ({ value: v.id, label: v.name })),
          ]}
        />
        <NativeSelect
          label="Supplier"
          value={filters.supplierId}
          onChange={(event) => update({ supplier: event.currentTarget.value })}
          data={[
            { value: '', label: 'All suppliers' },
            ...suppliers.map((s) => ({ value: s.id, label: s.name })),
          ]}
        />
      </Group>
      {filters.statsField && (
        <StatsFieldChip field={filters.statsField} onRemove={() => update({ stats_field: '' })} />
      )}
    </Stack>
  );
}
