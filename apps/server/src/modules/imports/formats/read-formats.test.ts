// Every format read end to end from files built here: the rows, their records, the column problems.
import { validateImportRecord } from '@keelson/domain';
import { describe, expect, it } from 'vitest';
import { collect, workbookOf } from './formats.test-support.ts';

const FLAT_HEADERS = [
  'vessel.imo_number',
  'supplier.extid',
  'supplier.name',
  'article.impa_number',
  'article.name',
  'purchase_order.extid',
  'purchase_order.status',
  'purchase_order.ordered_at',
  'purchase_order_item.extid',
  'purchase_order_item.quantity_ordered',
];
const ordered = new Date('2024-03-18T00:00:00Z');

describe('spreadsheet, one flat sheet', () => {
  it('gives each row its entities in reading order with the references of the row', async () => {
    const file = await workbookOf({
      'ihm.flat': [
        FLAT_HEADERS,
        ['9074729', 'S-1', 'Supplier one', '232201', 'Gasket', 'PO-1', 'ordered', ordered, 'I-1', 4],
        [],
        ['9074729', null, null, null, null, 'PO-1', 'ordered', ordered, 'I-2', 2.5],
      ],
    });
    const { rows, problems } = await collect(file, 'spreadsheet');
    expect(problems).toEqual([]);
    expect(rows.map((r) => [r.sheet, r.row, r.records.map((x) => x.entity)])).toEqual([
      ['ihm.flat', 2, ['vessel', 'supplier', 'article', 'purchase_order', 'purchase_order_item']],
      // The blank row 3 gives nothing; a row without supplier and article cells gives neither.
      ['ihm.flat', 4, ['vessel', 'purchase_order', 'purchase_order_item']],
    ]);
    expect(rows[0]?.records[3]).toEqual({
      entity: 'purchase_order',
      fields: { extid: 'PO-1', status: 'ordered', ordered_at: ordered, 'vessel.imo_number': '9074729' },
    });
    expect(rows[0]?.records[4]).toEqual({
      entity: 'purchase_order_item',
      fields: {
        extid: 'I-1',
        'purchase_order.extid': 'PO-1',
        'supplier.extid': 'S-1',
        'article.impa_number': '232201',
        quantity_ordered: 4,
      },
    });
  });

  it('reports unknown and repeated columns once and reads the rest', async () => {
    const file = await workbookOf({
      'ihm.flat': [
        [...FLAT_HEADERS, 'Colour', 'supplier.extid'],
        [
          '9074729',
          'S-1',
          'Supplier one',
          '232201',
          'Gasket',
          'PO-1',
          'ordered',
          ordered,
          'I-1',
          4,
          'red',
          'S-9',
        ],
      ],
    });
    const { rows, problems } = await collect(file, 'spreadsheet');
    expect(problems).toEqual([
      {
        sheet: 'ihm.flat',
        row: 1,
        column: 'Colour',
        value: null,
        message: "Unknown column 'Colour' (not read)",
      },
      {
        sheet: 'ihm.flat',
        row: 1,
        column: 'supplier.extid',
        value: null,
        message: "Column 'supplier.extid' appears twice; the second is not read",
      },
    ]);
    expect(rows[0]?.records[1]?.fields.extid).toBe('S-1');
  });
});

describe('spreadsheet, one sheet per entity', () => {
  it('reads the sheets in entity order whatever their order in the workbook', async () => {
    const file = await workbookOf({
      Notes: [['anything']],
      'ihm.purchase_order_item': [
        ['extid', 'purchase_order.extid', 'article.extid', 'quantity_ordered'],
        ['I-1', 'PO-1', 'A-1', 3],
      ],
      'ihm.purchase_order': [
        ['extid', 'status', 'vessel.imo_number'],
        ['PO-1', 'confirmed', 9176187],
      ],
      'ihm.article': [
        ['extid', 'name'],
        ['A-1', 'Cable'],
      ],
      'ihm.vessel': [
        ['imo_number', 'name'],
        ['9176187', 'Baltic Trader'],
      ],
    });
    const { rows, problems } = await collect(file, 'spreadsheet');
    expect(problems.map((p) => p.message)).toEqual([
      "Sheet 'Notes' is not read: its name is not one of ihm.flat, ihm.vessel, ihm.supplier, ihm.article, ihm.purchase_order or ihm.purchase_order_item",
    ]);
    expect(rows.map((r) => r.sheet)).toEqual([
      'ihm.vessel',
      'ihm.article',
      'ihm.purchase_order',
      'ihm.purchase_order_item',
    ]);
    expect(rows[2]?.records).toEqual([
      {
        entity: 'purchase_order',
        fields: { extid: 'PO-1', status: 'confirmed', 'vessel.imo_number': 9176187 },
      },
    ]);
  });
});

describe('sources', () => {
  it("reads a CFM export's first sheet through its mapping, headers in any case", async () => {
    const file = await workbookOf({
      'PO Lines': [
        ['VESSEL IMO', 'Supplier Code', 'Supplier Name', 'PO ID', 'po status', 'PO Date', 'Line ID', 'Qty'],
        ['9321483', 'S-7', 'Piraeus Stores', 'PO-9', 'Delivered on board', '02/04/2024', 'L-1', 12],
      ],
      Summary: [['x']],
    });
    const { rows, problems } = await collect(file, 'spreadsheet', { source: 'CFM_IHMMAINT' });
    expect(problems.map((p) => p.message)).toEqual([
      "Sheet 'Summary' is not read: a CFM export is read from its first sheet",
    ]);
    const order = rows[0]?.records.find((r) => r.entity === 'purchase_order');
    expect(
      order && validateImportRecord(order, rows[0] ?? { sheet: '', row: 0 }, { source: 'CFM_IHMMAINT' }),
    ).toEqual({
      values: {
        extid: 'PO-9',
        order_number: null,
        requisition_number: null,
        status: 'received_goods',
        ordered_at: new Date('2024-04-02T00:00:00Z'),
        remarks: null,
        'vessel.imo_number': '9321483',
        'vessel.extid': null,
      },
      problems: [],
    });
  });

  it('reads Marasoft JSON lines through its mapping', async () => {
    const line = {
      'IMO No': '9074729',
      'Order ID': 'PO-3',
      'Order Status': 'In transit',
      'Position ID': 'P-1',
      Quantity: '9,5',
    };
    const { rows, problems } = await collect(`${JSON.stringify(line)}\n`, 'jsonlines', {
      source: 'MARASOFT_IHMMAINT',
    });
    expect(problems).toEqual([]);
    const item = rows[0]?.records.find((r) => r.entity === 'purchase_order_item');
    expect(
      item &&
        validateImportRecord(item, { sheet: 'flat', row: 1 }, { source: 'MARASOFT_IHMMAINT' }).values
          .quantity_ordered,
    ).toBe(9.5);
  });
});

describe('JSON lines', () => {
  it('reads typed entity lines and flat lines, reporting what it cannot read', async () => {
    const text = [
      '{"type":"vessel","imo_number":"9074729","name":"Nordic Star"}',
      '',
      '{"type":"supplier","extid":"S-1","name":"One","fax":"040 123"}',
      '{"type":"supplier","extid":"S-2","name":"Two","fax":"040 456"}',
      '{"type":"ship","imo_number":"9074729"}',
      '[1,2]',
      '{"purchase_order.extid":"PO-1","purchase_order.status":"ordered","vessel.imo_number":"9074729","purchase_order_item.extid":"I-1","purchase_order_item.remarks":{"a":1}}',
    ].join('\r\n');
    const { rows, problems } = await collect(text, 'jsonlines');
    expect(rows.map((r) => [r.sheet, r.row, r.records.map((x) => x.entity)])).toEqual([
      ['vessel', 1, ['vessel']],
      ['supplier', 3, ['supplier']],
      ['supplier', 4, ['supplier']],
      ['flat', 7, ['vessel', 'purchase_order', 'purchase_order_item']],
    ]);
    expect(problems.map((p) => [p.row, p.column, p.message])).toEqual([
      [3, 'fax', "Unknown column 'fax' (not read)"],
      [
        5,
        'type',
        "Unknown type 'ship' (not one of vessel, supplier, article, purchase_order, purchase_order_item)",
      ],
      [6, null, 'Line 6 is not a JSON object'],
      [
        7,
        'purchase_order_item.remarks',
        'purchase_order_item.remarks holds a list or an object, not a value',
      ],
    ]);
  });
});

describe('XML', () => {
  it('reads entity elements and flat rows with the line of each element', async () => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<ihm>
  <vessel><imo_number>9074729</imo_number><name>Nordic &amp; Star</name></vessel>
  <purchase_order>
    <extid>PO-1</extid>
    <status>ordered</status>
    <vessel.imo_number>9074729</vessel.imo_number>
    <remarks/>
  </purchase_order>
  <comment>not data</comment>
  <row>
    <purchase_order.extid>PO-1</purchase_order.extid>
    <purchase_order.status>ordered</purchase_order.status>
    <purchase_order_item.extid>I-1</purchase_order_item.extid>
    <purchase_order_item.quantity_ordered><![CDATA[4]]></purchase_order_item.quantity_ordered>
  </row>
</ihm>`;
    const { rows, problems } = await collect(xml, 'xml');
    expect(problems).toEqual([
      {
        sheet: null,
        row: 10,
        column: 'comment',
        value: null,
        message: 'Unknown element <comment> (not read)',
      },
    ]);
    expect(rows).toEqual([
      {
        sheet: 'vessel',
        row: 3,
        records: [{ entity: 'vessel', fields: { imo_number: '9074729', name: 'Nordic & Star' } }],
      },
      {
        sheet: 'purchase_order',
        row: 4,
        records: [
          {
            entity: 'purchase_order',
            fields: { extid: 'PO-1', status: 'ordered', 'vessel.imo_number': '9074729', remarks: '' },
          },
        ],
      },
      {
        sheet: 'row',
        row: 11,
        records: [
          { entity: 'purchase_order', fields: { extid: 'PO-1', status: 'ordered' } },
          {
            entity: 'purchase_order_item',
            fields: { extid: 'I-1', 'purchase_order.extid': 'PO-1', quantity_ordered: '4' },
          },
        ],
      },
    ]);
  });
});
