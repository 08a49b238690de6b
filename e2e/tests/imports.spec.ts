import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { createAccount, uniqueEmail, useSession } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';
import { apiAs, createMaintenanceCompany } from '../support/maintenance.ts';

const IMO = '9074729';

/** A workbook of these sheets, each a header row and rows of values. */
async function workbook(sheets: Record<string, (string | number)[][]>): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  for (const [name, rows] of Object.entries(sheets)) book.addWorksheet(name).addRows(rows);
  return Buffer.from(await book.xlsx.writeBuffer());
}

const FLAT_HEADERS = [
  'vessel.imo_number',
  'supplier.extid',
  'supplier.name',
  'article.impa_number',
  'article.name',
  'purchase_order.extid',
  'purchase_order.order_number',
  'purchase_order.status',
  'purchase_order_item.extid',
  'purchase_order_item.quantity_ordered',
  'purchase_order_item.quantity_unit',
];

test('a flat workbook is simulated, its log downloaded, then run; a per-entity workbook is simulated and discarded', async ({
  page,
  server,
}) => {
  const manager = await createAccount(server, uniqueEmail('imports.manager'));
  const call = apiAs(server, manager.token);
  const { bucketId, company } = await createMaintenanceCompany(call, {
    team: 'Tern Shipping',
    ship: 'MV Tern',
    imo: IMO,
  });
  await call('POST', `${company}/vessels`, { name: 'MV Tern', imo: IMO });
  const flat = await workbook({
    'ihm.flat': [
      FLAT_HEADERS,
      [
        IMO,
        'SUP-1',
        'Marine Stores Ltd',
        '550101',
        'Ballpoint pen blue',
        'PO-1',
        'PO-1',
        'ordered',
        'PO-1-1',
        2,
        'pcs',
      ],
      [
        IMO,
        'SUP-1',
        'Marine Stores Ltd',
        '171401',
        'Primer paint grey',
        'PO-1',
        'PO-1',
        'ordered',
        'PO-1-2',
        5,
        'ltr',
      ],
      // A row the log must explain: the quantity is no number.
      [
        IMO,
        'SUP-1',
        'Marine Stores Ltd',
        '171402',
        'Thinner',
        'PO-1',
        'PO-1',
        'ordered',
        'PO-1-3',
        'many',
        'ltr',
      ],
    ],
  });

  await useSession(page, manager);
  await page.goto(`/#/dashboard/companies/${bucketId}/imports`);
  await expect(page.getByRole('heading', { name: 'Imports' })).toBeVisible();
  await expect(page.getByTestId('last-import')).toHaveText('Nothing was imported yet.');
  const form = page.getByRole('region', { name: 'Import a file' });
  await form.locator('input[type=file]').setInputFiles({
    name: 'orders.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: flat,
  });
  await form.getByRole('button', { name: 'Upload and simulate' }).click();
  const first = page.getByRole('article', { name: 'Import 1' });
  await expect(first.getByText('Simulated: run or discard')).toBeVisible();
  await expect(first.getByTestId('import-summary')).toContainText(
    'a run would add 2, change 0 and leave 0 as they are; 1 fail.',
  );
  const counts = first.getByRole('table', { name: 'Counts per item type' });
  await expect(counts.getByRole('row', { name: /Purchase orders/ })).toContainText('1');

  const download = page.waitForEvent('download');
  await first.getByRole('link', { name: 'Download the log' }).click();
  const log = await download;
  expect(log.suggestedFilename()).toBe('import-1-log.csv');
  const text = await readFile(await log.path(), 'utf8');
  expect(text).toContain('purchase_order_item.quantity_ordered');
  expect(text).toContain('many');

  await first.getByRole('button', { name: 'Run import' }).click();
  await expect(first.getByText('Imported', { exact: true })).toBeVisible();
  await expect(first.getByTestId('import-summary')).toContainText('Order items: 2 added');
  await expect(page.getByTestId('last-import')).toHaveText('Last import: today.');
  const orders = await call<{ content: { extid: string }[] }>('GET', `${company}/purchase-orders`);
  expect(orders.content.map((order) => order.extid)).toEqual(['PO-1']);

  const perEntity = await workbook({
    'ihm.supplier': [
      ['extid', 'name'],
      ['SUP-2', 'Harbour Chandlers'],
    ],
    'ihm.article': [
      ['impa_number', 'name'],
      ['550102', 'Pencil HB'],
    ],
    'ihm.purchase_order': [
      ['extid', 'order_number', 'status', 'vessel.imo_number'],
      ['PO-2', 'PO-2', 'confirmed', IMO],
    ],
    'ihm.purchase_order_item': [
      ['extid', 'purchase_order.extid', 'supplier.extid', 'article.impa_number', 'quantity_ordered'],
      ['PO-2-1', 'PO-2', 'SUP-2', '550102', 12],
    ],
  });
  await form.locator('input[type=file]').setInputFiles({
    name: 'entities.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: perEntity,
  });
  await form.getByRole('button', { name: 'Upload and simulate' }).click();
  const second = page.getByRole('article', { name: 'Import 2' });
  await expect(second.getByTestId('import-summary')).toContainText('a run would add 1, change 0');
  await second.getByRole('button', { name: 'Discard' }).click();
  await expect(second.getByText('Discarded', { exact: true })).toBeVisible();
  const after = await call<{ content: unknown[] }>('GET', `${company}/purchase-orders`);
  expect(after.content).toHaveLength(1);
});
