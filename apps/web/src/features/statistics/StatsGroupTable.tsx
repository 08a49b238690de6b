import { Stack, Table, Text } from '@mantine/core';
import { useCallback } from 'react';
import type { StatsGroup } from '../../api/stats.ts';
import { LoadingIndicator } from '../../components/loading/LoadingIndicator.tsx';
import { SortableTh } from '../../components/table/SortableTh.tsx';
import { TablePaging } from '../../components/table/TablePaging.tsx';
import { TableSearch } from '../../components/table/TableSearch.tsx';
import { StatsLineValue } from './StatsLineValue.tsx';
import { GROUP_COLUMNS, GROUP_LABELS } from './stats-labels.ts';
import { useGroupStatsQuery } from './use-group-stats-query.ts';
import { useGroupStats } from './use-stats.ts';

const SEARCH_DEBOUNCE_MS = 400;

type Props = { bucketId: string; group: StatsGroup };

/** The counts per supplier or per vessel: searchable by name, sortable by name, paged. */
export function StatsGroupTable({ bucketId, group }: Props) {
  const { query, change } = useGroupStatsQuery();
  const { data, isPending, isError } = useGroupStats(bucketId, group, query);
  const labels = GROUP_LABELS[group];
  const search = useCallback((text: string) => change({ search: text }), [change]);

  return (
    <Stack>
      <TableSearch
        label={`Search ${labels.name.toLowerCase()}s`}
        value={query.search}
        onChange={search}
        debounceMs={SEARCH_DEBOUNCE_MS}
      />
      {isPending && <LoadingIndicator />}
      {isError && !data && <Text>The statistics could not be loaded.</Text>}
      {data && data.content.length === 0 && (
        <Text c="dimmed">No {labels.name.toLowerCase()}s with items.</Text>
      )}
      {data && data.content.length > 0 && (
        <Table.ScrollContainer minWidth={900}>
          <Table striped aria-label={labels.table}>
            <Table.Thead>
              <Table.Tr>
                <SortableTh
                  label={labels.name}
                  direction={query.direction}
                  onChange={(direction) => change({ direction })}
                />
                {GROUP_COLUMNS.map((column) => (
                  <Table.Th key={column.label}>{column.label}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.content.map((row) => (
                <Table.Tr key={row.id}>
                  <Table.Td>{row.name}</Table.Td>
                  {GROUP_COLUMNS.map((column) => (
                    <Table.Td key={column.label}>
                      <StatsLineValue
                        bucketId={bucketId}
                        counts={row}
                        line={column}
                        name={row.name}
                        scope={{ group, id: row.id }}
                      />
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <TablePaging
        page={query.page}
        size={query.size}
        totalElements={data?.total_elements ?? 0}
        onPage={(page) => change({ page })}
        onSize={(size) => change({ size })}
      />
    </Stack>
  );
}
