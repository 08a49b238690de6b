import type { TItemEdit } from '@keelson/contract';
import type { TOrderItem } from '../../api/orders.ts';

export type ItemEditValues = {
  remarks: string;
  articleDescription: string;
  quantityUnit: string;
  quantityOrdered: number | string;
  quantityDelivered: number | string;
};

export const itemEditValues = (item: TOrderItem): ItemEditValues => ({
  remarks: item.remarks ?? '',
  articleDescription: item.article_description ?? '',
  quantityUnit: item.quantity_unit ?? '',
  quantityOrdered: item.quantity_ordered ?? '',
  quantityDelivered: item.quantity_delivered ?? '',
});

const text = (value: string) => value.trim() || null;
const quantity = (value: number | string) => (typeof value === 'number' ? value : null);

/** Only what changed, texts trimmed, emptied fields as null (spec section 5: edits send only changed fields). */
export function itemChanges(item: TOrderItem, values: ItemEditValues): TItemEdit {
  const changes: TItemEdit = {};
  if (text(values.remarks) !== item.remarks) changes.remarks = text(values.remarks);
  if (text(values.articleDescription) !== item.article_description)
    changes.article_description = text(values.articleDescription);
  if (text(values.quantityUnit) !== item.quantity_unit) changes.quantity_unit = text(values.quantityUnit);
  if (quantity(values.quantityOrdered) !== item.quantity_ordered)
    changes.quantity_ordered = quantity(values.quantityOrdered);
  if (quantity(values.quantityDelivered) !== item.quantity_delivered)
    changes.quantity_delivered = quantity(values.quantityDelivered);
  return changes;
}
