import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAccount, uniqueEmail, useSession } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';
import { apiAs, createMaintenanceCompany } from '../support/maintenance.ts';

/** The procurement system's export behind basic authentication, on loopback; it remembers who called. */
async function exportServer() {
  const calls: (string | undefined)[] = [];
  const server = http.createServer((request, response) => {
    calls.push(request.headers.authorization);
    if (request.headers.authorization !== `Basic ${Buffer.from('keelson:pull-secret').toString('base64')}`) {
      return void response.writeHead(401).end();
    }
    response
      .writeHead(200, { 'content-type': 'application/x-ndjson' })
      .end('{"vessel.imo_number":"9412443"}\n');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    calls,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/export/orders.jsonl`,
    server,
  };
}

test('a manager creates an API key, a procurement system pushes an order with it, the key is revoked; an API connection pulls its export', async ({
  browser,
  server,
}) => {
  const manager = await createAccount(server, uniqueEmail('keys.manager'));
  const call = apiAs(server, manager.token);
  const { bucketId, company } = await createMaintenanceCompany(call, {
    team: 'Skua Fleet Management',
    ship: 'MV Skua',
    imo: '9412443',
  });
  const vessel = await call('POST', `${company}/vessels`, { name: 'MV Skua' });

  // A phone-sized screen: the page must work at 390 px.
  const context = await browser.newContext({
    baseURL: server.baseURL,
    viewport: { width: 390, height: 844 },
  });
  const page = await context.newPage();
  await useSession(page, manager);
  await page.goto(`/#/dashboard/companies/${bucketId}/orders`);
  await page.getByRole('navigation', { name: 'Company' }).getByRole('link', { name: 'Connections' }).click();
  await expect(page.getByRole('heading', { name: 'API keys and connections' })).toBeVisible();

  const keys = page.getByRole('region', { name: 'API keys' });
  await keys.getByRole('form', { name: 'Create API key' }).getByLabel('Name').fill('Skua procurement');
  await keys.getByRole('button', { name: 'Create API key' }).click();
  const dialog = page.getByRole('dialog', { name: 'API key Skua procurement' });
  await expect(dialog).toContainText('it will not be shown again');
  const key = (await dialog.getByTestId('created-api-key').textContent())?.trim() ?? '';
  expect(key).toMatch(/^kel_[A-Za-z0-9_-]{43}$/);
  await expect(dialog.getByRole('button', { name: 'Copy key' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();
  const listed = keys.getByLabel('API key Skua procurement');
  await expect(listed).toContainText(`${key.slice(0, 12)}…`);
  await expect(listed).toContainText('Last used never');
  await expect(page.getByText(key)).toHaveCount(0);

  // The procurement system pushes an order with the key, as an outside system would.
  const push = (apiKey: string) =>
    fetch(`${server.baseURL}/api${company}/purchase-orders`, {
      method: 'POST',
      headers: { authorization: `ApiKey ${apiKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        vessel_id: vessel.id,
        order_number: 'PO-SKUA-77',
        items: [{ article_description: 'Pushed gasket sheet', quantity_ordered: 3 }],
      }),
    });
  expect((await push(key)).status).toBe(201);
  await page.goto(`/#/dashboard/ihm/company/${bucketId}/orders?set=all`);
  await expect(page.getByText('Pushed gasket sheet').first()).toBeVisible();
  await page.goto(`/#/dashboard/companies/${bucketId}/connections`);
  await expect(listed).not.toContainText('Last used never');

  await listed.getByRole('button', { name: 'Revoke Skua procurement' }).click();
  await page.getByRole('dialog', { name: 'Revoke API key?' }).getByRole('button', { name: 'Revoke' }).click();
  await expect(listed).toContainText('Revoked');
  expect((await push(key)).status).toBe(401);

  // An API connection to the export, run now: it fetches with its credentials and makes an import job.
  const remote = await exportServer();
  try {
    const connections = page.getByRole('region', { name: 'API connections' });
    await connections.getByRole('button', { name: 'New API connection' }).click();
    const form = page.getByRole('form', { name: 'New API connection' });
    await form.getByLabel('Name').fill('Skua nightly export');
    await form.getByLabel('URL').fill(remote.url);
    await form.getByLabel('Authentication').selectOption({ label: 'User name and password' });
    await form.getByLabel('User name').fill('keelson');
    await form.getByRole('textbox', { name: 'Password' }).fill('pull-secret');
    await form.getByLabel('File type').selectOption({ label: 'JSON lines' });
    await form.getByLabel('Schedule').selectOption({ label: 'Once per week' });
    await form.getByRole('button', { name: 'Create connection' }).click();
    const card = connections.getByLabel('API connection Skua nightly export');
    await expect(card).toContainText('Once per week');
    await expect(card).toContainText('Last run never');

    await card.getByRole('button', { name: 'Run now' }).click();
    await expect(card.getByLabel('Runs of Skua nightly export')).toContainText('Import job 1');
    await expect.poll(() => remote.calls.length).toBeGreaterThan(0);
    expect(remote.calls[0]).toBe(`Basic ${Buffer.from('keelson:pull-secret').toString('base64')}`);
    await expect(card).not.toContainText('Last run never');

    await card.getByRole('button', { name: 'Disable' }).click();
    await expect(card).toContainText('Disabled');
    await card.getByRole('button', { name: 'Enable' }).click();
    await expect(card).toContainText('Enabled');
    await card.getByRole('button', { name: 'Delete' }).click();
    await page
      .getByRole('dialog', { name: 'Delete API connection?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(card).toHaveCount(0);
  } finally {
    remote.server.close();
  }
  await context.close();
});
