import { createAccount, uniqueEmail, useSession } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';
import { apiAs, createMaintenanceCompany } from '../support/maintenance.ts';

test('a rule made from the orders filter trains, the expert accepts its suggestions on three items, confirmed it categorises new items by itself', async ({
  browser,
  server,
}) => {
  // The team's legal member is expert and rules manager of the company.
  const manager = await createAccount(server, uniqueEmail('rules.manager'));
  const call = apiAs(server, manager.token);
  const { bucketId, company } = await createMaintenanceCompany(call, {
    team: 'Petrel IHM Experts',
    ship: 'MV Petrel',
    imo: '9412442',
  });
  const stationery = await call('POST', `${company}/categories`, {
    name: 'Stationery',
    relevancy: 'not_relevant',
  });
  const paints = await call('POST', `${company}/categories`, { name: 'Paints', relevancy: 'relevant' });
  const pen = await call('POST', `${company}/articles`, { impaNumber: '550101', name: 'Ballpoint pen blue' });
  const primer = await call('POST', `${company}/articles`, {
    impaNumber: '171401',
    name: 'Primer paint grey',
  });
  const vessel = await call('POST', `${company}/vessels`, { name: 'MV Petrel' });
  let orders = 0;
  const order = async (articles: string[]) => {
    orders += 1;
    const made = await call<{ id: string; items: { id: string }[] }>('POST', `${company}/purchase-orders`, {
      vessel_id: vessel.id,
      order_number: `PO-${orders}`,
      items: articles.map((article_id) => ({ article_id, quantity_ordered: 2 })),
    });
    const detail = await call<{ items: { id: string }[] }>(
      'GET',
      `/ihm/maint/purchase-orders/${made.id}?include=items`,
    );
    return detail.items.map((item) => item.id);
  };
  await order([primer.id]);

  const context = await browser.newContext({
    baseURL: server.baseURL,
    viewport: { width: 1440, height: 900 },
  });
  const page = await context.newPage();
  await useSession(page, manager);
  await page.goto(`/#/dashboard/ihm/company/${bucketId}/orders?set=all&q=pen`);
  await page.getByRole('link', { name: 'Make a rule of this filter' }).click();
  const form = page.getByRole('form', { name: 'New rule' });
  await expect(form.getByLabel('Items whose text contains')).toHaveValue('pen');
  await form.getByLabel('Name').fill('Pens are stationery');
  await form.getByLabel('Category').selectOption({ label: 'Stationery' });
  await form.getByRole('button', { name: 'Create rule' }).click();
  const card = page.getByRole('region', { name: 'Rules of the company' }).getByLabel('Pens are stationery');
  await expect(card.getByTestId('rule-status')).toHaveText('Training');

  // Three pens arrive: the rule suggests; the expert accepts one suggestion on the item, then the
  // other two at once from the list.
  const pens = await order([pen.id, pen.id, pen.id]);
  await page.goto(`/#/dashboard/ihm/company/${bucketId}/orders/items/${pens[0]}?set=all`);
  const suggestions = page.getByRole('region', { name: 'Rule suggestions' });
  await expect(suggestions).toContainText('Rule “Pens are stationery” suggests Stationery');
  await suggestions.getByRole('button', { name: 'Accept' }).click();
  await expect(suggestions).toBeHidden();
  await page.goto(`/#/dashboard/ihm/company/${bucketId}/orders?set=all&q=pen`);
  await page.getByRole('checkbox', { name: 'Select all items on this page' }).check();
  await page.getByRole('button', { name: 'Accept rule suggestions' }).click();
  await expect(
    page.getByText('2 item(s) categorised as the rules suggest; 1 had no suggestion.'),
  ).toBeVisible();
  await page.goto(`/#/dashboard/companies/${bucketId}/rules`);
  await expect(card.getByTestId('rule-score')).toHaveText('3 of 3 decisions agreed (100 %)');
  await card.getByRole('button', { name: 'Confirm' }).click();
  await expect(card.getByTestId('rule-status')).toHaveText('Active');

  // A new pen is categorised as it arrives; the primer is left to the expert.
  const [newPen, newPrimer] = await order([pen.id, primer.id]);
  const itemOf = (id: string | undefined) =>
    call<{ selected_article_category_id: string | null }>('GET', `/ihm/maint/purchase-order-items/${id}`);
  expect((await itemOf(newPen)).selected_article_category_id).toBe(stationery.id);
  expect((await itemOf(newPrimer)).selected_article_category_id).toBeNull();

  // A batch job categorises the primers already bought, with a progress bar.
  await page.goto(`/#/dashboard/companies/${bucketId}/rules`);
  await form.getByLabel('Name').fill('Primers are paints');
  await form.getByLabel('Items whose text contains').fill('primer');
  await form.getByLabel('Category').selectOption({ label: 'Paints' });
  await form.getByRole('button', { name: 'Run once on all matching items' }).click();
  const progress = page.getByTestId('job-progress');
  await expect(progress.getByRole('progressbar', { name: 'Batch job: Primers are paints' })).toBeVisible();
  await expect(progress).toContainText('100 % · Done', { timeout: 20_000 });
  expect((await itemOf(newPrimer)).selected_article_category_id).toBe(paints.id);
  await expect(
    page.getByRole('region', { name: 'Rules of the company' }).getByLabel('Primers are paints'),
  ).toContainText('Batch, ran once');
  await context.close();
});

test('the relevance check sets the category of selected articles; their open items follow', async ({
  browser,
  server,
}) => {
  const expert = await createAccount(server, uniqueEmail('relevance.expert'));
  const call = apiAs(server, expert.token);
  const { bucketId, company } = await createMaintenanceCompany(call, {
    team: 'Skua IHM Experts',
    ship: 'MV Skua',
    imo: '9412454',
  });
  const stationery = await call('POST', `${company}/categories`, {
    name: 'Stationery',
    relevancy: 'not_relevant',
  });
  const pen = await call('POST', `${company}/articles`, { impaNumber: '550101', name: 'Ballpoint pen blue' });
  const paper = await call('POST', `${company}/articles`, { impaNumber: '550110', name: 'Copy paper A4' });
  await call('POST', `${company}/articles`, { impaNumber: '171401', name: 'Primer paint grey' });
  const vessel = await call('POST', `${company}/vessels`, { name: 'MV Skua' });
  const made = await call('POST', `${company}/purchase-orders`, {
    vessel_id: vessel.id,
    order_number: 'PO-1',
    items: [pen.id, paper.id, pen.id].map((article_id) => ({ article_id, quantity_ordered: 1 })),
  });

  const context = await browser.newContext({
    baseURL: server.baseURL,
    viewport: { width: 1440, height: 900 },
  });
  const page = await context.newPage();
  await useSession(page, expert);
  await page.goto(`/#/dashboard/companies/${bucketId}/relevance-check`);
  const table = page.getByRole('table', { name: 'Articles' });
  await expect(table.getByRole('row', { name: /Ballpoint pen blue/ })).toContainText('2 (2)');
  await table.getByRole('checkbox', { name: 'Select Ballpoint pen blue' }).check();
  await table.getByRole('checkbox', { name: 'Select Copy paper A4' }).check();
  await page.getByLabel('Category for the 2 selected article(s)').selectOption({ label: 'Stationery' });
  await page.getByRole('button', { name: 'Set category' }).click();
  await expect(page.getByText('2 article(s) changed; 3 item(s) evaluated again.')).toBeVisible();
  await expect(table.getByRole('row', { name: /Ballpoint pen blue/ })).toContainText('Not relevant');
  await expect(table.getByRole('row', { name: /Primer paint grey/ })).toContainText('None');
  const detail = await call<{ items: { selected_article_category_id: string | null }[] }>(
    'GET',
    `/ihm/maint/purchase-orders/${made.id}?include=items`,
  );
  expect(detail.items.map((item) => item.selected_article_category_id)).toEqual(Array(3).fill(stationery.id));
  await context.close();
});

test('what the experts agree on is proposed as a rule, trained with one tap', async ({ browser, server }) => {
  const manager = await createAccount(server, uniqueEmail('learned.manager'));
  const call = apiAs(server, manager.token);
  const { bucketId, company } = await createMaintenanceCompany(call, {
    team: 'Tern IHM Experts',
    ship: 'MV Tern',
    imo: '9412466',
  });
  const stationery = await call('POST', `${company}/categories`, {
    name: 'Stationery',
    relevancy: 'not_relevant',
  });
  const pen = await call('POST', `${company}/articles`, { impaNumber: '550101', name: 'Ballpoint pen blue' });
  const vessel = await call('POST', `${company}/vessels`, { name: 'MV Tern' });
  const made = await call('POST', `${company}/purchase-orders`, {
    vessel_id: vessel.id,
    order_number: 'PO-1',
    items: Array.from({ length: 20 }, () => ({ article_id: pen.id, quantity_ordered: 1 })),
  });
  const detail = await call<{ items: { id: string }[] }>(
    'GET',
    `/ihm/maint/purchase-orders/${made.id}?include=items`,
  );
  for (const item of detail.items)
    await call('POST', `/ihm/maint/purchase-order-items/${item.id}/categorize`, {
      category_id: stationery.id,
    });

  const context = await browser.newContext({
    baseURL: server.baseURL,
    viewport: { width: 1440, height: 900 },
  });
  const page = await context.newPage();
  await useSession(page, manager);
  await page.goto(`/#/dashboard/companies/${bucketId}/rules`);
  const learned = page.getByRole('region', { name: 'Learned from the experts' });
  await expect(learned).toContainText(
    'IMPA 550101 (Ballpoint pen blue) → Stationery: 20 decisions, 100 % agreed',
  );
  await learned.getByRole('button', { name: 'Train this rule' }).click();
  const card = page
    .getByRole('region', { name: 'Rules of the company' })
    .getByLabel('IMPA 550101 is Stationery');
  await expect(card.getByTestId('rule-status')).toHaveText('Training');
  await expect(learned).toBeHidden();
  await context.close();
});

test("an expert bucket's rule, confirmed for one customer company, categorises there", async ({
  browser,
  server,
}) => {
  const manager = await createAccount(server, uniqueEmail('targets.manager'));
  const call = apiAs(server, manager.token);
  const { teamId, bucketId, company } = await createMaintenanceCompany(call, {
    team: 'Gull IHM Experts',
    ship: 'MV Gull',
    imo: '9412478',
  });
  const [expertBucket] = await call<{ id: string }[]>(
    'GET',
    `/teams/${teamId}/ihm/companies?role=ihm_expert`,
  );
  const experts = `/ihm/maint/companies/${expertBucket?.id}`;
  const theirs = await call('POST', `${experts}/categories`, {
    name: 'Stationery',
    relevancy: 'not_relevant',
  });
  const stationery = await call('POST', `${company}/categories`, {
    name: 'Stationery',
    relevancy: 'not_relevant',
  });
  const pen = await call('POST', `${company}/articles`, { impaNumber: '550101', name: 'Ballpoint pen blue' });
  const vessel = await call('POST', `${company}/vessels`, { name: 'MV Gull' });
  await call('POST', `/ihm/maint/buckets/${expertBucket?.id}/rules`, {
    label: 'Pens are stationery',
    subject_filter: { search: 'pen' },
    action: 'ihm_order_item.select_category',
    category_id: theirs.id,
  });

  const context = await browser.newContext({
    baseURL: server.baseURL,
    viewport: { width: 1440, height: 900 },
  });
  const page = await context.newPage();
  await useSession(page, manager);
  await page.goto(`/#/dashboard/companies/${expertBucket?.id}/rules`);
  const customers = page.getByRole('region', { name: 'Pens are stationery in the customer companies' });
  await expect(customers).toContainText('Training here');
  await customers.getByRole('button', { name: /^Confirm for / }).click();
  await expect(customers).toContainText('Active here');
  const made = await call('POST', `${company}/purchase-orders`, {
    vessel_id: vessel.id,
    order_number: 'PO-1',
    items: [{ article_id: pen.id, quantity_ordered: 1 }],
  });
  const detail = await call<{ items: { selected_article_category_id: string | null }[] }>(
    'GET',
    `/ihm/maint/purchase-orders/${made.id}?include=items`,
  );
  expect(detail.items[0]?.selected_article_category_id).toBe(stationery.id);
  expect(bucketId).not.toBe(expertBucket?.id);
  await context.close();
});
