import { Anchor, Checkbox, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { TOrderItem } from '../../api/orders.ts';
import { evaluationView, nextAction } from './evaluation-view.ts';
import { ExpertDisplayBadge, OverdueBadges } from './ItemBadges.tsx';
import { actionLabel } from './order-labels.ts';

type Props = {
  items: readonly TOrderItem[];
  selected: ReadonlySet<string>;
  onSelect: (ids: string[], selected: boolean) => void;
  itemHref: (id: string) => string;
  onOpen: (id: string) => void;
};

/** One row per order item; a click on the row opens its drawer, the checkboxes select for batch actions. */
export function OrderItemsTable({ items, selected, onSelect, itemHref, onOpen }: Props) {
  const all = items.length > 0 && items.every((item) => selected.has(item.id));
  const some = items.some((item) => selected.has(item.id));
  return (
    <Table.ScrollContainer minWidth={1100}>
      <Table striped highlightOnHover aria-label="Order items">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>
              <Checkbox
                aria-label="Select all items on this page"
                checked={all}
                indeterminate={some && !all}
                onChange={(event) =>
                  onSelect(
                    items.map((item) => item.id),
                    event.currentTarget.checked,
                  )
                }
              />
            </Table.Th>
            <Table.Th>Item</Table.Th>
            <Table.Th>IMPA</Table.Th>
            <Table.Th>Supplier</Table.Th>
            <Table.Th>Vessel</Table.Th>
            <Table.Th>Order</Table.Th>
            <Table.Th>Category</Table.Th>
            <Table.Th>Expert display</Table.Th>
            <Table.Th>Next action</Table.Th>
            <Table.Th>Overdue</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => {
            const view = evaluationView(item);
            const action = nextAction(view);
            return (
              <Table.Tr key={item.id} style={{ cursor: 'pointer' }} onClick={() => onOpen(item.id)}>
                <Table.Td onClick={(event) => event.stopPropagation()}>
                  <Checkbox
                    aria-label={`Select ${item.display_name || item.short_id}`}
                    checked={selected.has(item.id)}
                    onChange={(event) => onSelect([item.id], event.currentTarget.checked)}
                  />
                </Table.Td>
                <Table.Td>
                  <Anchor
                    component={Link}
                    to={itemHref(item.id)}
                    onClick={(event) => event.stopPropagation()}
                  >
                    {item.display_name || '(no name)'}
                  </Anchor>
                  <Text size="xs" c="dimmed" ff="monospace">
                    {item.short_id}
                  </Text>
                </Table.Td>
                <Table.Td>{item.article?.impaNumber ?? '–'}</Table.Td>
                <Table.Td>{item.supplier?.name ?? '–'}</Table.Td>
                <Table.Td>{item.vessel?.name ?? item.order?.vessel?.name ?? '–'}</Table.Td>
                <Table.Td>{item.order?.order_number ?? item.order?.extid ?? '–'}</Table.Td>
                <Table.Td>{item.selected_category?.name ?? '–'}</Table.Td>
                <Table.Td>
                  <ExpertDisplayBadge view={view} />
                </Table.Td>
                <Table.Td>{action ? actionLabel(action) : '–'}</Table.Td>
                <Table.Td>
                  <OverdueBadges item={item} />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
