import { Anchor, Checkbox, Group, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { TOrderItem } from '../../api/orders.ts';
import { evaluationView, nextAction } from './evaluation-view.ts';
import { CrewDisplayBadge, ExpertDisplayBadge, OverdueBadges, RequestedBadge } from './ItemBadges.tsx';
import { actionLabel } from './order-labels.ts';

type Selection = {
  selected: ReadonlySet<string>;
  onSelect: (ids: string[], selected: boolean) => void;
};

type Props = {
  items: readonly TOrderItem[];
  /** Checkboxes for batch actions; without it the table only opens items. */
  selection?: Selection;
  expertView: boolean;
  itemHref: (id: string) => string;
  orderHref?: (orderId: string) => string;
  /** Within one order the vessel and order columns say nothing new and are left out. */
  withinOrder?: boolean;
  onOpen: (id: string) => void;
};

/**
 * One row per order item; a click on the row opens its drawer. The display and next-action columns
 * follow the view: the expert's or the crew's.
 */
export function OrderItemsTable({
  items,
  selection,
  expertView,
  itemHref,
  orderHref,
  withinOrder = false,
  onOpen,
}: Props) {
  const selected = selection?.selected ?? new Set<string>();
  const all = items.length > 0 && items.every((item) => selected.has(item.id));
  const some = items.some((item) => selected.has(item.id));
  return (
    <Table.ScrollContainer minWidth={1100}>
      <Table striped highlightOnHover aria-label="Order items">
        <Table.Thead>
          <Table.Tr>
            {selection && (
              <Table.Th w={40}>
                <Checkbox
                  aria-label="Select all items on this page"
                  checked={all}
                  indeterminate={some && !all}
                  onChange={(event) =>
                    selection.onSelect(
                      items.map((item) => item.id),
                      event.currentTarget.checked,
                    )
                  }
                />
              </Table.Th>
            )}
            <Table.Th>Item</Table.Th>
            <Table.Th>IMPA</Table.Th>
            <Table.Th>Supplier</Table.Th>
            {!withinOrder && <Table.Th>Vessel</Table.Th>}
            {!withinOrder && <Table.Th>Order</Table.Th>}
            <Table.Th>Category</Table.Th>
            <Table.Th>{expertView ? 'Expert display' : 'Crew display'}</Table.Th>
            <Table.Th>Next action</Table.Th>
            <Table.Th>Overdue</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => {
            const view = evaluationView(item);
            const action = nextAction(view, expertView);
            const orderLabel = item.order?.order_number ?? item.order?.extid ?? '–';
            return (
              <Table.Tr key={item.id} style={{ cursor: 'pointer' }} onClick={() => onOpen(item.id)}>
                {selection && (
                  <Table.Td onClick={(event) => event.stopPropagation()}>
                    <Checkbox
                      aria-label={`Select ${item.display_name || item.short_id}`}
                      checked={selected.has(item.id)}
                      onChange={(event) => selection.onSelect([item.id], event.currentTarget.checked)}
                    />
                  </Table.Td>
                )}
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
                {!withinOrder && (
                  <>
                    <Table.Td>{item.vessel?.name ?? item.order?.vessel?.name ?? '–'}</Table.Td>
                    <Table.Td>
                      {orderHref && item.order ? (
                        <Anchor
                          component={Link}
                          to={orderHref(item.order.id)}
                          onClick={(event) => event.stopPropagation()}
                        >
                          {orderLabel}
                        </Anchor>
                      ) : (
                        orderLabel
                      )}
                    </Table.Td>
                  </>
                )}
                <Table.Td>{item.selected_category?.name ?? '–'}</Table.Td>
                <Table.Td>
                  {expertView ? (
                    <Group gap={4} wrap="nowrap">
                      <ExpertDisplayBadge view={view} />
                      <RequestedBadge view={view} />
                    </Group>
                  ) : (
                    <CrewDisplayBadge view={view} />
                  )}
                </Table.Td>
                <Table.Td>{action ? actionLabel(action, view) : '–'}</Table.Td>
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
