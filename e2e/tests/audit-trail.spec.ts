import { readFile } from 'node:fs/promises';
import type { Locator } from '@playwright/test';
import { createAccount, PASSWORD, uniqueEmail, useSession } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';
import { apiAs, createMaintenanceWorld } from '../support/maintenance-world.ts';

// The journey makes its own team, company and accounts: its trail holds only what it did.

type Company = { id: string; name: string; dataowner_team_id: string };

/** A trail's entries: the list's own items (each entry lists its changes in a list of its own). */
const entriesOf = (trail: Locator) => trail.locator(':scope > li');
type Named = { id: string; name: string };

test('an expert changes an item’s category: its History says who, before → after; the manager filters the company’s trail and exports it', async ({
  page,
  browser,
  server,
}) => {
  const manager = await createAccount(server, uniqueEmail('audit.manager'), PASSWORD, {
    first: 'Maren',
    last: 'Holt',
  });
  const expertEmail = uniqueEmail('audit.expert');
  const expert = await createAccount(server, expertEmail, PASSWORD, { first: 'Erika', last: 'Lindqvist' });
  const call = apiAs(server, manager.token);
  const { bucket, order } = await createMaintenanceWorld(call, {
    ship: 'MV Terne',
    imo: '9412395',
    orderNumber: 'PO-2026-0911',
    supplierEmail: uniqueEmail('audit.supplier'),
  });
  const company = await call<Company>('GET', `/ihm/maint/companies/${bucket.id}`);
  await call('POST', `/ihm/maint/companies/${bucket.id}/categories`, {
    name: 'Sealing materials',
    relevancy: 'relevant',
  });
  const categories = await call<Named[]>('GET', `/ihm/maint/companies/${bucket.id}/categories`);
  const gaskets = categories.find((category) => category.name === 'Gaskets and packings');
  const detail = await call<{ items: { id: string; display_name: string }[] }>(
    'GET',
    `/ihm/maint/purchase-orders/${order.id}?include=items`,
  );
  const gasket = detail.items.find((item) => item.display_name === 'Gasket sheet');
  if (!gasket || !gaskets) throw new Error('no gasket item or category');
  // The manager categorised it first; the expert, a plain member of the team, corrects that.
  await call('POST', `/ihm/maint/purchase-order-items/${gasket.id}/categorize`, { category_id: gaskets.id });
  const invitation = await call('POST', `/teams/${company.dataowner_team_id}/memberships`, {
    email: expertEmail,
    role: 'regular',
  });
  await apiAs(server, expert.token)('POST', `/team-memberships/${invitation.id}/accept`);

  // The expert recategorises the item in its drawer; its History says so, with the names.
  const expertContext = await browser.newContext({ baseURL: server.baseURL });
  const expertPage = await expertContext.newPage();
  await useSession(expertPage, expert);
  const itemUrl = `/#/dashboard/ihm/company/${bucket.id}/orders/items/${gasket.id}`;
  await expertPage.goto(itemUrl);
  const drawer = expertPage.getByRole('dialog', { name: 'Gasket sheet' });
  await drawer
    .getByRole('combobox', { name: 'Category' })
    .selectOption({ label: 'Sealing materials (Relevant)' });
  await drawer.getByRole('button', { name: 'Categorise', exact: true }).click();
  await expect(expertPage.getByRole('alert').filter({ hasText: 'The item was categorised.' })).toBeVisible();
  await drawer.getByRole('tab', { name: 'History' }).click();
  const history = drawer.getByRole('list', { name: 'History of Gasket sheet' });
  const change = entriesOf(history).filter({ hasText: 'Category: Gaskets and packings → Sealing materials' });
  await expect(change).toHaveCount(1);
  await expect(change).toContainText('Erika Lindqvist');
  await expect(change).toContainText('Order item changed');
  await expect(change.getByRole('img', { name: 'User' })).toBeVisible();
  await expect(change.locator('time')).toHaveText('just now');
  // Newest first: the expert's change above the manager's first category.
  await expect(entriesOf(history).first()).toContainText('Erika Lindqvist');
  await expect(entriesOf(history).filter({ hasText: 'Category: — → Gaskets and packings' })).toContainText(
    'Maren Holt',
  );

  // The expert does not administer the company: no audit view for them.
  await expertPage.goto(`/#/dashboard/companies/${bucket.id}/admin/audit`);
  await expect(expertPage.getByText("Only the company's managers read its audit trail")).toBeVisible();
  await expect(expertPage.getByRole('button', { name: 'Export CSV' })).toHaveCount(0);
  await expertContext.close();

  // The manager opens the company's audit view from its administration and filters it.
  await useSession(page, manager);
  await page.goto(`/#/dashboard/companies/${bucket.id}/admin`);
  await page.getByRole('link', { name: 'Audit trail' }).click();
  await expect(page).toHaveTitle(/^Audit trail - /);
  const trail = page.getByRole('list', { name: `Audit trail of ${company.name}` });
  await expect(entriesOf(trail).filter({ hasText: 'Category created' }).first()).toBeVisible();
  await page.getByRole('combobox', { name: 'What' }).selectOption({ label: 'Order item' });
  await expect(page).toHaveURL(/admin\/audit\?entity=order_item$/);
  await expect(entriesOf(trail).filter({ hasText: 'Category created' })).toHaveCount(0);
  const entry = entriesOf(trail).filter({ hasText: 'Category: Gaskets and packings → Sealing materials' });
  await expect(entry).toContainText('Erika Lindqvist');
  await page.getByRole('combobox', { name: 'Who' }).selectOption({ label: 'API key' });
  await expect(page.getByText('No changes match these filters.')).toBeVisible();
  await page.getByRole('combobox', { name: 'Who' }).selectOption({ label: 'User' });
  await expect(entry).toBeVisible();

  // The CSV export has the filters of the view: the expert's change, order items only.
  const reported = page.waitForRequest(
    (request) => request.url().endsWith('/api/user-audit-logs') && request.method() === 'POST',
  );
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/audit .*\.csv$/);
  const csv = await readFile(await download.path(), 'utf8');
  const [header, ...lines] = csv.trim().split(/\r?\n/);
  expect(header).toBe('at,actor_kind,actor,action,entity,entity_id,field,before,after');
  expect(lines.length).toBeGreaterThan(0);
  expect(lines.every((line) => line.includes('"order_item"'))).toBe(true);
  expect(lines).toContainEqual(
    expect.stringContaining(
      '"user","Erika Lindqvist","changed","order_item","' +
        `${gasket.id}","selected_article_category_id","Gaskets and packings","Sealing materials"`,
    ),
  );
  expect((await reported).postDataJSON()).toMatchObject({ objectId: bucket.id, type: 'exported' });
});

test('the item’s History on a phone (390×844): readable, nothing wider than the screen', async ({
  browser,
  server,
}) => {
  const expert = await createAccount(server, uniqueEmail('audit.phone'), PASSWORD, {
    first: 'Jonas',
    last: 'Brekke-Amundsen',
  });
  const call = apiAs(server, expert.token);
  const { bucket, order } = await createMaintenanceWorld(call, {
    ship: 'MV Havhest',
    imo: '9412396',
    orderNumber: 'PO-2026-0912',
    supplierEmail: uniqueEmail('audit.phone.supplier'),
  });
  const categories = await call<Named[]>('GET', `/ihm/maint/companies/${bucket.id}/categories`);
  const detail = await call<{ items: { id: string; display_name: string }[] }>(
    'GET',
    `/ihm/maint/purchase-orders/${order.id}?include=items`,
  );
  const cord = detail.items.find((item) => item.display_name === 'Packing cord');
  await call('POST', `/ihm/maint/purchase-order-items/${cord?.id}/categorize`, {
    category_id: categories[0]?.id,
  });

  const context = await browser.newContext({
    baseURL: server.baseURL,
    viewport: { width: 390, height: 844 },
  });
  const page = await context.newPage();
  await useSession(page, expert);
  await page.goto(`/#/dashboard/ihm/company/${bucket.id}/orders/items/${cord?.id}`);
  const drawer = page.getByRole('dialog', { name: 'Packing cord' });
  await drawer.getByRole('tab', { name: 'History' }).click();
  const history = drawer.getByRole('list', { name: 'History of Packing cord' });
  const change = entriesOf(history).filter({ hasText: 'Category: — → Gaskets and packings' });
  await expect(change).toContainText('Jonas Brekke-Amundsen');
  // The created item's entry lists its values; all of them on demand.
  const created = entriesOf(history).filter({ hasText: 'Order item created' });
  await expect(created).toContainText('Article description: Packing cord');
  // Nothing wider than the phone: the page, the sheet, and each entry.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const overflowing = await drawer.evaluate(
    (sheet) =>
      Array.from(sheet.querySelectorAll('*')).filter(
        (element) => element.getBoundingClientRect().right > 390.5,
      ).length,
  );
  expect(overflowing).toBe(0);
  for (const box of await entriesOf(history).evaluateAll((items) =>
    items.map((item) => item.getBoundingClientRect().width),
  )) {
    expect(box).toBeLessThanOrEqual(390);
  }
  await context.close();
});
