import { Anchor, Divider, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link, useNavigate, useParams } from 'react-router';
import { usePageTitle } from '../../app/page-title.ts';
import { Fact } from '../../components/Fact.tsx';
import { LoadingIndicator } from '../../components/loading/LoadingIndicator.tsx';
import { formatDay } from '../../lib/format.ts';
import { ExpertViewSwitch } from './ExpertViewSwitch.tsx';
import { ItemDrawer } from './ItemDrawer.tsx';
import { OrderEvaluation } from './OrderEvaluation.tsx';
import { OrderItemsTable } from './OrderItemsTable.tsx';
import { orderEvaluationView, orderStatusLabel } from './order-evaluation-view.ts';
import { useExpertView } from './use-expert-view.ts';
import { ordersListPath } from './use-order-filters.ts';
import { useCategories, usePurchaseOrder } from './use-orders.ts';

/**
 * #/dashboard/companies/{bucketId}/purchase-orders/{orderId}: one order, its evaluation and all its
 * items; /items/{itemId} opens an item's drawer over it.
 */
export function OrderPage() {
  const { bucketId = '', orderId = '', '*': rest = '' } = useParams();
  const itemId = /^items\/([^/]+)$/.exec(rest)?.[1];
  const navigate = useNavigate();
  const { expertView, taskList } = useExpertView(bucketId);
  const { data: order, isPending, isError } = usePurchaseOrder(bucketId, orderId);
  const categories = useCategories(bucketId);
  const number = order ? (order.order_number ?? order.extid ?? order.id.slice(0, 6)) : '';
  usePageTitle(['Orders', order ? `Order ${number}` : 'Order']);
  const base = `/dashboard/companies/${bucketId}/purchase-orders/${orderId}`;

  return (
    <Stack>
      <Anchor component={Link} to={ordersListPath(bucketId, '', taskList)} size="sm">
        ← Orders
      </Anchor>
      {isPending && <LoadingIndicator />}
      {isError && !order && <Text>This order could not be loaded.</Text>}
      {order && (
        <>
          <Group justify="space-between">
            <Title order={1} size="h2">
              Order {number}
            </Title>
            <ExpertViewSwitch bucketId={bucketId} />
          </Group>
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs" role="group" aria-label="Order facts">
            <Fact label="Vessel" value={order.vessel?.name ?? '–'} />
            <Fact label="Status" value={orderStatusLabel(order.status)} />
            <Fact label="Ordered" value={formatDay(order.ordered_at)} />
            <Fact label="Requisition" value={order.requisition_number ?? '–'} />
            <Fact label="Items" value={order.num_items} />
            <Fact label="Remarks" value={order.remarks ?? '–'} />
          </SimpleGrid>
          <Divider />
          <OrderEvaluation view={orderEvaluationView(order.evaluation)} />
          <Divider />
          <Title order={2} size="h4">
            Items
          </Title>
          {(order.items ?? []).length === 0 ? (
            <Text c="dimmed">This order has no items.</Text>
          ) : (
            <OrderItemsTable
              items={order.items ?? []}
              expertView={expertView}
              withinOrder
              itemHref={(id) => `${base}/items/${id}`}
              onOpen={(id) => navigate(`${base}/items/${id}`)}
            />
          )}
        </>
      )}
      <ItemDrawer
        itemId={itemId}
        bucketId={bucketId}
        categories={categories}
        expertView={expertView}
        onClose={() => navigate(base)}
      />
    </Stack>
  );
}
