import type { Page } from '@playwright/test';
import { type Call, expect, signInAsDemoExpert, test } from '../support/demo-world.ts';

// The fleet dashboard (issue 20) on the demo company: its ships, their counts, and the charts over
// the demo's year of daily statistics. The demo expert is the legal representative of the demo
// team, so a manager. Nothing here changes the demo's data.

type Supplier = {
  company_id: string;
  supplier_id: string;
  supplier_name: string;
  wait_for_documents_overdue: number;
};
type Fleet = {
  companies: { id: string; name: string; vessels: { id: string; name: string; open_expert: number }[] }[];
};

const COMPANY = 'Keelson Demo Maintenance';

/** From the dashboard (the sign-in may stop at the offer of two-factor authentication) to the fleet. */
async function openFleet(page: Page, phone = false) {
  await page.goto('/#/dashboard/projects');
  if (phone) await page.getByRole('button', { name: 'Toggle navigation' }).click();
  await page
    .getByRole('navigation', { name: 'Dashboard navigation' })
    .getByRole('link', { name: 'Fleet' })
    .click();
  await expect(page).toHaveTitle(/^Fleet - /);
}

test('a manager reads the fleet and its charts, and opens the worst supplier’s overdue items', async ({
  page,
  baseURL,
}) => {
  const call: Call = await signInAsDemoExpert(page, baseURL as string);
  const fleet = await call<Fleet>('GET', '/ihm/maint/fleet');
  const { suppliers } = await call<{ suppliers: Supplier[] }>('GET', '/ihm/maint/fleet/suppliers');
  const worst = suppliers[0] as Supplier;
  expect(worst.wait_for_documents_overdue).toBeGreaterThan(0);
  await openFleet(page);

  // The company and each of its ships, with counts that open their lists.
  const company = page.getByRole('region', { name: COMPANY });
  await expect(company.getByRole('heading', { name: new RegExp(COMPANY) })).toBeVisible();
  const [demo] = fleet.companies;
  for (const vessel of demo?.vessels ?? [])
    await expect(
      company.getByRole('link', { name: `${vessel.name}, Open expert work: ${vessel.open_expert}` }),
    ).toBeVisible();
  await expect(company).toContainText(/Last import|Nothing imported yet/);
  await expect(company).toContainText(/v\d+ · .*(Up to date|Changed since)/);

  // The charts, loaded on demand, drawn from a year of snapshots.
  const overdue = page.getByRole('region', { name: 'Overdue over time' });
  await expect(overdue.locator('.recharts-line')).toHaveCount(3);
  await expect(overdue.getByRole('link', { name: /^Expert overdue now: \d+$/ })).toBeVisible();
  const weekly = page.getByRole('region', { name: 'Items completed per week' });
  expect(await weekly.locator('.recharts-bar-rectangle').count()).toBeGreaterThan(40);
  const relevance = page.getByRole('region', { name: 'Relevant vs not relevant' });
  await expect(relevance.getByText(/\d+% relevant/)).toBeVisible();
  await expect(relevance.getByRole('link', { name: /^Relevant: \d+$/ })).toBeVisible();

  // The worst supplier is the first bar; it opens exactly its overdue items.
  const chart = page.getByRole('region', { name: 'Suppliers with most overdue requests' });
  const bar = chart.getByRole('link').first();
  await expect(bar).toHaveAccessibleName(
    `${worst.supplier_name}: ${worst.wait_for_documents_overdue} overdue`,
  );
  await bar.click();
  await expect(page).toHaveURL(
    new RegExp(
      `/orders\\?set=all&stats_field=expert_wait_for_documents_overdue&supplier=${worst.supplier_id}$`,
    ),
  );
  await expect(page).toHaveTitle(/^Orders - /);
  await expect(page.getByText('Statistics filter:')).toBeVisible();
  await expect(page.getByText(`${worst.wait_for_documents_overdue} item(s)`)).toBeVisible();
});

test('a bar of the weekly chart and a vessel’s count open their lists', async ({ page, baseURL }) => {
  const call: Call = await signInAsDemoExpert(page, baseURL as string);
  const fleet = await call<Fleet>('GET', '/ihm/maint/fleet');
  const vessel = fleet.companies[0]?.vessels[0];
  await openFleet(page);
  const weekly = page.getByRole('region', { name: 'Items completed per week' });
  await weekly.locator('.recharts-bar-rectangle').last().click();
  await expect(page).toHaveURL(/\/orders\?set=expert_done$/);
  await page.goBack();
  await page.getByRole('link', { name: `${vessel?.name}, Open expert work: ${vessel?.open_expert}` }).click();
  await expect(page).toHaveURL(new RegExp(`/orders\\?set=expert_tasks&vessel=${vessel?.id}$`));
  await expect(page.getByText(`${vessel?.open_expert} item(s)`)).toBeVisible();
});

test('the fleet on a phone (390×844): cards, charts, nothing wider than the screen', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const call: Call = await signInAsDemoExpert(page, baseURL as string);
  await openFleet(page, true);
  const company = page.getByRole('region', { name: COMPANY });
  await expect(company.getByRole('article').first()).toBeVisible();
  await expect(company.getByRole('table')).toBeHidden();
  await expect(page.getByRole('region', { name: 'Overdue over time' }).locator('.recharts-line')).toHaveCount(
    3,
  );
  // The manager asks for the weekly digest, and stops it again.
  await page.evaluate(() => window.scrollTo(0, 0));
  const digest = page.getByRole('switch', { name: /Weekly digest/ });
  await expect(digest).not.toBeChecked();
  await digest.click();
  await expect(digest).toBeChecked();
  expect(await call('GET', '/ihm/maint/fleet/digest')).toEqual({ weekly_digest: true, manager: true });
  await digest.click();
  await expect(digest).not.toBeChecked();
  expect((await call('GET', '/ihm/maint/fleet/digest')).weekly_digest).toBe(false);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // The worst supplier is one thumb away, full width.
  const bar = page
    .getByRole('region', { name: 'Suppliers with most overdue requests' })
    .getByRole('link')
    .first();
  const box = await bar.boundingBox();
  expect(box?.width ?? 0).toBeGreaterThan(250);
  await context.close();
});
