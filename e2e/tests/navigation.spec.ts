import { createAccount, uniqueEmail, useSession } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';
import { apiAs, createMaintenanceWorld } from '../support/maintenance-world.ts';

test('the navigation leads to the daily work and names the company; a skip link; a wrong company says why', async ({
  page,
  server,
}) => {
  const expert = await createAccount(server, uniqueEmail('nav.expert'));
  const call = apiAs(server, expert.token);
  const { bucket, project } = await createMaintenanceWorld(call, {
    ship: 'MV Fulmar',
    imo: '9412369',
    orderNumber: 'PO-2026-0300',
    supplierEmail: uniqueEmail('nav.supplier'),
  });
  const company = await call<{ name: string }>('GET', `/ihm/maint/companies/${bucket.id}`);
  await useSession(page, expert);
  await page.goto('/#/dashboard/projects');
  await expect(page.getByRole('heading', { name: 'Projects' })).toBeVisible();

  // The first Tab reaches the skip link; it moves the focus to the content.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Skip to content' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main-content')).toBeFocused();

  // The company's task list is one click from anywhere, and every company screen names the company.
  const nav = page.getByRole('navigation', { name: 'Dashboard navigation' });
  await nav.getByRole('link', { name: `Tasks of ${company.name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/ihm/company/${bucket.id}/orders`));
  await expect(page.getByRole('table', { name: 'Order items' })).toBeVisible();
  await expect(page.getByTestId('company-name')).toContainText(company.name);
  await page.getByRole('navigation', { name: 'Company' }).getByRole('link', { name: 'Statistics' }).click();
  await expect(page.getByTestId('company-name')).toContainText(company.name);

  // Orders opened from the ship's project show that ship's items.
  await page.goto(`/#/dashboard/projects/${project.id}`);
  await page.getByRole('main').getByRole('link', { name: 'Orders', exact: true }).click();
  await expect(page).toHaveURL(/[?&]vessel=[0-9a-f-]{36}/);
  await expect(page.getByLabel('Vessel')).toHaveValue(/[0-9a-f-]{36}/);
  await expect(page.getByLabel('Vessel').locator('option:checked')).toHaveText('MV Fulmar');

  // A company that does not exist (or is not one's own) says so instead of loading forever.
  await page.goto('/#/dashboard/ihm/company/00000000-0000-4000-8000-000000000000/orders');
  await expect(page.getByRole('alert').filter({ hasText: 'Page was not found' })).toHaveCount(1);
  await expect(page.getByRole('main').getByText('This company could not be opened.')).toBeVisible();
  await expect(page.getByRole('main').getByRole('status', { name: 'Loading' })).toHaveCount(0);
});

test('on a phone items are cards with one large next action, the item is a full-screen sheet, alerts show above it', async ({
  browser,
  server,
}) => {
  const expert = await createAccount(server, uniqueEmail('phone.expert'));
  const call = apiAs(server, expert.token);
  const { bucket } = await createMaintenanceWorld(call, {
    ship: 'MV Skua',
    imo: '9412370',
    orderNumber: 'PO-2026-0301',
    supplierEmail: uniqueEmail('phone.supplier'),
  });
  const context = await browser.newContext({
    baseURL: server.baseURL,
    viewport: { width: 390, height: 844 },
  });
  const page = await context.newPage();
  await useSession(page, expert);
  await page.goto(`/#/dashboard/ihm/company/${bucket.id}/orders?set=expert_tasks`);
  // Cards, not a table wider than the phone.
  await expect(page.getByRole('table', { name: 'Order items' })).toHaveCount(0);
  const cards = page.getByRole('list', { name: 'Order items' });
  const badge = cards.locator('.whole-badge').first();
  await expect(badge).toBeVisible();
  expect(
    await badge.evaluate((element) => {
      const label = element.querySelector('.mantine-Badge-label') ?? element;
      return label.scrollWidth <= label.clientWidth;
    }),
  ).toBe(true);

  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const card = cards.getByRole('listitem', { name: 'Packing cord' });
  const next = card.getByRole('link', { name: 'Choose a category' });
  expect((await next.boundingBox())?.height).toBeGreaterThanOrEqual(40);
  await next.click();
  const sheet = page.getByRole('dialog', { name: 'Packing cord' });
  await expect(sheet).toBeVisible();
  const box = await sheet.boundingBox();
  expect(box?.width).toBe(390);
  expect(box?.height).toBeGreaterThanOrEqual(840);
  await sheet.getByRole('button', { name: 'Edit item' }).click();
  await sheet.getByRole('form', { name: 'Edit item' }).getByLabel('Remarks').fill('Stowed aft');
  await sheet.getByRole('button', { name: 'Save item' }).click();
  const saved = page.getByRole('alert').filter({ hasText: 'The item was saved.' });
  await expect(saved).toBeVisible();
  expect(
    await saved.evaluate((alert) => {
      const rect = alert.getBoundingClientRect();
      return alert.contains(
        document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2),
      );
    }),
  ).toBe(true);
  await context.close();
});

test("a crew member sees the crew's lists of their ship, without the expert's controls", async ({
  page,
  server,
}) => {
  const expert = await createAccount(server, uniqueEmail('nav.lead'));
  const crewEmail = uniqueEmail('nav.crew');
  const crew = await createAccount(server, crewEmail);
  const call = apiAs(server, expert.token);
  const { bucket, project } = await createMaintenanceWorld(call, {
    ship: 'MV Gannet',
    imo: '9412371',
    orderNumber: 'PO-2026-0302',
    supplierEmail: uniqueEmail('nav.crew.supplier'),
  });
  const grant = await call<{ id: string }>('POST', `/projects/${project.id}/permissions`, {
    granted_to_user_email: crewEmail,
    access_mode: 'READWRITE',
    capabilities: ['ihm.maint.is_crew'],
  });
  await apiAs(server, crew.token)('POST', `/permissions/${grant.id}/accept`);
  const company = await call<{ name: string }>('GET', `/ihm/maint/companies/${bucket.id}`);

  await useSession(page, crew);
  await page.goto('/#/dashboard/projects');
  await page
    .getByRole('navigation', { name: 'Dashboard navigation' })
    .getByRole('link', { name: `Tasks of ${company.name}` })
    .click();
  await expect(page).toHaveURL(/set=crew_tasks|\/orders$/);
  const lists = page.getByRole('radiogroup', { name: 'Item list' });
  await expect(lists.getByText('Crew tasks')).toBeVisible();
  await expect(lists.getByText('Expert tasks')).toHaveCount(0);
  await expect(page.getByRole('switch', { name: 'Expert view' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Categorise selected' })).toHaveCount(0);
  await expect(page.getByLabel('Vessel').locator('option')).toHaveText(['All vessels', 'MV Gannet']);
});
