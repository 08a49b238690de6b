import { createAccount, uniqueEmail, useSession } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';
import {
  apiAs,
  createMaintenanceWorld,
  portalToken,
  uploadCompanyDocument,
} from '../support/maintenance-world.ts';

type OrderItems = { items: { id: string; display_name: string }[] };

test('the supplier verifies a reused MD, the expert approves the reuse; an SDoC is selected and unselected in the drawer', async ({
  page,
  server,
}) => {
  const expert = await createAccount(server, uniqueEmail('reuse.expert'));
  const supplierEmail = uniqueEmail('reuse.supplier');
  const call = apiAs(server, expert.token);
  const { bucket, order } = await createMaintenanceWorld(call, {
    ship: 'MV Fulmar',
    imo: '9412360',
    orderNumber: 'PO-2026-0202',
    supplierEmail,
  });
  const detail = await call<OrderItems>('GET', `/ihm/maint/purchase-orders/${order.id}?include=items`);
  const gasket = detail.items.find((item) => item.display_name === 'Gasket sheet');
  if (!gasket) throw new Error('no gasket item');

  // The expert asks the supplier to verify a company MD for the gasket: that records a reuse.
  const md = await uploadCompanyDocument(server, expert.token, {
    bucketId: bucket.id,
    type: 'md',
    filename: 'gasket-md-2025.pdf',
  });
  const before = server.mails.length;
  const request = await call(
    'POST',
    `/ihm/maint/buckets/${bucket.id}/purchase-order-items/${gasket.id}/document-requests`,
    {
      document_type: 'md',
      document_id: md.id,
    },
  );
  // The supplier confirms it through the mailed portal link: the reuse becomes supplier-approved.
  const token = portalToken(await server.nextMail(supplierEmail, before));
  const verified = await fetch(
    `${server.baseURL}/api/supplier-portal/${token}/requests/${request.id}/verify`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    },
  );
  expect(verified.status).toBe(200);

  // From the orders list the expert opens the company's document reuses.
  await useSession(page, expert);
  await page.goto(`/#/dashboard/companies/${bucket.id}/orders`);
  await page.getByRole('link', { name: 'Document reuses' }).click();
  await expect(page.getByRole('heading', { name: 'Document reuses' })).toBeVisible();
  await expect(page).toHaveTitle(/^Document reuses/);
  const table = page.getByRole('table', { name: 'Document reuses' });
  const row = table.getByRole('row').filter({ hasText: 'gasket-md-2025.pdf' });
  await expect(row.getByRole('link', { name: 'Download gasket-md-2025.pdf' })).toBeVisible();
  await expect(row).toContainText('MD');
  await expect(row).toContainText('MV Fulmar');
  await expect(row).toContainText('331101');
  await expect(row).toContainText('Gasket sheet');
  await expect(row).toContainText('Supplier approved');

  // Filters live in the URL: undecided shows nothing, supplier-approved shows the row.
  const decision = page.getByRole('combobox', { name: 'Decision' });
  await decision.selectOption({ label: 'Undecided' });
  await expect(page).toHaveURL(/decision=undecided/);
  await expect(page.getByText('No document reuses in this list.')).toBeVisible();
  await decision.selectOption({ label: 'Supplier approved' });
  await expect(page).toHaveURL(/decision=SUPPLIER_APPROVED/);
  await expect(row).toContainText('Supplier approved');
  await page.getByRole('combobox', { name: 'Type' }).selectOption({ label: 'SDoC' });
  await expect(page.getByText('No document reuses in this list.')).toBeVisible();
  await page.getByRole('combobox', { name: 'Type' }).selectOption({ label: 'MD' });
  await expect(row).toBeVisible();

  // The expert approves: the row leaves the supplier-approved list and shows under expert-approved.
  await row.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'The document reuse was approved.' })).toBeVisible();
  await expect(page.getByText('No document reuses in this list.')).toBeVisible();
  await decision.selectOption({ label: 'Expert approved' });
  await expect(row).toContainText('Expert approved');
  await expect(row.getByRole('button', { name: 'Approve' })).toBeDisabled();
  await page.reload();
  await expect(decision).toHaveValue('EXPERT_APPROVED');
  await expect(row).toContainText('Expert approved');

  // In the item drawer the expert selects a company SDoC for the gasket and unselects it again.
  const sdocFile = await uploadCompanyDocument(server, expert.token, {
    bucketId: bucket.id,
    type: 'sdoc',
    filename: 'hanse-sdoc.pdf',
  });
  await page.goto(`/#/dashboard/companies/${bucket.id}/orders/items/${gasket.id}`);
  const drawer = page.getByRole('dialog', { name: 'Gasket sheet' });
  await expect(drawer).toContainText('MD: none selected · SDoC: none selected');
  const sdoc = drawer.getByRole('region', { name: 'Selected SDoC' });
  await expect(sdoc).toContainText('None selected.');
  // The choice narrows by filename as the expert types.
  const choice = sdoc.getByRole('combobox', { name: 'SDoC document' });
  await sdoc.getByLabel('Find SDoC documents').fill('baltic');
  await expect(choice).toContainText('No SDoC documents match');
  await sdoc.getByLabel('Find SDoC documents').fill('hanse');
  await expect(choice).toContainText('hanse-sdoc.pdf');
  await sdoc.getByRole('combobox', { name: 'SDoC document' }).selectOption(sdocFile.id);
  await expect(sdoc.getByRole('combobox', { name: 'SDoC document' })).toContainText('hanse-sdoc.pdf');
  await sdoc.getByRole('button', { name: 'Select document' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'SDoC document selected.' })).toBeVisible();
  await expect(sdoc.getByRole('link', { name: 'Download hanse-sdoc.pdf' })).toBeVisible();
  await expect(drawer).toContainText('MD: none selected · SDoC: document selected');
  await sdoc.getByRole('button', { name: 'Unselect' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'SDoC document unselected.' })).toBeVisible();
  await expect(sdoc).toContainText('None selected.');
  await expect(sdoc.getByRole('link', { name: 'Download hanse-sdoc.pdf' })).toHaveCount(0);
  await expect(drawer).toContainText('MD: none selected · SDoC: none selected');
});
