import { createAccount, uniqueEmail, useSession } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';
import { apiAs, createMaintenanceWorld, newPage, PDF } from '../support/maintenance-world.ts';

test('an expert requests documents, the supplier uploads them in the portal, the expert accepts and closes the review', async ({
  page,
  browser,
  server,
}) => {
  const expert = await createAccount(server, uniqueEmail('orders.expert'));
  const supplierEmail = uniqueEmail('supplier.docs');
  const call = apiAs(server, expert.token);

  const { bucket } = await createMaintenanceWorld(call, {
    ship: 'MV Kestrel',
    imo: '9412346',
    orderNumber: 'PO-2026-0077',
    supplierEmail,
  });

  type Stats = { expert_active: number; expert_completed: number; items_completed_relevant: number };
  const stats = () => call<Stats>('GET', `/ihm/maint/buckets/${bucket.id}/stats/order-items-by-bucket`);
  expect(await stats()).toMatchObject({ expert_active: 2, expert_completed: 0, items_completed_relevant: 0 });

  // The expert categorises both items and requests their documents, in batches.
  await useSession(page, expert);
  const ordersUrl = `/#/dashboard/ihm/company/${bucket.id}/orders`;
  await page.goto(ordersUrl);
  const table = page.getByRole('table', { name: 'Order items' });
  await expect(table.getByRole('link', { name: /Gasket sheet/ })).toBeVisible();
  await expect(table.getByRole('link', { name: /Packing cord/ })).toBeVisible();
  // Asked before any category is decided, the batch names the uncategorised items and sends nothing.
  await page.getByLabel('Select all items on this page').check();
  await page.getByRole('button', { name: 'Request documents' }).click();
  const premature = page.getByRole('dialog', { name: 'Request documents' });
  await expect(premature).toContainText('2 item(s) have no category yet');
  await expect(premature).toContainText('Gasket sheet');
  await expect(premature.getByRole('button', { name: 'Send for the 0 categorised' })).toBeDisabled();
  await premature.getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('button', { name: 'Categorise selected' }).click();
  await page
    .getByRole('dialog')
    .getByLabel('Category')
    .selectOption({ label: 'Gaskets and packings (Relevant)' });
  await page.getByRole('dialog').getByRole('button', { name: 'Categorise' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '2 item(s) categorised.' })).toBeVisible();
  // Nothing was requested yet: the next action says so, not "Review the MD".
  await expect(table.getByText('Request or select the MD')).toHaveCount(2);

  await page.getByLabel('Select all items on this page').check();
  const before = server.mails.length;
  await page.getByRole('button', { name: 'Request documents' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Send requests' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: '4 request(s) created, 1 mail(s) sent.' }),
  ).toBeVisible();
  // Out of the expert's tasks, the rows say in the monitor list that the requests are out.
  await page.getByRole('radiogroup', { name: 'Item list' }).getByText('Expert monitor').click();
  await expect(table.getByText('MD and SDoC requested')).toHaveCount(2);
  await page.getByRole('radiogroup', { name: 'Item list' }).getByText('Expert tasks').click();

  // The supplier opens the mailed link without an account and uploads MD and SDoC for the gasket.
  const mail = await server.nextMail(supplierEmail, before);
  const link = mail.links.find((url) => url.includes('/#/supplier/')) ?? '';
  expect(link).not.toBe('');
  const portal = await newPage(browser, server);
  await portal.goto(`/#/supplier/${link.split('/#/supplier/')[1]}`);
  await expect(portal).toHaveTitle(/Supplier Portal/);
  await expect(portal.getByText('Hanse Marine Supply')).toBeVisible();
  for (const [type, name] of [
    ['MD', 'gasket-md.pdf'],
    ['SDoC', 'gasket-sdoc.pdf'],
  ] as const) {
    const card = portal.getByRole('region', { name: `${type} request for Gasket sheet` });
    await expect(card).toContainText('PO-2026-0077');
    await expect(card).toContainText('331101');
    await card
      .getByLabel(`${type} file (PDF, PNG or JPEG)`)
      .setInputFiles({ name, mimeType: 'application/pdf', buffer: PDF(name) });
    await card.getByRole('button', { name: 'Upload document' }).click();
    await expect(card).toContainText('Provided by the supplier');
    await expect(card.getByRole('link', { name: `Download ${name}` })).toBeVisible();
  }
  await portal.context().close();

  // The expert accepts both in the drawer, records lead (Table B) and closes the review.
  await page.reload();
  await table.getByRole('link', { name: /Gasket sheet/ }).click();
  const drawer = page.getByRole('dialog');
  for (const type of ['MD', 'SDoC']) {
    const request = drawer.getByRole('region', { name: `${type} request` });
    await expect(request.getByRole('link', { name: /Download gasket-/ })).toBeVisible();
    await request.getByRole('button', { name: 'Accept document' }).click();
    await expect(request).toContainText('Closed');
  }
  await expect(drawer).toContainText('MD: document selected · SDoC: document selected');
  const hazmat = drawer.getByRole('form', { name: 'Record hazmat' });
  await hazmat
    .getByRole('combobox', { name: 'Hazmat', exact: true })
    .selectOption({ label: 'Lead (Table B)' });
  await hazmat.getByRole('combobox', { name: 'Contamination' }).selectOption({ label: 'Contained' });
  await hazmat.getByRole('button', { name: 'Record hazmat' }).click();
  await expect(page.getByRole('alert').filter({ hasText: /recorded/i })).toBeVisible();
  await drawer.getByRole('button', { name: 'Close review' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'The review was closed.' })).toBeVisible();
  await drawer.getByRole('button', { name: 'Close item' }).click();

  await expect(table.getByRole('link', { name: /Gasket sheet/ })).toHaveCount(0);
  await page.goto(`${ordersUrl}?set=expert_done`);
  await expect(table.getByRole('link', { name: /Gasket sheet/ })).toBeVisible();
  // The statistics move with the item.
  const after = await stats();
  expect(after).toMatchObject({ expert_completed: 1, items_completed_relevant: 1 });
  expect(after.expert_active).toBeLessThan(2);
});
