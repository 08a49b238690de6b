import type { Locator, Page } from '@playwright/test';
import { createAccount, uniqueEmail, useSession } from '../support/accounts.ts';
import { expect, type KeelsonServer, test } from '../support/fixtures.ts';
import { apiAs, createMaintenanceWorld } from '../support/maintenance-world.ts';

// Lists of thousands of rows (decision 0038): past 150 entries the project list and an audit trail
// render only the entries near the viewport. Their data is made through the API, in parallel
// batches; no assertion on times.

const PROJECTS = 1_000;
const RENAMES = 400;
// Far fewer than the list's entries: what a screen and the overscan either side hold.
const RENDERED_AT_MOST = 100;

type Named = { id: string; name: string };
type HistoryPage = { content: { entity: string; action: string }[]; next_before: number | null };

const ship = (index: number) => `Ship ${String(index).padStart(4, '0')}`;
/** The list's own items (an audit entry lists its changes in a list of its own). */
const itemsOf = (list: Locator) => list.locator(':scope > li');
const at = (list: Locator, position: number) => list.locator(`:scope > li[aria-posinset="${position}"]`);

async function inBatches(count: number, size: number, make: (index: number) => Promise<unknown>) {
  for (let start = 0; start < count; start += size) {
    await Promise.all(Array.from({ length: Math.min(size, count - start) }, (_, k) => make(start + k)));
  }
}

async function patch(server: KeelsonServer, token: string, path: string, body: unknown) {
  const res = await fetch(`${server.baseURL}/api${path}`, {
    method: 'PATCH',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`PATCH ${path}: ${res.status} ${await res.text()}`);
}

/** How many entries a History holds, read page by page as the screen does. */
async function historyLength(call: ReturnType<typeof apiAs>, path: string) {
  let length = 0;
  let before: number | null = null;
  do {
    const page: HistoryPage = await call<HistoryPage>(
      'GET',
      `${path}?limit=100${before === null ? '' : `&before=${before}`}`,
    );
    length += page.content.length;
    before = page.next_before;
  } while (before !== null);
  return length;
}

const scrollWindowTo = (page: Page, where: 'top' | 'end') =>
  page.evaluate(
    (end) => window.scrollTo(0, end ? document.documentElement.scrollHeight : 0),
    where === 'end',
  );

/** Scrolls to the end until the infinite scroll has loaded every project. */
async function loadEveryProject(page: Page) {
  const showing = page.getByText(/^Showing \d+ of \d+ projects$/);
  await expect(async () => {
    await scrollWindowTo(page, 'end');
    await expect(showing).toHaveText(`Showing ${PROJECTS} of ${PROJECTS} projects`, { timeout: 1_000 });
  }).toPass({ timeout: 90_000 });
}

/** "Load older" until the trail holds all its entries (the entries say how many are loaded). */
async function loadWholeTrail(scope: Page | Locator, trail: Locator, length: number) {
  const older = scope.getByRole('button', { name: 'Load older' });
  for (;;) {
    const loaded = Number(await itemsOf(trail).first().getAttribute('aria-setsize'));
    if (loaded >= length) break;
    await older.click();
    await expect(itemsOf(trail).first()).not.toHaveAttribute('aria-setsize', String(loaded));
  }
  await expect(older).toHaveCount(0);
  await expect(itemsOf(trail).first()).toHaveAttribute('aria-setsize', String(length));
}

async function expectBounded(list: Locator) {
  const rendered = await itemsOf(list).count();
  expect(rendered).toBeGreaterThan(0);
  expect(rendered).toBeLessThan(RENDERED_AT_MOST);
  return rendered;
}

type Elements = { page: number; list: number };

/** The DOM elements of the page, and of the list, for the figures of decision 0038. */
const elementsOf = (list: Locator): Promise<Elements> =>
  list.evaluate((element) => ({
    page: document.getElementsByTagName('*').length,
    list: element.getElementsByTagName('*').length,
  }));

/** What the list costs now, and would plainly: its first page's elements an item, times them all. */
function noteElements(
  what: string,
  plain: Elements & { items: number },
  total: number,
  now: Elements,
  rendered: number,
) {
  const perItem = plain.list / plain.items;
  const before = Math.round(plain.page - plain.list + perItem * total);
  test.info().annotations.push({
    type: 'DOM elements',
    description: `${what}: ${now.page} in the page (${rendered} items rendered); plainly ${before} (${perItem.toFixed(1)} an item)`,
  });
}

test(`an expert with ${PROJECTS} projects scrolls to the end of the list, on a desktop and on a phone; the DOM stays small`, async ({
  page,
  browser,
  server,
}) => {
  test.setTimeout(300_000);
  const expert = await createAccount(server, uniqueEmail('long.projects'));
  const call = apiAs(server, expert.token);
  // The list is newest first: Ship 0000, made first and alone, is its last card (the others are
  // made 20 at a time, in no set order).
  const create = (index: number) =>
    call('POST', '/ihm/projects', { name: `Fleet project ${index}`, ship: { name: ship(index) } });
  await create(0);
  await inBatches(PROJECTS - 1, 20, (index) => create(index + 1));

  await page.setViewportSize({ width: 1280, height: 800 });
  await useSession(page, expert);
  await page.goto('/#/dashboard/projects');
  const list = page.getByRole('list', { name: 'Project list' });
  await expect(page.getByText(`Showing 50 of ${PROJECTS} projects`)).toBeVisible();
  // A first page renders plainly, as before: every card; its DOM is what a card costs.
  await expect(itemsOf(list)).toHaveCount(50);
  const plain = { ...(await elementsOf(list)), items: 50 };

  await loadEveryProject(page);
  const rendered = await expectBounded(list);
  await expect(itemsOf(list).first()).toHaveAttribute('aria-setsize', String(PROJECTS));
  noteElements(`${PROJECTS} projects at 1280×800`, plain, PROJECTS, await elementsOf(list), rendered);

  // The end of the list: the last project, then the "Load more" button is gone.
  await scrollWindowTo(page, 'end');
  await expect(at(list, PROJECTS)).toBeInViewport();
  await expect(at(list, PROJECTS)).toContainText(ship(0));
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
  await expectBounded(list);

  // Back at the top, Tab walks the cards in order past the rows rendered at first.
  await scrollWindowTo(page, 'top');
  await at(list, 1).getByRole('link').focus();
  for (let press = 0; press < 40; press++) await page.keyboard.press('Tab');
  await expect(at(list, 41).getByRole('link')).toBeFocused();
  await expect(at(list, 41)).toBeInViewport();

  // On a phone: one column, the same bounds.
  const phone = await browser.newContext({ baseURL: server.baseURL, viewport: { width: 390, height: 844 } });
  const phonePage = await phone.newPage();
  await useSession(phonePage, expert);
  await phonePage.goto('/#/dashboard/projects');
  const phoneList = phonePage.getByRole('list', { name: 'Project list' });
  await loadEveryProject(phonePage);
  const phoneRendered = await expectBounded(phoneList);
  noteElements(
    `${PROJECTS} projects at 390×844`,
    plain,
    PROJECTS,
    await elementsOf(phoneList),
    phoneRendered,
  );
  await scrollWindowTo(phonePage, 'end');
  await expect(at(phoneList, PROJECTS)).toBeInViewport();
  await expect(at(phoneList, PROJECTS)).toContainText(ship(0));
  await expectBounded(phoneList);
  // Nothing wider than the phone.
  expect(await phonePage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await phone.close();
});

test(`a project renamed ${RENAMES} times: its History, in the window, loads to its first entry and renders a few`, async ({
  page,
  server,
}) => {
  test.setTimeout(240_000);
  const expert = await createAccount(server, uniqueEmail('long.history'));
  const call = apiAs(server, expert.token);
  const project = await call<Named>('POST', '/ihm/projects', {
    name: 'Renamed project',
    ship: { name: 'MV Longtrail' },
  });
  // One after the other: each rename is one entry, newest first.
  for (let index = 1; index <= RENAMES; index++)
    await patch(server, expert.token, `/ihm/projects/${project.id}`, { name: `Renamed project ${index}` });
  const length = await historyLength(call, `/ihm/projects/${project.id}/history`);
  expect(length).toBeGreaterThan(RENAMES);

  await useSession(page, expert);
  await page.goto(`/#/dashboard/projects/${project.id}?tab=history`);
  const trail = page.getByRole('list', { name: `History of Renamed project ${RENAMES}` });
  await expect(itemsOf(trail).first()).toContainText(
    `Renamed project ${RENAMES - 1} → Renamed project ${RENAMES}`,
  );
  await expect(itemsOf(trail)).toHaveCount(30);
  const plain = { ...(await elementsOf(trail)), items: 30 };
  await loadWholeTrail(page, trail, length);
  const rendered = await expectBounded(trail);
  noteElements(`a project's History of ${length} entries`, plain, length, await elementsOf(trail), rendered);

  await scrollWindowTo(page, 'end');
  await expect(at(trail, length)).toBeInViewport();
  await expect(at(trail, length)).toContainText('created');
  await expectBounded(trail);
  await scrollWindowTo(page, 'top');
  await expect(at(trail, 1)).toContainText(`Renamed project ${RENAMES}`);
});

test(`an item categorised ${RENAMES} times: its History scrolls in the drawer, renders a few, ends with its creation`, async ({
  page,
  server,
}) => {
  test.setTimeout(240_000);
  const expert = await createAccount(server, uniqueEmail('long.item'));
  const call = apiAs(server, expert.token);
  const { bucket, order } = await createMaintenanceWorld(call, {
    ship: 'MV Longtrail',
    imo: '9412402',
    orderNumber: 'PO-2026-0402',
    supplierEmail: uniqueEmail('long.supplier'),
  });
  const company = `/ihm/maint/companies/${bucket.id}`;
  await call('POST', `${company}/categories`, { name: 'Sealing materials', relevancy: 'relevant' });
  const categories = await call<Named[]>('GET', `${company}/categories`);
  const detail = await call<{ items: { id: string; display_name: string }[] }>(
    'GET',
    `/ihm/maint/purchase-orders/${order.id}?include=items`,
  );
  const cord = detail.items.find((item) => item.display_name === 'Packing cord');
  if (!cord || categories.length < 2) throw new Error('no packing cord or categories');
  for (let index = 0; index < RENAMES; index++)
    await call('POST', `/ihm/maint/purchase-order-items/${cord.id}/categorize`, {
      category_id: categories[index % 2]?.id,
    });
  const length = await historyLength(call, `/ihm/maint/purchase-order-items/${cord.id}/history`);
  expect(length).toBeGreaterThan(RENAMES);

  await page.setViewportSize({ width: 1280, height: 800 });
  await useSession(page, expert);
  await page.goto(`/#/dashboard/ihm/company/${bucket.id}/orders/items/${cord.id}`);
  const drawer = page.getByRole('dialog', { name: 'Packing cord' });
  await drawer.getByRole('tab', { name: 'History' }).click();
  const trail = drawer.getByRole('list', { name: 'History of Packing cord' });
  await loadWholeTrail(drawer, trail, length);
  await expectBounded(trail);

  // The drawer scrolls, not the window.
  const scrolled = await trail.evaluate((list) => {
    let box = list.parentElement;
    while (box && box.scrollHeight <= box.clientHeight) box = box.parentElement;
    box?.scrollTo(0, box.scrollHeight);
    return { drawer: Boolean(box?.closest('[role="dialog"]')), window: window.scrollY };
  });
  expect(scrolled).toEqual({ drawer: true, window: 0 });
  await expect(at(trail, length)).toBeInViewport();
  await expect(at(trail, length)).toContainText('Order item created');
  await expectBounded(trail);
});
