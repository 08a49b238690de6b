import { Stack, Table, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { ordersApi, type TSupplier } from '../../api/orders.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { LoadingIndicator } from '../../components/loading/LoadingIndicator.tsx';
import { type TablePageSize, TablePaging } from '../../components/table/TablePaging.tsx';
import { TableSearch } from '../../components/table/TableSearch.tsx';
import { filterRows, pageOf } from '../catalog/catalog-filter.ts';
import { useCatalogList } from '../catalog/use-catalog.ts';
import { SupplierAdminActions } from './SupplierAdminActions.tsx';
import { SupplierContactModal } from './SupplierContactModal.tsx';

const texts = (supplier: TSupplier) => [supplier.name, supplier.extid, ...supplier.contact_emails];

/** The company's suppliers: who their requests are mailed to, changed here; reminders by hand. */
export function CompanySuppliers({ bucketId }: { bucketId: string }) {
  const list = useCatalogList(queryKeys.suppliers(bucketId), () => ordersApi.suppliers(bucketId));
  const [filter, setFilter] = useState('');
  const [page, setPage] = useState(0);
  const [size, setSize] = useState<TablePageSize>(50);
  const [editing, setEditing] = useState<TSupplier | null>(null);
  const shown = useMemo(() => filterRows(list.data ?? [], filter, texts), [list.data, filter]);
  return (
    <Stack>
      <Text size="sm" c="dimmed">
        Document requests and reminders go to a supplier's contact e-mails. An address taken off stops opening
        the supplier portal at once.
      </Text>
      <TableSearch
        label="Filter suppliers"
        value={filter}
        onChange={(text) => {
          setFilter(text);
          setPage(0);
        }}
      />
      {list.isPending && <LoadingIndicator />}
      {list.data && shown.length === 0 && (
        <Text c="dimmed">{list.data.length === 0 ? 'No suppliers yet.' : 'Nothing matches the filter.'}</Text>
      )}
      {shown.length > 0 && (
        <Table.ScrollContainer minWidth={720}>
          <Table striped aria-label="Supplier contacts">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Supplier</Table.Th>
                <Table.Th>Contact e-mails</Table.Th>
                <Table.Th>Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {pageOf(shown, page, size).map((supplier) => (
                <Table.Tr key={supplier.id}>
                  <Table.Td>
                    <Text fw={600}>{supplier.name}</Text>
                    {supplier.extid && (
                      <Text size="xs" c="dimmed">
                        {supplier.extid}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>{supplier.contact_emails.join(', ') || '–'}</Table.Td>
                  <Table.Td>
                    <SupplierAdminActions
                      bucketId={bucketId}
                      supplier={supplier}
                      onEdit={() => setEditing(supplier)}
                    />
                  </Table.Td>
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
      {editing && (
        <SupplierContactModal bucketId={bucketId} supplier={editing} onClose={() => setEditing(null)} />
      )}
    </Stack>
  );
}
