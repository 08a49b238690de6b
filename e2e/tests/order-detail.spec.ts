import { createAccount, uniqueEmail, useSession } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';
import { apiAs, createMaintenanceWorld, PNG } from '../support/maintenance-world.ts';

type OrderItems = { items: { id: string; display_name: string }[] };

test('an order shows its evaluation and items; documents preview; the expert view changes lists and leaving the item area', async ({
  page,
  browser,
  server,
}) => {
  const expert = await createAccount(server, uniqueEmail('order.expert'));
  const crewEmail = uniqueEmail('order.crew');
  const crew = await createAccount(server, crewEmail);
  const supplierEmail = uniqueEmail('order.supplier');
  const call = apiAs(server, expert.token);
  const { bucket, order, project } = await createMaintenanceWorld(call, {
    ship: 'MV Petrel',
    imo: '9412358',
    orderNumber: 'PO-2026-0101',
    supplierEmail,
  });
  const detail = await call<OrderItems>('GET', `/ihm/maint/purchase-orders/${order.id}?include=items`);
  const gasket = detail.items.find((item) => item.display_name === 'Gasket sheet');
  if (!gasket) throw new Error('no gasket item');

  // The supplier answers an MD request with an image through the mailed portal link.
  const before = server.mails.length;
  const batch = await call<{ created: { id: string }[] }>(
    'POST',
    `/ihm/maint/buckets/${bucket.id}/document-requests/batch`,
    { item_ids: [gasket.id], document_types: ['md'] },
  );
  const request = batch.created[0];
  const mail = await server.nextMail(supplierEmail, before);
  const token = mail.links.find((url) => url.includes('/#/supplier/'))?.split('/#/supplier/')[1] ?? '';
  const uploaded = await fetch(
    `${server.baseURL}/api/supplier-portal/${token}/requests/${request?.id}/documents?filename=gasket-md.png`,
    { method: 'POST', headers: { 'content-type': 'image/png' }, body: PNG },
  );
  expect(uploaded.status).toBe(201);

  // From the company's item list the order number leads to the order.
  await useSession(page, expert);
  // The path before the spec's still works: it lands on the spec's …/ihm/company/{id}/orders.
  await page.goto(`/#/dashboard/companies/${bucket.id}/orders?set=expert_tasks`);
  await expect(page).toHaveURL(new RegExp(`#/dashboard/ihm/company/${bucket.id}/orders\\?set=expert_tasks$`));
  const list = page.getByRole('table', { name: 'Order items' });
  await list.getByRole('link', { name: 'PO-2026-0101' }).first().click();
  await expect(page.getByRole('heading', { name: 'Order PO-2026-0101' })).toBeVisible();
  await expect(page).toHaveTitle(/^Order PO-2026-0101 - Orders/);
  const facts = page.getByRole('group', { name: 'Order facts' });
  await expect(facts).toContainText('MV Petrel');
  await expect(facts).toContainText('Ordered');
  const evaluation = page.getByRole('region', { name: 'Order evaluation' });
  await expect(evaluation).toContainText('Not received');
  // Nobody has categorised or checked these items: nothing is "not contained" yet.
  await expect(evaluation).toContainText(/Table A hazmats\s*Not reviewed yet/);
  await expect(evaluation).not.toContainText('Not contained');
  await expect(evaluation.getByRole('group', { name: 'To do' })).toContainText('Expert to-do');
  const items = page.getByRole('table', { name: 'Order items' });
  await expect(items.getByRole('row')).toHaveCount(3);
  await expect(items.getByRole('columnheader', { name: 'Expert display' })).toBeVisible();
  await expect(items.getByRole('columnheader', { name: 'Vessel' })).toHaveCount(0);

  // The item's drawer over the order: the supplier's image previews in place.
  await items.getByRole('link', { name: /Gasket sheet/ }).click();
  const drawer = page.getByRole('dialog', { name: 'Gasket sheet' });
  const parts = drawer.getByRole('group', { name: 'Review parts' });
  await expect(parts).toContainText(/Hazmats review\s*Missing/);
  await expect(parts).toContainText(/Hazmats\s*Not reviewed yet/);
  const md = drawer.getByRole('region', { name: 'MD request' });
  await expect(md.getByRole('link', { name: 'Download gasket-md.png' })).toBeVisible();
  await md.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByRole('img', { name: 'Preview of gasket-md.png' });
  await expect(preview).toBeVisible();
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(2);
  // Escape closes only the top layer: the preview, not the drawer under it.
  await page.keyboard.press('Escape');
  await expect(preview).toHaveCount(0);
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Accept document' })).toBeVisible();

  // The expert corrects the item's data (only the changes are sent) and takes back a wrong hazmat.
  await drawer.getByRole('button', { name: 'Edit item' }).click();
  const edit = drawer.getByRole('form', { name: 'Edit item' });
  // Required fields stay required: an emptied ordered quantity is refused in place, nothing sent.
  const ordered = await edit.getByLabel('Ordered').inputValue();
  await edit.getByLabel('Ordered').fill('');
  await edit.getByRole('button', { name: 'Save item' }).click();
  await expect(edit.getByText('This field is required')).toBeVisible();
  await expect(edit.getByLabel('Ordered')).toBeFocused();
  await edit.getByLabel('Ordered').fill(ordered);
  await edit.getByLabel('Delivered').fill('3');
  await edit.getByLabel('Remarks').fill('  Flange PN16, see drawing 7  ');
  const patched = page.waitForRequest((request) => request.method() === 'PATCH');
  await edit.getByRole('button', { name: 'Save item' }).click();
  expect((await patched).postDataJSON()).toEqual({
    quantity_delivered: 3,
    remarks: 'Flange PN16, see drawing 7',
  });
  const saved = page.getByRole('alert').filter({ hasText: 'The item was saved.' });
  await expect(saved).toBeVisible();
  // Over the drawer's backdrop, not under it: the alert's middle is the topmost element there.
  expect(
    await saved.evaluate((alert) => {
      const box = alert.getBoundingClientRect();
      return alert.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2));
    }),
  ).toBe(true);
  const itemFacts = drawer.getByRole('group', { name: 'Item facts' });
  await expect(itemFacts).toContainText('Flange PN16, see drawing 7');
  await expect(itemFacts).toContainText('3');
  const hazmat = drawer.getByRole('form', { name: 'Record hazmat' });
  await hazmat
    .getByRole('combobox', { name: 'Hazmat', exact: true })
    .selectOption({ label: 'Asbestos (Table A)' });
  await hazmat.getByRole('combobox', { name: 'Contamination' }).selectOption({ label: 'Contained' });
  await hazmat.getByRole('button', { name: 'Record hazmat' }).click();
  const results = drawer.getByRole('table', { name: 'Check results' });
  await expect(results).toContainText('Asbestos (Table A)');
  await results.getByRole('button', { name: 'Remove Asbestos' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'The hazmat result was removed.' })).toBeVisible();
  await expect(results.getByRole('button', { name: 'Remove Asbestos' })).toHaveCount(0);
  await drawer.getByRole('button', { name: 'Close item' }).click();
  await expect(page).toHaveURL(new RegExp(`/purchase-orders/${order.id}$`));

  // Switched off, the expert sees the crew's view: crew displays, no review actions, crew tasks.
  await page.getByRole('switch', { name: 'Expert view' }).click();
  await expect(items.getByRole('columnheader', { name: 'Crew display' })).toBeVisible();
  await items.getByRole('link', { name: /Gasket sheet/ }).click();
  await expect(md.getByRole('link', { name: 'Download gasket-md.png' })).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Accept document' })).toHaveCount(0);
  await expect(drawer.getByRole('button', { name: 'Close review' })).toHaveCount(0);
  await drawer.getByRole('button', { name: 'Close item' }).click();
  await page.getByRole('link', { name: '← Orders' }).click();
  await expect(page).toHaveURL(/\/orders\?set=crew_tasks$/);
  await expect(page.getByRole('button', { name: 'Categorise selected' })).toHaveCount(0);

  // The choice survives a reload; switched on again, leaving an item lands on the expert tasks.
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Expert view' })).not.toBeChecked();
  // It is kept on the user (spec section 6), so another browser of the same account shows it too.
  await expect
    .poll(async () => (await call<{ expert_view: boolean }>('GET', `/users/${expert.user_id}`)).expert_view)
    .toBe(false);
  await page.getByRole('switch', { name: 'Expert view' }).click();
  await page.goto(
    `/#/dashboard/companies/${bucket.id}/orders/items/${gasket.id}?set=expert_monitor&q=gasket`,
  );
  await page.getByRole('dialog').getByRole('button', { name: 'Close item' }).click();
  // Closing an item returns to the list it came from; leaving the orders (← Orders) goes to the tasks.
  await expect(page).toHaveURL(/\/orders\?set=expert_monitor&q=gasket$/);

  // By hand, the expert reminds the supplier of its open request (a real mail) and revokes its links.
  await page.getByRole('navigation', { name: 'Company' }).getByRole('link', { name: 'Catalog' }).click();
  await page.getByRole('tab', { name: 'Suppliers' }).click();
  const reminded = server.mails.length;
  await page.getByRole('button', { name: 'Send a reminder to Hanse Marine Supply' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Hanse Marine Supply was reminded of 1 open request(s).' }),
  ).toBeVisible();
  expect((await server.nextMail(supplierEmail, reminded, 'reminder')).links.join(' ')).toContain(token);
  await page.getByRole('button', { name: 'Revoke the portal links of Hanse Marine Supply' }).click();
  await page
    .getByRole('dialog', { name: 'Revoke the portal links of Hanse Marine Supply?' })
    .getByRole('button', { name: 'Revoke links' })
    .click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'portal link(s) of Hanse Marine Supply revoked.' }),
  ).toBeVisible();
  expect((await fetch(`${server.baseURL}/api/supplier-portal/${token}`)).status).toBe(401);

  // Crew members never see the switch.
  const grant = await call('POST', `/projects/${project.id}/permissions`, {
    granted_to_user_email: crewEmail,
    access_mode: 'READ',
    capabilities: ['ihm.maint.is_crew'],
  });
  await apiAs(server, crew.token)('POST', `/permissions/${grant.id}/accept`);
  const crewPage = await (await browser.newContext({ baseURL: server.baseURL })).newPage();
  await useSession(crewPage, crew);
  await crewPage.goto(`/#/dashboard/companies/${bucket.id}/purchase-orders/${order.id}`);
  await expect(crewPage.getByRole('heading', { name: 'Order PO-2026-0101' })).toBeVisible();
  await expect(crewPage.getByRole('columnheader', { name: 'Crew display' })).toBeVisible();
  await expect(crewPage.getByRole('switch', { name: 'Expert view' })).toHaveCount(0);
  await crewPage.getByRole('link', { name: '← Orders' }).click();
  await expect(crewPage).toHaveURL(/\/orders\?set=crew_tasks$/);
  // Crew read the catalog but do not keep it.
  await crewPage.getByRole('navigation', { name: 'Company' }).getByRole('link', { name: 'Catalog' }).click();
  await expect(crewPage.getByRole('table', { name: 'Categories' })).toContainText('Gaskets and packings');
  await expect(crewPage.getByRole('button', { name: 'New category' })).toHaveCount(0);
});
