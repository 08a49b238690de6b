import { describe, expect, it } from 'vitest';
import type { TOrderItem } from '../../api/orders.ts';
import { type ItemEditValues, itemChanges, itemEditValues } from './item-changes.ts';

const item = {
  remarks: 'Check the flange',
  article_description: null,
  quantity_unit: 'pcs',
  quantity_ordered: 4,
  quantity_delivered: null,
} as TOrderItem;

describe('itemChanges', () => {
  it.each<[string, Partial<ItemEditValues>, object]>([
    ['nothing changed', {}, {}],
    ['whitespace around the same remarks', { remarks: '  Check the flange ' }, {}],
    ['new remarks, trimmed', { remarks: ' Flange PN16 ' }, { remarks: 'Flange PN16' }],
    ['emptied remarks', { remarks: '   ' }, { remarks: null }],
    [
      'a description where there was none',
      { articleDescription: 'Gasket' },
      { article_description: 'Gasket' },
    ],
    ['a delivered quantity', { quantityDelivered: 2 }, { quantity_delivered: 2 }],
    ['a cleared ordered quantity', { quantityOrdered: '' }, { quantity_ordered: null }],
    ['zero is a quantity', { quantityOrdered: 0 }, { quantity_ordered: 0 }],
    ['the unit', { quantityUnit: 'm' }, { quantity_unit: 'm' }],
  ])('%s', (_name, edit, expected) => {
    expect(itemChanges(item, { ...itemEditValues(item), ...edit })).toEqual(expected);
  });
});
