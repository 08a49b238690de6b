import { SimpleGrid } from '@mantine/core';
import type { TOrderItem } from '../../api/orders.ts';
import { Fact } from '../../components/Fact.tsx';
import { formatDay } from '../../lib/format.ts';

const quantity = (value: number | null, unit: string | null) =>
  value === null ? '–' : `${value}${unit ? ` ${unit}` : ''}`;

/** What the item is: article, quantities, order, vessel and supplier. */
export function ItemFacts({ item }: { item: TOrderItem }) {
  return (
    <SimpleGrid
      cols={{ base: 1, xs: 2 }}
      spacing="sm"
      verticalSpacing="xs"
      aria-label="Item facts"
      role="group"
    >
      <Fact label="Article" value={item.article?.name ?? item.article_description ?? '–'} />
      <Fact label="IMPA" value={item.article?.impaNumber ?? '–'} />
      <Fact label="Item id" value={`${item.short_id}${item.extid ? ` · ${item.extid}` : ''}`} />
      <Fact label="Ordered" value={quantity(item.quantity_ordered, item.quantity_unit)} />
      <Fact label="Delivered" value={quantity(item.quantity_delivered, item.quantity_unit)} />
      <Fact label="Received" value={quantity(item.quantity_received, item.quantity_unit)} />
      <Fact label="Order" value={item.order?.order_number ?? item.order?.extid ?? '–'} />
      <Fact label="Ordered at" value={formatDay(item.order?.ordered_at)} />
      <Fact label="Order status" value={item.order?.status ?? '–'} />
      <Fact label="Vessel" value={item.vessel?.name ?? item.order?.vessel?.name ?? '–'} />
      <Fact label="Supplier" value={item.supplier?.name ?? '–'} />
      <Fact label="Equipment class" value={item.equipment_class?.toUpperCase() ?? '–'} />
      {item.remarks && <Fact label="Remarks" value={item.remarks} />}
    </SimpleGrid>
  );
}
