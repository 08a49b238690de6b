// A corpus of bad files: each ends with the exact message of the job's log, or reads on with its problems.
import { validateImportRecord } from '@keelson/domain';
import { describe, expect, it } from 'vitest';
import { collect, failure, inlineRow, workbookOf, xlsxOfSheetData, zipOf } from './formats.test-support.ts';

const HEADERS = [
  'vessel.imo_number',
  'purchase_order.extid',
  'purchase_order.status',
  'purchase_order_item.extid',
];
const GOOD = ['9074729', 'PO-1', 'ordered', 'I-1'];
/** Bytes 0–255 over and over: no zip, no JSON, no XML. */
const GARBAGE = Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7 + 3) % 256));
const NO_SHEET =
  'ImportFileError: The workbook has no sheet named ihm.flat, ihm.vessel, ihm.supplier, ihm.article, ihm.purchase_order or ihm.purchase_order_item';

describe('files that cannot be read', () => {
  it.each([
    ['an empty spreadsheet', Buffer.alloc(0), 'spreadsheet', 'The file is empty'],
    ['an empty JSON lines file', '', 'jsonlines', 'The file is empty'],
    ['JSON lines of blank lines', '\n \n', 'jsonlines', 'The file is empty'],
    ['an empty XML file', '', 'xml', 'The file is empty'],
    ['garbage as a spreadsheet', GARBAGE, 'spreadsheet', 'The file is not an xlsx workbook'],
    ['garbage as JSON lines', GARBAGE, 'jsonlines', 'Line 1 is not valid JSON'],
    ['garbage as XML', GARBAGE, 'xml', 'The XML is not well formed at line 1: disallowed character.'],
    [
      'an old .xls or protected workbook',
      Buffer.from('d0cf11e0a1b11ae10000', 'hex'),
      'spreadsheet',
      'The file is an old .xls workbook or protected by a password: save it as .xlsx without a password',
    ],
    [
      'a zip of something else',
      zipOf([['hello.txt', 'hello']]),
      'spreadsheet',
      'The file is not an xlsx workbook',
    ],
    [
      'JSON lines with a bad line',
      '{"type":"vessel"}\n{"type": vessel}\n',
      'jsonlines',
      'Line 2 is not valid JSON',
    ],
    [
      'JSON lines cut in a line',
      '{"type":"vessel"}\n{"type":"vess',
      'jsonlines',
      'The file ends unexpectedly (truncated)',
    ],
    ['XML cut short', '<ihm><vessel><imo_number>90', 'xml', 'The file ends unexpectedly (truncated)'],
    [
      'XML not well formed',
      '<ihm>\n<vessel>\n<name>A</nam>\n</vessel></ihm>',
      'xml',
      'The XML is not well formed at line 3: unexpected close tag.',
    ],
    [
      'XML of another root',
      '<orders><order/></orders>',
      'xml',
      "The XML's root element is <orders>, not <ihm>",
    ],
    [
      'XML with entities of its own (billion laughs)',
      '<!DOCTYPE ihm [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;">]>\n<ihm><vessel><name>&lol2;</name></vessel></ihm>',
      'xml',
      'The XML is not well formed at line 2: undefined entity.',
    ],
  ] as const)('%s', async (_name, file, fileType, message) => {
    expect(await failure(file, fileType)).toBe(`ImportFileError: ${message}`);
  });

  it('a workbook cut short', async () => {
    const whole = await workbookOf({ 'ihm.flat': [HEADERS, GOOD] });
    expect(await failure(whole.subarray(0, Math.floor(whole.length / 2)), 'spreadsheet')).toBe(
      'ImportFileError: The file ends unexpectedly (truncated)',
    );
  });

  it('a workbook whose sheets have other names', async () => {
    expect(await failure(await workbookOf({ Sheet1: [HEADERS, GOOD], flat: [HEADERS] }), 'spreadsheet')).toBe(
      NO_SHEET,
    );
  });

  it('a sheet part that is not XML', async () => {
    expect(await failure(xlsxOfSheetData(Buffer.from('<worksheet><sheetData><row>')), 'spreadsheet')).toBe(
      'ImportFileError: The workbook is damaged: xl/worksheets/sheet1.xml ends early',
    );
  });

  it('a zip bomb: a sheet that inflates past the limit', async () => {
    // 100,000 identical rows deflate to a few kilobytes and inflate to about 10 MB.
    const row = inlineRow(2, GOOD).replace(' r="2"', '');
    const bomb = xlsxOfSheetData(inlineRow(1, HEADERS) + row.repeat(100_000));
    expect(bomb.length).toBeLessThan(200_000);
    expect(await failure(bomb, 'spreadsheet', { limits: { maxInflatedBytes: 1024 * 1024 } })).toBe(
      'ImportFileError: The workbook expands to more than 1 MB (a zip bomb?)',
    );
  });

  it('a cell that never ends', async () => {
    const sheet = `${inlineRow(1, HEADERS)}<row><c t="inlineStr"><is><t>${'a'.repeat(3 * 1024 * 1024)}</t></is></c></row>`;
    expect(await failure(xlsxOfSheetData(sheet), 'spreadsheet')).toBe(
      'ImportFileError: The workbook has a cell longer than 1,024 KB (xl/worksheets/sheet1.xml, line 1)',
    );
  });

  it('a line that never ends', async () => {
    expect(await failure('x'.repeat(5000), 'jsonlines', { limits: { maxTokenChars: 2048 } })).toBe(
      'ImportFileError: Line 1 is longer than 2 KB',
    );
  });

  it('a stream bigger than the upload limit', async () => {
    expect(await failure(GARBAGE, 'spreadsheet', { limits: { maxFileBytes: 1000 } })).toBe(
      'ImportFileError: The file is bigger than 1 KB',
    );
  });

  it('XML from a source', async () => {
    expect(await failure('<ihm/>', 'xml', { source: 'ZEEBORN_IHMMAINT' })).toBe(
      'ImportFileError: A Zeeborn export is read from a spreadsheet or JSON lines, not XML',
    );
  });
});

describe('more rows than the limit', () => {
  const limits = { maxRows: 3 };
  it('spreadsheet', async () => {
    const file = await workbookOf({ 'ihm.flat': [HEADERS, GOOD, GOOD, GOOD, GOOD] });
    expect(await failure(file, 'spreadsheet', { limits })).toBe(
      'ImportFileError: The file has more than 3 rows',
    );
    expect((await collect(file, 'spreadsheet', { limits: { maxRows: 4 } })).rows).toHaveLength(4);
  });
  it('JSON lines', async () => {
    const lines = '{"type":"vessel","imo_number":"9074729"}\n'.repeat(4);
    expect(await failure(lines, 'jsonlines', { limits })).toBe(
      'ImportFileError: The file has more than 3 rows',
    );
  });
  it('XML', async () => {
    const xml = `<ihm>${'<vessel><imo_number>9074729</imo_number></vessel>'.repeat(4)}</ihm>`;
    expect(await failure(xml, 'xml', { limits })).toBe('ImportFileError: The file has more than 3 rows');
  });
});

describe('sheets read with problems', () => {
  it('a flat sheet without a column every row needs is not read', async () => {
    const file = await workbookOf({
      'ihm.flat': [HEADERS.filter((h) => h !== 'purchase_order.status'), GOOD],
    });
    const { rows, problems } = await collect(file, 'spreadsheet');
    expect(rows).toEqual([]);
    expect(problems).toEqual([
      {
        sheet: 'ihm.flat',
        row: 1,
        column: 'purchase_order.status',
        value: null,
        message: 'Missing column purchase_order.status: the sheet is not read',
      },
    ]);
  });

  it('an entity sheet without a required column is not read, the others are', async () => {
    const file = await workbookOf({
      'ihm.supplier': [
        ['extid', 'contact_email'],
        ['S-1', 'a@b.example'],
      ],
      'ihm.article': [['name'], ['Gasket']],
      'ihm.vessel': [['imo_number'], ['9074729']],
    });
    const { rows, problems } = await collect(file, 'spreadsheet');
    expect(rows.map((r) => r.sheet)).toEqual(['ihm.vessel']);
    expect(problems.map((p) => `${p.sheet}: ${p.message}`)).toEqual([
      'ihm.supplier: Missing column name: the sheet is not read',
      'ihm.article: Missing column extid or impa_number: the sheet is not read',
    ]);
  });

  it('flat supplier columns without the supplier extid only lose the supplier', async () => {
    const file = await workbookOf({
      'ihm.flat': [
        [...HEADERS, 'supplier.name'],
        [...GOOD, 'Supplier one'],
      ],
    });
    const { rows, problems } = await collect(file, 'spreadsheet');
    expect(problems.map((p) => p.message)).toEqual([
      'Missing column supplier.extid: the supplier columns are not read',
    ]);
    expect(rows[0]?.records.map((r) => r.entity)).toEqual([
      'vessel',
      'purchase_order',
      'purchase_order_item',
    ]);
  });

  it("a source's missing column is named by its header", async () => {
    const file = await workbookOf({
      Export: [
        ['IMO', 'OrderRef', 'LineRef'],
        ['9074729', 'PO-1', 'L-1'],
      ],
    });
    const { problems } = await collect(file, 'spreadsheet', { source: 'ZEEBORN_IHMMAINT' });
    expect(problems.map((p) => p.message)).toEqual([
      "Missing column 'OrderState' (purchase_order.status): the sheet is not read",
    ]);
  });

  it('an empty sheet', async () => {
    const { problems } = await collect(await workbookOf({ 'ihm.flat': [] }), 'spreadsheet');
    expect(problems.map((p) => p.message)).toEqual(["Sheet 'ihm.flat' is empty"]);
  });

  it('bad values reach the record check, which names each', async () => {
    const file = await workbookOf({
      'ihm.flat': [
        [...HEADERS, 'purchase_order.ordered_at', 'purchase_order_item.quantity_ordered'],
        ['1234568', 'PO-1', 'shipped', 'I-1', '31.02.2024', 'abc'],
        ['9074729', 'PO-2', 'ordered', null, null, -1],
      ],
    });
    const { rows } = await collect(file, 'spreadsheet');
    const messages = rows.flatMap((row) =>
      row.records.flatMap((record) =>
        validateImportRecord(record, row).problems.map((p) => `${p.row} ${p.column}: ${p.message}`),
      ),
    );
    expect(messages).toEqual([
      '2 vessel.imo_number: IMO number 1234568 fails its check digit',
      "2 purchase_order.status: Order status 'shipped' is not one of: draft, prepared, ordered, confirmed, forwarder_notified, agent_notified, ready_at_supplier, dispatched, sent_to_forwarder, received_forwarder, sent_to_agent, received_agent, sent_to_vessel, sent_to_supplier, received_goods, partially_received, over_supplied, transferred_to_warehouse, fully_received, cancelled",
      "2 purchase_order.ordered_at: '31.02.2024' is not a date (expected YYYY-MM-DD, YYYY-MM-DDTHH:mm:ssZ)",
      '2 vessel.imo_number: IMO number 1234568 fails its check digit',
      "2 purchase_order_item.quantity_ordered: 'abc' is not a number",
      '3 purchase_order_item.quantity_ordered: purchase_order_item.quantity_ordered must be 0 or more, not -1',
      '3 purchase_order_item.extid: Missing purchase_order_item.extid',
    ]);
  });
});
