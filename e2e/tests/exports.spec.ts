import ExcelJS from 'exceljs';
import { createAccount, uniqueEmail, useSession } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';
import { apiAs, createMaintenanceCompany } from '../support/maintenance.ts';

test('the expert exports the filtered orders list as a spreadsheet: the file holds the rows the list shows, in its order', async ({
  browser,
  server,
}) => {
  const expert = await createAccount(server, uniqueEmail('exports.expert'));
  const call = apiAs(server, expert.token);
  const { bucketId, company } = await createMaintenanceCompany(call, {
    team: 'Tern IHM Experts',
    ship: 'MV Tern',
    imo: '9412442',
  });
  const vessel = await call('POST', `${company}/vessels`, { name: 'MV Tern', imo: '9412442' });
  await call('POST', `${company}/purchase-orders`, {
    vessel_id: vessel.id,
    extid: 'PO-TERN-1',
    order_number: 'PO-1',
    items: ['Gasket sheet 2 mm', 'Coffee beans', 'Gasket ring DN50', 'Gasket cord 10 mm'].map(
      (article_description, i) => ({
        extid: `PO-TERN-1-${i + 1}`,
        article_description,
        quantity_ordered: i + 1,
      }),
    ),
  });

  const context = await browser.newContext({
    baseURL: server.baseURL,
    viewport: { width: 1440, height: 900 },
    acceptDownloads: true,
  });
  const page = await context.newPage();
  await useSession(page, expert);
  await page.goto(`/#/dashboard/ihm/company/${bucketId}/orders?set=all&q=gasket`);
  const table = page.getByRole('table', { name: 'Order items' });
  await expect(table.getByRole('row')).toHaveCount(4); // the header and three gaskets
  const shown = await table.locator('tbody tr td:nth-child(2) a').allTextContents();
  expect(shown).toHaveLength(3);

  await page.getByRole('button', { name: 'Export' }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Spreadsheet (xlsx)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^orders-tern-ihm-experts-\d{4}-\d{2}-\d{2}\.xlsx$/);

  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const sheet = workbook.getWorksheet('ihm.flat');
  if (!sheet) throw new Error('no ihm.flat sheet');
  const header = (sheet.getRow(1).values as unknown[]).map(String);
  const column = (name: string) => header.indexOf(name);
  const rows = sheet.getRows(2, sheet.rowCount - 1) ?? [];
  const cell = (row: ExcelJS.Row, name: string) => String(row.getCell(column(name)).value ?? '');
  expect(rows.map((row) => cell(row, 'item.display_name'))).toEqual(shown);
  expect(rows.map((row) => cell(row, 'purchase_order.extid'))).toEqual([
    'PO-TERN-1',
    'PO-TERN-1',
    'PO-TERN-1',
  ]);
  expect(rows.map((row) => cell(row, 'vessel.imo_number'))).toEqual(['9412442', '9412442', '9412442']);
  await context.close();
});
