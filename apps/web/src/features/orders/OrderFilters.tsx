import { Group, NativeSelect, SegmentedControl, Stack } from '@mantine/core';
import type { ItemFilters, ItemSet, TSupplier, TVessel } from '../../api/orders.ts';
import { TableSearch } from '../../components/table/TableSearch.tsx';
import { ALL_LISTS, ALL_LISTS_LABEL, ITEM_SET_LABELS } from './order-labels.ts';
import { StatsFieldChip } from './StatsFieldChip.tsx';
import type { useOrderFilters } from './use-order-filters.ts';

const SEARCH_DEBOUNCE_MS = 400;

type Props = {
  filters: ItemFilters;
  update: ReturnType<typeof useOrderFilters>['update'];
  vessels: readonly TVessel[];
  suppliers: readonly TSupplier[];
  /** The lists this view offers: the crew's three, or all six in the expert's view. */
  sets: readonly ItemSet[];
};

/**
 * Set (or all lists), vessel, supplier and search text of the order items, and the statistics
 * count the list may be narrowed to; the search waits 400 ms after typing.
 */
export function OrderFilters({ filters, update, vessels, suppliers, sets }: Props) {
  return (
    <Stack gap="sm">
      <SegmentedControl
        aria-label="Item list"
        value={filters.set ?? ALL_LISTS}
        onChange={(value) => update({ set: value as ItemSet | typeof ALL_LISTS })}
        data={[
          ...sets.map((set) => ({ value: set, label: ITEM_SET_LABELS[set] })),
          { value: ALL_LISTS, label: ALL_LISTS_LABEL },
        ]}
        style={{ alignSelf: 'flex-start', maxWidth: '100%', overflowX: 'auto' }}
      />
      <Group align="flex-end" gap="sm">
        <TableSearch
          label="Search"
          description='Words, "quoted phrases", -negation'
          value={filters.search}
          onChange={(text) => update({ q: text })}
          debounceMs={SEARCH_DEBOUNCE_MS}
          trim
          width={360}
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
