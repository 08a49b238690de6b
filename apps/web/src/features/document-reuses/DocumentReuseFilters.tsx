import { Group, NativeSelect } from '@mantine/core';
import type { ReuseFilters } from '../../api/document-reuses.ts';
import type { TVessel } from '../../api/orders.ts';
import { DECISION_FILTER_LABELS, DECISION_FILTERS, REUSE_TYPE_FILTER_LABELS } from './reuse-labels.ts';
import type { useReuseFilters } from './use-reuse-filters.ts';

type Props = {
  filters: ReuseFilters;
  update: ReturnType<typeof useReuseFilters>['update'];
  vessels: readonly TVessel[];
};

/** Decision, document type and vessel of the reuse list. */
export function DocumentReuseFilters({ filters, update, vessels }: Props) {
  return (
    <Group align="flex-end" gap="sm">
      <NativeSelect
        label="Decision"
        value={filters.decision}
        onChange={(event) => update({ decision: event.currentTarget.value })}
        data={DECISION_FILTERS.map((value) => ({ value, label: DECISION_FILTER_LABELS[value] }))}
      />
      <NativeSelect
        label="Type"
        value={filters.type}
        onChange={(event) => update({ type: event.currentTarget.value })}
        data={(['', 'md', 'sdoc'] as const).map((value) => ({
          value,
          label: REUSE_TYPE_FILTER_LABELS[value],
        }))}
      />
      <NativeSelect
        label="Vessel"
        value={filters.vesselId}
        onChange={(event) => update({ vessel: event.currentTarget.value })}
        data={[{ value: '', label: 'All vessels' }, ...vessels.map((v) => ({ value: v.id, label: v.name }))]}
      />
    </Group>
  );
}
