import { createAccount, uniqueEmail, useSession } from '../support/accounts.ts';
import { expect, type KeelsonServer, test } from '../support/fixtures.ts';
import { apiAs } from '../support/maintenance.ts';
import {
  createCrewedShip,
  createMaintenanceWorld,
  uploadCompanyDocument,
} from '../support/maintenance-world.ts';

// Every journey here makes its own team, company and accounts: archiving, restoring and changing a
// supplier touch nothing another spec reads.

type Company = { id: string; name: string; short_id: string; dataowner_team_id: string };

async function companyOf(server: KeelsonServer, token: string, bucketId: string): Promise<Company> {
  return apiAs(server, token)<Company>('GET', `/ihm/maint/companies/${bucketId}`);
}

test('a manager opens Companies, sets the reminder schedule, archives and restores a company, changes a supplier contact and the data owner', async ({
  page,
  server,
}) => {
  const managerEmail = uniqueEmail('company.manager');
  const manager = await createAccount(server, managerEmail);
  const { bucket } = await createMaintenanceWorld(apiAs(server, manager.token), {
    ship: 'MV Fjordkatt',
    imo: '9412391',
    orderNumber: 'PO-2026-0901',
    supplierEmail: 'orders@hanse-marine.example',
  });
  const company = await companyOf(server, manager.token, bucket.id);

  await useSession(page, manager);
  await page.goto('/#/dashboard/projects');
  await page
    .getByRole('navigation', { name: 'Dashboard navigation' })
    .getByRole('link', { name: 'Companies' })
    .click();
  await expect(page).toHaveTitle(/^Companies - /);
  const companies = page.getByRole('table', { name: 'Companies', exact: true });
  const row = companies.getByRole('row').filter({ hasText: company.name });
  await expect(row).toContainText(company.short_id);
  await expect(row).toContainText('MV Fjordkatt IHM Experts');
  // Two items wait for categorisation: the expert's open tasks; nothing was imported yet.
  await expect(row.getByRole('cell').nth(2)).toHaveText('2');
  await expect(row).toContainText('never');
  await expect(row).toContainText('Not checked');

  // One click to the expert's task list, with as many items as counted.
  await row.getByRole('link', { name: `Expert tasks of ${company.name}` }).click();
  await expect(page).toHaveURL(/\/orders\?set=expert_tasks$/);
  await expect(page.getByText('2 item(s)')).toBeVisible();
  await page.goBack();

  await row.getByRole('link', { name: `Administration of ${company.name}` }).click();
  await expect(page).toHaveTitle(/^Administration - /);
  await page.getByRole('switch', { name: 'Checked' }).check({ force: true });
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'The company was saved.' })).toBeVisible();

  // The reminder schedule: a second reminder before the first is refused under its field; the
  // sentence reads the days back as they are typed; saved, the items' deadlines follow.
  const schedule = page.getByRole('form', { name: 'Reminder schedule' });
  const preview = schedule.getByRole('status', { name: 'Schedule preview' });
  await expect(preview).toHaveText(
    'First reminder 7 days after the request, second 14 days after; the supplier is overdue after 21 days. ' +
      'The expert is overdue 14 days after an item needs them, the crew 30 days after they were first notified.',
  );
  await schedule.getByRole('textbox', { name: 'First reminder' }).fill('3');
  await schedule.getByRole('textbox', { name: 'Second reminder' }).fill('2');
  await expect(preview).toHaveText('Correct the days to see the schedule.');
  await schedule.getByRole('button', { name: 'Save schedule' }).click();
  await expect(schedule.getByText('The second reminder must come after the first')).toBeVisible();
  await schedule.getByRole('textbox', { name: 'Second reminder' }).fill('6');
  await schedule.getByRole('textbox', { name: 'Supplier overdue' }).fill('10');
  await expect(preview).toContainText(
    'First reminder 3 days after the request, second 6 days after; the supplier is overdue after 10 days.',
  );
  await schedule.getByRole('button', { name: 'Save schedule' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'The company was saved.' })).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole('form', { name: 'Reminder schedule' }).getByRole('textbox', { name: 'First reminder' }),
  ).toHaveValue('3 days');
  const saved = await apiAs(server, manager.token)<{ service_levels: Record<string, number> }>(
    'GET',
    `/ihm/maint/companies/${bucket.id}`,
  );
  expect(saved.service_levels).toMatchObject({
    supplier_reminder1_after_days: 3,
    supplier_reminder2_after_days: 6,
    supplier_overdue_after_days: 10,
  });

  // Archive, after a confirmation: the company is read-only and listed apart.
  await page.getByRole('button', { name: 'Archive company' }).click();
  const confirm = page.getByRole('dialog', { name: `Archive ${company.name}?` });
  await confirm.getByRole('button', { name: 'Archive company' }).click();
  await expect(page.getByRole('alert').filter({ hasText: `${company.name} was archived` })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Suppliers' })).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveAttribute('readonly', '');
  const companyNav = page.getByRole('navigation', { name: 'Company' });
  await expect(companyNav.getByRole('link', { name: 'Orders' })).toHaveCount(0);

  await page.goto('/#/dashboard/companies');
  const archived = page.getByRole('table', { name: 'Archived companies' });
  const archivedRow = archived.getByRole('row').filter({ hasText: company.name });
  await expect(archivedRow).toContainText('Checked');
  await expect(archivedRow.getByRole('link', { name: `Expert tasks of ${company.name}` })).toHaveCount(0);
  await expect(page.getByRole('table', { name: 'Companies', exact: true })).toHaveCount(0);

  // Restore it from its administration.
  await archivedRow.getByRole('link', { name: `Administration of ${company.name}` }).click();
  await page.getByRole('button', { name: 'Restore company' }).click();
  await page
    .getByRole('dialog', { name: `Restore ${company.name}?` })
    .getByRole('button', { name: 'Restore company' })
    .click();
  await expect(page.getByRole('alert').filter({ hasText: `${company.name} was restored.` })).toBeVisible();
  await expect(companyNav.getByRole('link', { name: 'Orders' })).toBeVisible();

  // The supplier's contact: checked like the catalog's form, then saved; only the changes are sent.
  await page.getByRole('tab', { name: 'Suppliers' }).click();
  await expect(page).toHaveURL(/admin\?tab=suppliers$/);
  const suppliers = page.getByRole('table', { name: 'Supplier contacts' });
  await expect(suppliers.getByRole('row', { name: /Hanse Marine Supply/ })).toContainText(
    'orders@hanse-marine.example',
  );
  await page.getByRole('button', { name: 'Edit the contact of Hanse Marine Supply' }).click();
  const form = page.getByRole('form', { name: 'Contact of Hanse Marine Supply' });
  const emails = form.getByLabel('Contact e-mails');
  await emails.fill('sales@hanse-marine');
  await form.getByRole('button', { name: 'Save contact' }).click();
  await expect(form.getByText('This email address is invalid')).toBeVisible();
  await expect(emails).toBeFocused();
  await emails.fill('Sales@Hanse-Marine.example, qa@hanse-marine.example');
  await form.getByRole('button', { name: 'Save contact' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'The contact of Hanse Marine Supply was saved.' }),
  ).toBeVisible();
  await expect(suppliers.getByRole('row', { name: /Hanse Marine Supply/ })).toContainText(
    'sales@hanse-marine.example, qa@hanse-marine.example',
  );
  const stored = await apiAs(server, manager.token)<{ contact_emails: string[] }[]>(
    'GET',
    `/ihm/maint/companies/${bucket.id}/suppliers`,
  );
  expect(stored[0]?.contact_emails).toEqual(['sales@hanse-marine.example', 'qa@hanse-marine.example']);

  // Reminders by hand: nothing is open yet, and the manual count starts afresh.
  await page.getByRole('button', { name: 'Send an e-mail to Hanse Marine Supply' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Hanse Marine Supply has no open requests.' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Reset the manual reminders of Hanse Marine Supply' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'The manual reminders of Hanse Marine Supply start afresh' }),
  ).toBeVisible();

  // The team and its members with their roles, the team screen's own table.
  await page.getByRole('tab', { name: 'Team' }).click();
  const me = page
    .getByRole('table', { name: 'Team members' })
    .getByRole('row')
    .filter({ hasText: managerEmail });
  await expect(me).toContainText('Legal');
  await expect(me).toContainText('Active');

  // The data owner: the manager takes the company personally (the Companies list shows them), then
  // gives it back to the team they manage.
  await page.getByRole('tab', { name: 'Settings' }).click();
  const owner = page.getByRole('form', { name: 'Data owner' });
  await owner.getByLabel('Data owner').selectOption({ label: 'Test User (you)' });
  await owner.getByRole('button', { name: 'Save data owner' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'The company was saved.' })).toBeVisible();
  await page.goto('/#/dashboard/companies');
  const mine = page
    .getByRole('table', { name: 'Companies', exact: true })
    .getByRole('row')
    .filter({ hasText: company.name });
  await expect(mine).toContainText('Test User');
  await mine.getByRole('link', { name: `Administration of ${company.name}` }).click();
  await page
    .getByRole('form', { name: 'Data owner' })
    .getByLabel('Data owner')
    .selectOption({ label: 'MV Fjordkatt IHM Experts' });
  await page.getByRole('button', { name: 'Save data owner' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'The company was saved.' })).toBeVisible();
  expect((await companyOf(server, manager.token, bucket.id)).dataowner_team_id).toBe(
    company.dataowner_team_id,
  );

  // The settings on a phone: nothing wider than its 390 px.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('button', { name: 'Save schedule' })).toBeVisible();
  // The layout settles a moment after the resize (responsive props follow a media query).
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('an expert without the manager capability sees no company administration', async ({ page, server }) => {
  const manager = await createAccount(server, uniqueEmail('admin.manager'));
  const expertEmail = uniqueEmail('admin.expert');
  const expert = await createAccount(server, expertEmail);
  const call = apiAs(server, manager.token);
  const { bucket } = await createMaintenanceWorld(call, {
    ship: 'MV Skarv',
    imo: '9412392',
    orderNumber: 'PO-2026-0902',
    supplierEmail: 'orders@skarv-supply.example',
  });
  const company = await companyOf(server, manager.token, bucket.id);
  const invitation = await call('POST', `/teams/${company.dataowner_team_id}/memberships`, {
    email: expertEmail,
    role: 'regular',
  });
  await apiAs(server, expert.token)('POST', `/team-memberships/${invitation.id}/accept`);

  await useSession(page, expert);
  await page.goto('/#/dashboard/companies');
  const row = page
    .getByRole('table', { name: 'Companies', exact: true })
    .getByRole('row')
    .filter({ hasText: company.name });
  await expect(row.getByRole('link', { name: `Expert tasks of ${company.name}` })).toBeVisible();
  await expect(row.getByRole('link', { name: `Statistics of ${company.name}` })).toBeVisible();
  await expect(row.getByRole('link', { name: `Administration of ${company.name}` })).toHaveCount(0);

  await row.getByRole('link', { name: `Statistics of ${company.name}` }).click();
  await expect(page).toHaveTitle(/^Statistics - /);
  const companyNav = page.getByRole('navigation', { name: 'Company' });
  await expect(companyNav.getByRole('link', { name: 'Imports' })).toBeVisible();
  await expect(companyNav.getByRole('link', { name: 'Administration' })).toHaveCount(0);

  // The address typed in: nothing of the administration shows, and the API refuses its calls.
  await page.goto(`/#/dashboard/companies/${bucket.id}/admin`);
  await expect(page.getByText("Only the company's managers administer it")).toBeVisible();
  await expect(page.getByRole('tab')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Archive company' })).toHaveCount(0);
  const suppliers = await apiAs(server, expert.token)<{ id: string }[]>(
    'GET',
    `/ihm/maint/companies/${bucket.id}/suppliers`,
  );
  const refused = await fetch(`${server.baseURL}/api/ihm/maint/suppliers/${suppliers[0]?.id}`, {
    method: 'PATCH',
    headers: { authorization: `Bearer ${expert.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ contact_emails: ['mine@example.com'] }),
  });
  expect(refused.status).toBe(403);
  const archive = await fetch(`${server.baseURL}/api/ihm/maint/buckets/${bucket.id}/archive`, {
    method: 'POST',
    headers: { authorization: `Bearer ${expert.token}` },
  });
  expect(archive.status).toBe(403);
});

test('Companies on a phone (390×844): crew reach their ship’s company as a card', async ({
  browser,
  server,
}) => {
  const { bucket, crew, expert } = await createCrewedShip(server, {
    name: 'companies.phone',
    ship: 'MV Lunde',
    imo: '9412393',
    orderNumber: 'PO-2026-0903',
  });
  const company = await companyOf(server, expert.token, bucket.id);
  const context = await browser.newContext({
    baseURL: server.baseURL,
    viewport: { width: 390, height: 844 },
  });
  const page = await context.newPage();
  await useSession(page, crew);
  await page.goto('/#/dashboard/projects');
  await page.getByRole('button', { name: 'Toggle navigation' }).click();
  await page
    .getByRole('navigation', { name: 'Dashboard navigation' })
    .getByRole('link', { name: 'Companies' })
    .click();
  await expect(page).toHaveTitle(/^Companies - /);
  const card = page.getByRole('article', { name: company.name });
  await expect(card).toContainText(company.short_id);
  await expect(card.getByRole('group', { name: /^Open tasks: \d+$/ })).toBeVisible();
  await expect(card.getByRole('group', { name: /^Overdue: \d+$/ })).toBeVisible();
  await expect(card).toContainText('Counted in your list: Crew tasks');
  await expect(card.getByRole('link', { name: `Administration of ${company.name}` })).toHaveCount(0);
  // Nothing wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const tasks = card.getByRole('link', { name: `Crew tasks of ${company.name}` });
  const box = await tasks.boundingBox();
  expect(box?.width ?? 0).toBeGreaterThan(120);
  await tasks.click();
  await expect(page).toHaveURL(/\/orders\?set=crew_tasks$/);
  await expect(page).toHaveTitle(/^Orders - /);
  await context.close();
});

test('a manager unlinks and links a project, and sees where a company document is used', async ({
  page,
  server,
}) => {
  const manager = await createAccount(server, uniqueEmail('links.manager'));
  const call = apiAs(server, manager.token);
  const { bucket, order } = await createMaintenanceWorld(call, {
    ship: 'MV Alke',
    imo: '9412394',
    orderNumber: 'PO-2026-0904',
    supplierEmail: 'orders@alke-supply.example',
  });
  const detail = await call<{ items: { id: string; display_name: string }[] }>(
    'GET',
    `/ihm/maint/purchase-orders/${order.id}?include=items`,
  );
  const cord = detail.items.find((item) => item.display_name === 'Packing cord');
  const document = await uploadCompanyDocument(server, manager.token, {
    bucketId: bucket.id,
    type: 'md',
    filename: 'packing-cord-md.pdf',
  });
  await call('POST', `/ihm/maint/purchase-order-items/${cord?.id}/select-document`, {
    type: 'md',
    document_id: document.id,
  });

  await useSession(page, manager);
  await page.goto(`/#/dashboard/companies/${bucket.id}/admin?tab=documents`);
  await page.getByRole('button', { name: 'Where packing-cord-md.pdf is used' }).click();
  const links = page.getByRole('region', { name: 'Links of packing-cord-md.pdf' });
  const link = links.getByRole('row').filter({ hasText: 'Packing cord' });
  await expect(link).toContainText('PO-2026-0904');
  await expect(link).toContainText('MV Alke');
  await expect(link).toContainText('MD, selected by the expert');
  await link.getByRole('link', { name: 'Packing cord' }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/items/${cord?.id}`));
  await page.goBack();

  await page.getByRole('tab', { name: 'Projects' }).click();
  const linked = page.getByRole('table', { name: 'Linked projects' });
  await expect(linked.getByRole('row', { name: /IHM MV Alke/ })).toContainText('Maintenance');
  await page.getByRole('button', { name: 'Unlink IHM MV Alke' }).click();
  await page
    .getByRole('dialog', { name: 'Unlink IHM MV Alke?' })
    .getByRole('button', { name: 'Unlink' })
    .click();
  await expect(page.getByRole('alert').filter({ hasText: 'no longer serves IHM MV Alke' })).toBeVisible();
  await expect(page.getByText('This company serves none of your projects.')).toBeVisible();

  await page.getByLabel('Project', { exact: true }).selectOption({ label: 'IHM MV Alke' });
  await page.getByRole('button', { name: 'Link project' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'now serves IHM MV Alke' })).toBeVisible();
  await expect(linked.getByRole('row', { name: /IHM MV Alke/ })).toContainText('Maintenance');
});
