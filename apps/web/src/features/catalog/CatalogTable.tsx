import { Button, Group, Stack, Table, Text } from '@mantine/core';
import { type ReactNode, useMemo, useState } from 'react';
import { LoadingIndicator } from '../../components/loading/LoadingIndicator.tsx';
import { type TablePageSize, TablePaging } from '../../components/table/TablePaging.tsx';
import { TableSearch } from '../../components/table/TableSearch.tsx';
import { useCompanyCapabilities } from '../company/use-company-capabilities.ts';
import { filterRows, pageOf } from './catalog-filter.ts';

export type CatalogColumn<Row> = {
  header: string;
  /** The cell's text; the filter box searches it too. */
  text: (row: Row) => string | null;
};

type Props<Row extends { id: string }> = {
  bucketId: string;
  /** The table's accessible name, e.g. 'Suppliers'. */
  label: string;
  /** What one row is, for the filter label and the button: 'supplier' gives 'New supplier'. */
  noun: string;
  rows: readonly Row[] | undefined;
  loading: boolean;
  columns: readonly CatalogColumn<Row>[];
  /** The "New …" form, open until it calls its onClose. */
  renderNew: (onClose: () => void) => ReactNode;
  /** Buttons at the end of each row, when the user may act on the rows. */
  rowActions?: (row: Row) => ReactNode;
};

/**
 * A catalog list with a filter box, pages of 50 or 100 rows and, for those who keep the company's
 * data (experts and managers), a "New …" button.
 */
export function CatalogTable<Row extends { id: string }>({
  bucketId,
  label,
  noun,
  rows,
  loading,
  columns,
  renderNew,
  rowActions,
}: Props<Row>) {
  const [filter, setFilter] = useState('');
  const [page, setPage] = useState(0);
  const [size, setSize] = useState<TablePageSize>(100);
  const [creating, setCreating] = useState(false);
  const { keepsData } = useCompanyCapabilities(bucketId);
  const shown = useMemo(
    () => filterRows(rows ?? [], filter, (row) => columns.map((column) => column.text(row))),
    [rows, filter, columns],
  );

  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <TableSearch
          label={`Filter ${label.toLowerCase()}`}
          value={filter}
          onChange={(text) => {
            setFilter(text);
            setPage(0);
          }}
        />
        {keepsData && <Button onClick={() => setCreating(true)}>New {noun}</Button>}
      </Group>
      {loading && <LoadingIndicator />}
      {rows && shown.length === 0 && (
        <Text c="dimmed">
          {rows.length === 0 ? `No ${label.toLowerCase()} yet.` : 'Nothing matches the filter.'}
        </Text>
      )}
      {shown.length > 0 && (
        <Table.ScrollContainer minWidth={600}>
          <Table striped aria-label={label}>
            <Table.Thead>
              <Table.Tr>
                {columns.map((column) => (
                  <Table.Th key={column.header}>{column.header}</Table.Th>
                ))}
                {rowActions && <Table.Th>Actions</Table.Th>}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {pageOf(shown, page, size).map((row) => (
                <Table.Tr key={row.id}>
                  {columns.map((column) => (
                    <Table.Td key={column.header}>{column.text(row) || '–'}</Table.Td>
                  ))}
                  {rowActions && <Table.Td>{rowActions(row)}</Table.Td>}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <TablePaging
        page={page}
        size={size}
        totalElements={shown.length}
        onPage={setPage}
        onSize={(next) => {
          setSize(next);
          setPage(0);
        }}
      />
      {creating && renderNew(() => setCreating(false))}
    </Stack>
  );
}
