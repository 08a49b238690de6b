import type { TItemEdit } from '@keelson/contract';
import { MESSAGES } from '@keelson/domain';
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

/** The API's field names and the form's. */
export const ITEM_EDIT_FIELDS = {
  remarks: 'remarks',
  article_description: 'articleDescription',
  quantity_unit: 'quantityUnit',
  quantity_ordered: 'quantityOrdered',
  quantity_delivered: 'quantityDelivered',
} as const satisfies Record<string, keyof ItemEditValues>;

/**
 * Required fields stay required on edit: a set ordered quantity can be corrected, not emptied, and
 * an item without article keeps a description (it is the item's name).
 */
export function itemEditValidation(item: TOrderItem) {
  return {
    quantityOrdered: (value: number | string) =>
      value === '' && item.quantity_ordered !== null ? MESSAGES.required : null,
    articleDescription: (value: string) => (!value.trim() && !item.article_id ? MESSAGES.required : null),
  };
}

const text = (value: string) => value.trim() || null;
const quantity = (value: number | string) => (typeof value === 'number' ? value : null);

/** Only what changed, texts trimmed, emptied fields as null (spec section 5: edits send only changed fields). */
export function itemChanges(item: TOrderItem, values: ItemEditValues): TItemEdit {
  const changes: TItemEdit = {};
  if (text(values.remarks) !== item.remarks) changes.remarks = text(values.remarks);
  if (text(values.articleDescription) !== item.article_description)
    changes.article_description = text(values.articleDescription);
  if (text(values.quantityUnit) !== item.quantity_unit) changes.quantity_unit = text(values.quantityUnit);
  const ordered = quantity(values.quantityOrdered);
  if (ordered !== null && ordered !== item.quantity_ordered) changes.quantity_ordered = ordered;
  if (quantity(values.quantityDelivered) !== item.quantity_delivered)
    changes.quantity_delivered = quantity(values.quantityDelivered);
  return changes;
}
