import { createAccount, uniqueEmail, useSession } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';
import { apiAs, createMaintenanceCompany } from '../support/maintenance.ts';

test('an expert reads the company statistics and follows a count to the orders it counts', async ({
  page,
  server,
}) => {
  const expert = await createAccount(server, uniqueEmail('stats.expert'));
  const call = apiAs(server, expert.token);
  const { bucketId, company } = await createMaintenanceCompany(call, {
    team: 'North Sea IHM Experts',
    ship: 'MV Osprey',
    imo: '9412347',
  });
  const hanse = await call('POST', `${company}/suppliers`, { name: 'Hanse Marine Supply' });
  const baltic = await call('POST', `${company}/suppliers`, { name: 'Baltic Ship Stores' });
  const osprey = await call('POST', `${company}/vessels`, { name: 'MV Osprey', imo: '9412347' });
  await call('POST', `${company}/purchase-orders`, {
    vessel_id: osprey.id,
    order_number: 'PO-2026-0101',
    items: [
      { article_description: 'Anchor chain paint', supplier_id: hanse.id, quantity_ordered: 4 },
      { article_description: 'Deck primer', supplier_id: hanse.id, quantity_ordered: 2 },
      { article_description: 'Mooring rope', supplier_id: baltic.id, quantity_ordered: 1 },
    ],
  });

  await useSession(page, expert);
  await page.goto(`/#/dashboard/companies/${bucketId}/statistics`);
  await expect(page).toHaveTitle(/^Statistics - /);
  await expect(page.getByText('3 active item(s)')).toBeVisible();
  const expertCard = page.getByRole('region', { name: 'Expert' });
  await expect(expertCard.getByRole('link', { name: 'Wait for categorisation: 3' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Categories' }).getByLabel('Unknown: 3', { exact: true }),
  ).toBeVisible();

  const bySupplier = page.getByRole('table', { name: 'Statistics by supplier' });
  await expect(bySupplier.getByRole('row')).toHaveCount(3);
  await expect(bySupplier.getByRole('row').nth(1)).toContainText('Baltic Ship Stores');
  await expect(bySupplier.getByRole('link', { name: 'Hanse Marine Supply, Total: 2' })).toBeVisible();
  await bySupplier.getByRole('button', { name: 'Supplier, sort descending' }).click();
  await expect(bySupplier.getByRole('row').nth(1)).toContainText('Hanse Marine Supply');

  await page.getByRole('tab', { name: 'By vessel' }).click();
  await expect(
    page
      .getByRole('table', { name: 'Statistics by vessel' })
      .getByRole('link', { name: 'MV Osprey, Wait for categorisation: 3' }),
  ).toBeVisible();

  // Hanse's items waiting for categorisation: the list narrowed to that count and that supplier.
  await page.getByRole('tab', { name: 'By supplier' }).click();
  await page.getByLabel('Search suppliers').fill('hanse');
  await expect(page).toHaveURL(/q=hanse/);
  await expect(bySupplier.getByRole('row')).toHaveCount(2);
  await bySupplier.getByRole('link', { name: 'Hanse Marine Supply, Wait for categorisation: 2' }).click();
  await expect(page).toHaveURL(
    /\/orders\?set=expert_tasks&stats_field=expert_wait_for_categorisation_total&supplier=/,
  );
  await expect(page).toHaveTitle(/^Orders - /);
  const items = page.getByRole('table', { name: 'Order items' });
  await expect(items.getByRole('link', { name: /Anchor chain paint/ })).toBeVisible();
  await expect(items.getByRole('link', { name: /Deck primer/ })).toBeVisible();
  await expect(items.getByRole('link', { name: /Mooring rope/ })).toHaveCount(0);
  await expect(page.getByText('2 item(s)')).toBeVisible();
  // Back on the statistics, the supplier table is as it was left.
  await page.goBack();
  await expect(page.getByLabel('Search suppliers')).toHaveValue('hanse');
  await expect(bySupplier.getByRole('row')).toHaveCount(2);
  await page.goForward();
  await page.getByRole('button', { name: 'Remove the filter Waiting for categorisation' }).click();
  await expect(page).not.toHaveURL(/stats_field/);

  // The company navigation leads back.
  await page.getByRole('navigation', { name: 'Company' }).getByRole('link', { name: 'Statistics' }).click();
  await expect(page.getByRole('heading', { name: 'Statistics' })).toBeVisible();
});

test('an expert adds a category, a supplier and a vessel to the company catalog', async ({
  page,
  server,
}) => {
  const expert = await createAccount(server, uniqueEmail('catalog.expert'));
  const { bucketId } = await createMaintenanceCompany(apiAs(server, expert.token), {
    team: 'Catalog Keepers',
    ship: 'MV Tern',
    imo: '9412348',
  });
  await useSession(page, expert);
  await page.goto(`/#/dashboard/companies/${bucketId}/catalog`);
  await expect(page).toHaveTitle(/^Catalog - /);

  // Categories: the name is required and focused first; texts are trimmed.
  await page.getByRole('button', { name: 'New category' }).click();
  const categoryForm = page.getByRole('form', { name: 'New category' });
  await categoryForm.getByRole('button', { name: 'Create category' }).click();
  await expect(categoryForm.getByText('This field is required')).toBeVisible();
  await expect(categoryForm.getByLabel('Name')).toBeFocused();
  await categoryForm.getByLabel('Name').fill('  Paints and coatings  ');
  await categoryForm.getByLabel('Relevancy').selectOption({ label: 'Additional' });
  await categoryForm.getByRole('button', { name: 'Create category' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'The category was created.' })).toBeVisible();
  const categories = page.getByRole('table', { name: 'Categories' });
  await expect(categories.getByRole('row', { name: /^Paints and coatings\b.*Additional/ })).toBeVisible();

  // Suppliers: an invalid contact e-mail is refused before anything is sent.
  await page.getByRole('tab', { name: 'Suppliers' }).click();
  await page.getByRole('button', { name: 'New supplier' }).click();
  const supplierForm = page.getByRole('form', { name: 'New supplier' });
  await supplierForm.getByLabel('Name').fill('Hanse Marine Supply');
  const emails = supplierForm.getByLabel('Contact e-mails');
  await emails.fill('sales@hanse-marine');
  await supplierForm.getByRole('button', { name: 'Create supplier' }).click();
  await expect(supplierForm.getByText('This email address is invalid')).toBeVisible();
  await expect(emails).toBeFocused();
  await emails.fill('Sales@Hanse-Marine.de');
  await supplierForm.getByRole('button', { name: 'Create supplier' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'The supplier was created.' })).toBeVisible();
  await expect(
    page
      .getByRole('table', { name: 'Suppliers' })
      .getByRole('row', { name: /Hanse Marine Supply.*sales@hanse-marine\.de/ }),
  ).toBeVisible();

  // Vessels, and the filter box.
  await page.getByRole('tab', { name: 'Vessels' }).click();
  await page.getByRole('button', { name: 'New vessel' }).click();
  const vesselForm = page.getByRole('form', { name: 'New vessel' });
  await vesselForm.getByLabel('Name').fill('MV Tern');
  await vesselForm.getByLabel('IMO number').fill('9412348');
  await vesselForm.getByRole('button', { name: 'Create vessel' }).click();
  const vessels = page.getByRole('table', { name: 'Vessels' });
  await expect(vessels.getByRole('row', { name: /MV Tern.*9412348/ })).toBeVisible();
  await page.getByLabel('Filter vessels').fill('osprey');
  await expect(page.getByText('Nothing matches the filter.')).toBeVisible();
  await page.getByLabel('Filter vessels').fill('tern');
  await expect(vessels.getByRole('row', { name: /MV Tern/ })).toBeVisible();

  // The tab is kept in the URL; the other screens of the company are one click away.
  await expect(page).toHaveURL(/catalog\?tab=vessels$/);
  await expect(
    page.getByRole('navigation', { name: 'Company' }).getByRole('link', { name: 'Orders' }),
  ).toBeVisible();
});
