import { describe, expect, it } from 'vitest';
import type { TOrderItem } from '../../api/orders.ts';
import { type ItemEditValues, itemChanges, itemEditValidation, itemEditValues } from './item-changes.ts';

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
    [
      'a cleared ordered quantity (required: the form refuses it, nothing is sent)',
      { quantityOrdered: '' },
      {},
    ],
    ['zero is a quantity', { quantityOrdered: 0 }, { quantity_ordered: 0 }],
    ['the unit', { quantityUnit: 'm' }, { quantity_unit: 'm' }],
  ])('%s', (_name, edit, expected) => {
    expect(itemChanges(item, { ...itemEditValues(item), ...edit })).toEqual(expected);
  });
});

describe('itemEditValidation: required fields stay required on edit', () => {
  const base = { quantity_ordered: 4, article_id: null } as unknown as TOrderItem;
  it.each<
    [string, Partial<TOrderItem>, keyof ReturnType<typeof itemEditValidation>, string | number, string | null]
  >([
    ['an emptied ordered quantity', {}, 'quantityOrdered', '', 'This field is required'],
    ['an ordered quantity never set, left empty', { quantity_ordered: null }, 'quantityOrdered', '', null],
    ['a corrected ordered quantity', {}, 'quantityOrdered', 3, null],
    ['an emptied description without article', {}, 'articleDescription', '  ', 'This field is required'],
    ['an emptied description with an article', { article_id: 'a1' }, 'articleDescription', '', null],
  ])('%s', (_name, item, field, value, expected) => {
    const validate = itemEditValidation({ ...base, ...item } as TOrderItem)[field] as (v: unknown) => unknown;
    expect(validate(value)).toBe(expected);
  });
});
