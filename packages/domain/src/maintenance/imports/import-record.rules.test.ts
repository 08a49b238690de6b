// Records of each entity as files give them: the typed values, or the exact message of the job's log.
import { describe, expect, it } from 'vitest';
import type { ImportSource } from './import.constants.ts';
import { validateImportRecord } from './import-record.rules.ts';
import type { ImportCell, ImportRecord } from './import-record.types.ts';
import { isImoNumber } from './import-value.rules.ts';

const where = { sheet: 'ihm.flat', row: 7 };
const item = (fields: Record<string, ImportCell>): ImportRecord => ({
  entity: 'purchase_order_item',
  fields: { extid: 'I-1', 'purchase_order.extid': 'PO-1', ...fields },
});
const order = (fields: Record<string, ImportCell>): ImportRecord => ({
  entity: 'purchase_order',
  fields: { extid: 'PO-1', status: 'ordered', 'vessel.imo_number': '9074729', ...fields },
});
const messages = (record: ImportRecord, source: ImportSource | null = null) =>
  validateImportRecord(record, where, { source }).problems.map((p) => p.message);
const values = (record: ImportRecord, source: ImportSource | null = null) =>
  validateImportRecord(record, where, { source }).values;

describe('IMO numbers', () => {
  it.each([
    ['9074729', true],
    ['9176187', true],
    ['9321483', true],
    ['1234567', true],
    ['1234568', false],
    ['907472', false],
    ['90747290', false],
    ['907472a', false],
  ])('%s → %s', (text, valid) => expect(isImoNumber(text)).toBe(valid));
});

describe('values read by type', () => {
  it.each<[string, ImportRecord, Record<string, unknown>]>([
    ['texts are trimmed', item({ remarks: '  urgent  ' }), { remarks: 'urgent' }],
    ['an empty text is null', item({ remarks: '   ' }), { remarks: null }],
    ['a number cell', item({ quantity_ordered: 2.5 }), { quantity_ordered: 2.5 }],
    ['a number as text', item({ quantity_ordered: ' 12.75 ' }), { quantity_ordered: 12.75 }],
    ['zero', item({ quantity_ordered: '0' }), { quantity_ordered: 0 }],
    ['a whole number', item({ item_index: '3' }), { item_index: 3 }],
    ['a number in a text field', item({ extid: 4711 }), { extid: '4711' }],
    ['an IMO number cell', order({ 'vessel.imo_number': 9074729 }), { 'vessel.imo_number': '9074729' }],
    ['an IMO prefix', order({ 'vessel.imo_number': 'IMO 9176187' }), { 'vessel.imo_number': '9176187' }],
    ['a status in words', order({ status: 'Sent to vessel' }), { status: 'sent_to_vessel' }],
    ['an ISO day', order({ ordered_at: '2024-03-18' }), { ordered_at: new Date('2024-03-18T00:00:00Z') }],
    [
      'an ISO time with an offset',
      order({ ordered_at: '2024-03-18T10:30:00+02:00' }),
      { ordered_at: new Date('2024-03-18T08:30:00Z') },
    ],
    [
      'an ISO time without a zone is UTC',
      order({ ordered_at: '2024-03-18 10:30' }),
      { ordered_at: new Date('2024-03-18T10:30:00Z') },
    ],
    [
      'a date cell',
      order({ ordered_at: new Date('2024-03-18T00:00:00Z') }),
      { ordered_at: new Date('2024-03-18T00:00:00Z') },
    ],
  ])('%s', (_name, record, expected) => {
    expect(values(record)).toMatchObject(expected);
  });

  it.each<[string, ImportSource, ImportRecord, Record<string, unknown>]>([
    [
      'CFM dates',
      'CFM_IHMMAINT',
      order({ ordered_at: '18/03/2024' }),
      { ordered_at: new Date('2024-03-18') },
    ],
    [
      'Marasoft dates and times',
      'MARASOFT_IHMMAINT',
      order({ ordered_at: '8.3.2024 14:05' }),
      { ordered_at: new Date('2024-03-08T14:05:00Z') },
    ],
    [
      'Zeeborn dates',
      'ZEEBORN_IHMMAINT',
      order({ ordered_at: '18-03-2024' }),
      { ordered_at: new Date('2024-03-18') },
    ],
    ['Marasoft decimals', 'MARASOFT_IHMMAINT', item({ quantity_ordered: '9,50' }), { quantity_ordered: 9.5 }],
    [
      'Zeeborn thousands',
      'ZEEBORN_IHMMAINT',
      item({ quantity_ordered: '1.250,5' }),
      { quantity_ordered: 1250.5 },
    ],
    [
      'CFM status words',
      'CFM_IHMMAINT',
      order({ status: 'delivered on board' }),
      { status: 'received_goods' },
    ],
    ['Zeeborn status codes', 'ZEEBORN_IHMMAINT', order({ status: 'CNX' }), { status: 'cancelled' }],
    [
      'our statuses from a source',
      'ZEEBORN_IHMMAINT',
      order({ status: 'confirmed' }),
      { status: 'confirmed' },
    ],
  ])('%s', (_name, source, record, expected) => {
    expect(values(record, source)).toMatchObject(expected);
  });
});

describe('messages', () => {
  const statuses =
    'draft, prepared, ordered, confirmed, forwarder_notified, agent_notified, ready_at_supplier, dispatched, ' +
    'sent_to_forwarder, received_forwarder, sent_to_agent, received_agent, sent_to_vessel, sent_to_supplier, ' +
    'received_goods, partially_received, over_supplied, transferred_to_warehouse, fully_received, cancelled';
  it.each<[string, ImportRecord, string[]]>([
    ['a complete item', item({ quantity_ordered: 4, item_index: 1 }), []],
    ['not a number', item({ quantity_ordered: 'abc' }), ["'abc' is not a number"]],
    [
      'a decimal comma',
      item({ quantity_ordered: '9,50' }),
      ["'9,50' is not a number: write decimals with a point (9.50) and no thousands separator"],
    ],
    [
      'a negative quantity',
      item({ quantity_ordered: -2 }),
      ['purchase_order_item.quantity_ordered must be 0 or more, not -2'],
    ],
    ['a fractional index', item({ item_index: 1.5 }), ["'1.5' is not a whole number"]],
    ['index 0', item({ item_index: '0' }), ['purchase_order_item.item_index must be 1 or more, not 0']],
    ['a boolean quantity', item({ quantity_ordered: true }), ["'true' is not a number"]],
    ['no extid', item({ extid: null }), ['Missing purchase_order_item.extid']],
    ['no order', item({ 'purchase_order.extid': ' ' }), ['Missing purchase_order.extid']],
    [
      'a long text',
      item({ quantity_unit: 'x'.repeat(101) }),
      ['purchase_order_item.quantity_unit is longer than 100 characters (101)'],
    ],
    [
      'a bad check digit',
      order({ 'vessel.imo_number': '1234568' }),
      ['IMO number 1234568 fails its check digit'],
    ],
    ['a short IMO number', order({ 'vessel.imo_number': '123' }), ["'123' is not an IMO number (7 digits)"]],
    [
      'an unknown status',
      order({ status: 'shipped' }),
      [`Order status 'shipped' is not one of: ${statuses}`],
    ],
    ['no status', order({ status: null }), ['Missing purchase_order.status']],
    ['no vessel', order({ 'vessel.imo_number': null }), ['Missing vessel.imo_number or vessel.extid']],
    [
      'a bad vessel is not also missing',
      order({ 'vessel.imo_number': '9074728' }),
      ['IMO number 9074728 fails its check digit'],
    ],
    [
      'not a date',
      order({ ordered_at: '31.02.2024' }),
      ["'31.02.2024' is not a date (expected YYYY-MM-DD, YYYY-MM-DDTHH:mm:ssZ)"],
    ],
    [
      'a date cell its reader could not make sense of, in a date and in a text column',
      order({ ordered_at: new Date(Number.NaN), extid: new Date(Number.NaN) }),
      ['purchase_order.extid holds an invalid date', 'purchase_order.ordered_at holds an invalid date'],
    ],
    [
      'a day that does not exist',
      order({ ordered_at: '2024-02-30' }),
      ["'2024-02-30' is not a date (expected YYYY-MM-DD, YYYY-MM-DDTHH:mm:ssZ)"],
    ],
    [
      'an article found by nothing',
      { entity: 'article', fields: { name: 'Gasket' } },
      ['Missing article.extid or article.impa_number'],
    ],
    ['an article by IMPA', { entity: 'article', fields: { impa_number: 232201, name: 'Gasket' } }, []],
    [
      'a supplier without its name and a bad mail',
      { entity: 'supplier', fields: { extid: 'S-1', contact_email: 'sales@' } },
      ["'sales@' is not an e-mail address", 'Missing supplier.name'],
    ],
    [
      'a vessel without IMO number',
      { entity: 'vessel', fields: { name: 'Nordic Star' } },
      ['Missing vessel.imo_number'],
    ],
  ])('%s', (_name, record, expected) => {
    expect(messages(record)).toEqual(expected);
  });

  it.each<[string, ImportSource, ImportRecord, string[]]>([
    [
      'a point where Marasoft writes a comma',
      'MARASOFT_IHMMAINT',
      item({ quantity_ordered: '9.50' }),
      ["'9.50' is not a number: Marasoft writes decimals with a comma (9,50)"],
    ],
    [
      'a date in another format than CFM',
      'CFM_IHMMAINT',
      order({ ordered_at: '18.03.2024' }),
      [
        "'18.03.2024' is not a date (expected YYYY-MM-DD, YYYY-MM-DDTHH:mm:ssZ, dd/MM/yyyy, dd/MM/yyyy HH:mm, dd/MM/yyyy HH:mm:ss)",
      ],
    ],
  ])('%s', (_name, source, record, expected) => {
    expect(messages(record, source)).toEqual(expected);
  });

  it('names the sheet, row, column and value', () => {
    expect(validateImportRecord(item({ quantity_ordered: 'abc' }), where).problems).toEqual([
      {
        sheet: 'ihm.flat',
        row: 7,
        column: 'purchase_order_item.quantity_ordered',
        value: 'abc',
        message: "'abc' is not a number",
      },
    ]);
  });
});
