import { count, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { createImportWorld, flatRow, flatWorkbook } from '../../../test/import-world.ts';
import { purchaseOrderItems, purchaseOrders, suppliers } from '../../db/schema/index.ts';

/** A workbook of one sheet with these rows (the first is the header). */
async function sheet(name: string, rows: (string | number)[][]) {
  const book = new ExcelJS.Workbook();
  book.addWorksheet(name).addRows(rows);
  return Buffer.from(await book.xlsx.writeBuffer());
}

describe('bad files end the job with what is wrong, and nothing is written', () => {
  let t: TestApp;
  let world: Awaited<ReturnType<typeof createImportWorld>>;
  const written = async () => {
    const [items] = await t.db.select({ n: count() }).from(purchaseOrderItems);
    const [orders] = await t.db.select({ n: count() }).from(purchaseOrders);
    const [supplierRows] = await t.db
      .select({ n: count() })
      .from(suppliers)
      .where(eq(suppliers.bucketId, world.bucketId));
    return (items?.n ?? 0) + (orders?.n ?? 0) + (supplierRows?.n ?? 0);
  };
  const logOf = async (job: { statistics: { log_file_url: string | null } }) =>
    (await t.app.inject({ method: 'GET', url: job.statistics.log_file_url ?? '' })).body;

  beforeAll(async () => {
    t = await createTestApp();
    world = await createImportWorld(t);
  });
  afterAll(() => t.close());

  const fatal: [string, () => Promise<Buffer>, string, string][] = [
    ['an empty file', async () => Buffer.alloc(0), 'spreadsheet', 'The file is empty'],
    [
      'binary garbage',
      async () => Buffer.from('\u0000\u0001garbage, not a workbook'.repeat(50)),
      'spreadsheet',
      'The file is not an xlsx workbook',
    ],
    [
      'a truncated workbook',
      async () => (await flatWorkbook([flatRow({ order: 'T-1', item: 'T-1-1' })])).subarray(0, 900),
      'spreadsheet',
      'The file ends unexpectedly (truncated)',
    ],
    [
      'wrong sheet names',
      () => sheet('Orders', [['vessel.imo_number'], ['9074729']]),
      'spreadsheet',
      'The workbook has no sheet named',
    ],
    [
      'JSON lines that are not JSON',
      async () => Buffer.from('{"type":"vessel"\nnot json\n'),
      'jsonlines',
      'Line 1',
    ],
    [
      'XML that is not well formed',
      async () => Buffer.from('<ihm><row><vessel.imo_number>1</row>'),
      'xml',
      'XML',
    ],
  ];
  for (const [what, file, fileType, message] of fatal) {
    it(`${what}: the job fails, saying so in its error and its log`, async () => {
      const before = await written();
      const job = await world.importFile(await file(), fileType);
      expect(job.status).toBe('failed');
      expect(job.error).toContain(message);
      expect(await logOf(job)).toContain(message);
      expect(await written()).toBe(before);
      expect(
        (await world.call(world.manager, 'POST', `/ihm/maint/import-jobs/${job.id}/run`)).statusCode,
      ).toBe(409);
    });
  }

  it('missing headers and unreadable values: nothing can be imported, each reason in the log', async () => {
    const job = await world.importFile(
      await sheet('ihm.flat', [
        [
          'vessel.imo_number',
          'purchase_order.extid',
          'purchase_order.status',
          'purchase_order_item.quantity_ordered',
        ],
        ['9074729', 'M-1', 'shipped', 'many'],
      ]),
    );
    expect(job).toMatchObject({
      status: 'failed',
      error: 'Nothing in the file can be imported: the log says why, row by row',
    });
    expect(job.statistics.problems).toBeGreaterThan(0);
  });

  it('duplicate item extids and a bad IMO number: those rows fail, the others would be imported', async () => {
    const job = await world.importFile(
      await flatWorkbook([
        flatRow({ order: 'D-1', item: 'D-1-1' }),
        flatRow({ order: 'D-1', item: 'D-1-1', quantity: 9 }),
        flatRow({ order: 'D-2', item: 'D-2-1', imo: '9074728' }),
        flatRow({ order: 'D-1', item: 'D-1-2' }),
      ]),
    );
    expect(job.status).toBe('simulated');
    expect(job.statistics).toMatchObject({ result: 'partial', items_added: 2, items_failed: 2 });
    const log = await logOf(job);
    expect(log).toContain("Duplicate purchase_order_item.extid 'D-1-1' (first on row 2)");
    expect(log).toContain('9074728');
    await world.call(world.manager, 'POST', `/ihm/maint/import-jobs/${job.id}/discard-simulation`);
  });
});
