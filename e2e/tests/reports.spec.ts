import fs from 'node:fs';
import { PART_ONE_TABLES } from '@keelson/domain';
import type { Locator, Page } from '@playwright/test';
import {
  DEMO,
  demoProject,
  expect,
  holds,
  pdfText,
  signInAsDemoExpert,
  test,
} from '../support/demo-world.ts';

// The Reports tab on the demo ship (issue 17): the demo expert asks for IHM Part I and its
// maintenance, follows the progress, downloads the PDFs and reads them back with pdf.js.
//
// The demo server is this file's own (support/demo-world.ts), once per worker. Its tests run in
// order in one worker: they change the demo ship's survey and count versions, so none of them may
// run beside another on it.

const IHM = 'IHM Part I (MEPC.379(80))';
const MAINTENANCE = 'IHM maintenance';
const EMISSION = 'Hazardous materials emission';

test.describe.configure({ mode: 'default' });

/** One version in the list (a table row on a wide screen, a card on a phone), by its id. */
const versionOf = (page: Page, id: string) =>
  page.locator(`[data-testid="report-version"][data-report-id="${id}"]`);

/**
 * From now on, notes every version that shows a progress bar and each line under it: a small
 * report can be done within a second, sooner than a poll of the page would see its bar.
 */
async function recordProgress(page: Page) {
  await page.evaluate(() => {
    const seen = window as unknown as { reportProgress?: Record<string, string[]> };
    if (seen.reportProgress) return;
    const progress: Record<string, string[]> = {};
    seen.reportProgress = progress;
    const look = () => {
      for (const shown of Array.from(
        document.querySelectorAll('[data-report-id] [data-testid="report-progress"]'),
      )) {
        const id = shown.closest('[data-report-id]')?.getAttribute('data-report-id');
        if (!id || !shown.querySelector('[role="progressbar"]')) continue;
        progress[id] ??= [];
        const lines = progress[id];
        const text = shown.textContent ?? '';
        if (lines[lines.length - 1] !== text) lines.push(text);
      }
    };
    new MutationObserver(look).observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
    });
  });
}

/** Presses Request report; returns the version the API answered with and whether it was reused. */
async function request(page: Page): Promise<{ id: string; version: number; reused: boolean }> {
  await recordProgress(page);
  const [answer] = await Promise.all([
    page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' && /\/api\/projects\/[^/]+\/reports$/.test(response.url()),
    ),
    page.getByRole('button', { name: 'Request report' }).click(),
  ]);
  expect([200, 201]).toContain(answer.status());
  const body = (await answer.json()) as { report: { id: string; version: number }; reused: boolean };
  expect(answer.status()).toBe(body.reused ? 200 : 201);
  return { id: body.report.id, version: body.report.version, reused: body.reused };
}

/** Downloads a finished version's file through its link and returns where Playwright saved it. */
async function download(row: Locator, name: 'Download PDF' | 'Download Zip') {
  const [file] = await Promise.all([
    row.page().waitForEvent('download'),
    row.getByRole('link', { name }).click(),
  ]);
  return { path: await file.path(), name: file.suggestedFilename() };
}

/** Follows a version from its progress bar (with its phase) to its Ready badge. */
async function watchUntilReady(row: Locator, id: string) {
  await expect(row).toContainText('Ready', { timeout: 60_000 });
  await expect(row.getByTestId('report-progress')).toHaveCount(0);
  const lines = await row
    .page()
    .evaluate(
      (shown) => (window as { reportProgress?: Record<string, string[]> }).reportProgress?.[shown] ?? [],
      id,
    );
  expect(lines.length, 'the progress bar was shown').toBeGreaterThan(0);
  expect(lines.join('\n')).toMatch(
    /(Waiting to start|Preparing|Drawing the pages|Storing the files) · \d+ %/,
  );
}

test('IHM Part I: requested, followed, downloaded and read; unchanged content shows the same version; a changed result makes the next', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const call = await signInAsDemoExpert(page, baseURL as string);
  const project = await demoProject(call);
  await page.goto(`/#/dashboard/projects/${project.id}`);
  await page.getByRole('tab', { name: 'Reports' }).click();
  await expect(page).toHaveURL(/tab=reports/);

  const form = page.getByRole('form', { name: 'Request a report' });
  const card = form.getByRole('radio', { name: IHM });
  await expect(card).toBeEnabled();
  await expect(form.getByRole('radio', { name: MAINTENANCE })).toBeEnabled();
  await card.click();
  await expect(card).toBeChecked();
  await expect(form.getByRole('combobox', { name: 'Hazardous materials' })).toHaveValue(
    'Tables A and B (Hong Kong Convention)',
  );
  // Part I covers no period; the photos come as a zip too.
  await expect(form.getByLabel('Period from')).toHaveCount(0);
  await form.getByLabel('Include original photos (zip)').check();

  const { id: firstId, version: first, reused } = await request(page);
  expect(reused).toBe(false);
  await expect(page.getByTestId('report-notice')).toHaveText(
    `Version ${first} was requested; it is being made.`,
  );
  const row = versionOf(page, firstId);
  await expect(row).toHaveAttribute('data-highlighted', 'true');
  await watchUntilReady(row, firstId);
  await expect(row).toContainText('Tables A and B (Hong Kong Convention) · with photos');
  await expect(row).toContainText('Matches the ship now');
  // The first 12 characters of the content hash, the whole of it in the tooltip.
  const hash = row.getByTestId('report-hash');
  const fullHash = ((await hash.getAttribute('aria-label')) ?? '').replace('Content hash ', '');
  expect(fullHash).toMatch(/^[0-9a-f]{64}$/);
  await expect(hash).toHaveText(fullHash.slice(0, 12));
  await hash.hover();
  await expect(page.getByRole('tooltip')).toHaveText(fullHash);

  const pdf = await download(row, 'Download PDF');
  expect(pdf.name).toMatch(/\.pdf$/);
  const text = await pdfText(pdf.path);
  for (const title of Object.values(PART_ONE_TABLES)) expect(holds(text, title), title).toBe(true);
  const checks = await project.checks();
  const listed = [
    ...new Set(
      checks
        .filter((check) => check.results.some((result) => ['yes', 'maybe'].includes(result.contamination)))
        .map((check) => check.name),
    ),
  ];
  expect(listed.length).toBeGreaterThan(0);
  for (const name of listed) expect(holds(text, name), name).toBe(true);
  const zip = await download(row, 'Download Zip');
  expect(zip.name).toMatch(/\.zip$/);
  expect(fs.readFileSync(zip.path).subarray(0, 2).toString('latin1')).toBe('PK');

  // Nothing changed: the same version, shown and highlighted again, nothing new in the list.
  const total = await page.getByTestId('report-version').count();
  expect(await request(page)).toEqual({ id: firstId, version: first, reused: true });
  await expect(page.getByTestId('report-notice')).toHaveText(
    `Nothing changed since version ${first} — the existing report is shown.`,
  );
  await expect(row).toHaveAttribute('data-highlighted', 'true');
  await expect(page.getByTestId('report-version')).toHaveCount(total);

  // The laboratory corrected a figure of a contained finding, in the survey screens.
  const refrigerant = checks.find(
    (check) => check.name === 'Refrigerant' && check.results.some((result) => result.contamination === 'yes'),
  );
  if (!refrigerant) throw new Error('no demo check with a contained refrigerant');
  const corrected = (refrigerant.results[0]?.concentration ?? 0) + 111;
  await page.getByRole('tab', { name: 'Survey' }).click();
  await page
    .getByRole('button', { name: `Open ${refrigerant.displayName}` })
    .first()
    .click();
  const sheet = page.getByRole('dialog', { name: refrigerant.displayName });
  const results = sheet.getByRole('list', { name: 'Results' });
  await results.getByRole('button', { name: 'Edit' }).first().click();
  const edit = sheet.getByRole('form', { name: 'Edit result' });
  await edit.getByLabel('Concentration').fill(String(corrected));
  await edit.getByRole('button', { name: 'Save result' }).click();
  await expect(results).toContainText(String(corrected));
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();

  await page.getByRole('tab', { name: 'Reports' }).click();
  await expect(form.getByRole('radio', { name: IHM })).toBeChecked();
  await expect(form.getByLabel('Include original photos (zip)')).not.toBeChecked();
  await form.getByLabel('Include original photos (zip)').check();
  const { id: nextId, version: next } = await request(page);
  expect(next).toBe(first + 1);
  await expect(page.getByTestId('report-notice')).toHaveText(
    `Version ${next} was requested; it is being made.`,
  );
  const nextRow = versionOf(page, nextId);
  await expect(nextRow).toHaveAttribute('data-highlighted', 'true');
  await watchUntilReady(nextRow, nextId);
  await expect(nextRow).toContainText('Matches the ship now');
  await expect(row).toContainText('Out of date');
  const changed = await pdfText((await download(nextRow, 'Download PDF')).path);
  expect(holds(changed, `Concentration ${corrected} mg/kg`)).toBe(true);
});

test('IHM maintenance: requested, followed, downloaded; the PDF names the items brought aboard with hazardous materials', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const call = await signInAsDemoExpert(page, baseURL as string);
  const project = await demoProject(call);
  // What the crew brought aboard: the demo ship's received items with listed materials.
  const links = await call<{ bucket_id: string; role: string }[]>('GET', `/projects/${project.id}/buckets`);
  const bucket = links.find((link) => link.role === 'ihm_maint')?.bucket_id;
  const vessels = await call<{ id: string; name: string }[]>('GET', `/ihm/maint/companies/${bucket}/vessels`);
  const vessel = vessels.find((candidate) => candidate.name === DEMO.ship);
  type Item = {
    display_name: string;
    quantity_received: number | null;
    evaluation: { has_hazmats?: boolean } | null;
  };
  const aboard: string[] = [];
  for (let pageNo = 0; ; pageNo++) {
    const items = await call<{ content: Item[]; total_elements: number }>(
      'GET',
      `/ihm/maint/companies/${bucket}/purchase-order-items?vessel_id=${vessel?.id}&size=100&page=${pageNo}`,
    );
    for (const item of items.content)
      if ((item.quantity_received ?? 0) > 0 && item.evaluation?.has_hazmats) aboard.push(item.display_name);
    if ((pageNo + 1) * 100 >= items.total_elements) break;
  }
  expect(aboard.length).toBeGreaterThan(0);

  await page.goto(`/#/dashboard/projects/${project.id}?tab=reports`);
  const form = page.getByRole('form', { name: 'Request a report' });
  await form.getByRole('radio', { name: MAINTENANCE }).click();
  // A period is offered; left open, it covers every record.
  await expect(form.getByLabel('Period from')).toBeVisible();
  await expect(form.getByLabel('Period to')).toBeVisible();
  const { id, version } = await request(page);
  const row = versionOf(page, id);
  await expect(row).toHaveAttribute('data-highlighted', 'true');
  await watchUntilReady(row, id);
  // Freshness is told for Part I only.
  await expect(row).not.toContainText('Matches the ship now');
  await expect(row.getByRole('link', { name: 'Download Zip' })).toHaveCount(0);
  const text = await pdfText((await download(row, 'Download PDF')).path);
  expect(holds(text, 'IHM maintenance')).toBe(true);
  for (const name of new Set(aboard)) expect(holds(text, name), name).toBe(true);

  expect(await request(page)).toEqual({ id, version, reused: true });
  await expect(row).toHaveAttribute('data-highlighted', 'true');
  await expect(page.getByTestId('report-notice')).toHaveText(
    `Nothing changed since version ${version} — the existing report is shown.`,
  );
});

test('on a phone (390 × 844) the Reports tab stacks the templates, keeps the request button in reach and the versions readable', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const width = 390;
  await page.setViewportSize({ width, height: 844 });
  const call = await signInAsDemoExpert(page, baseURL as string);
  const project = await demoProject(call);
  await page.goto(`/#/dashboard/projects/${project.id}?tab=reports`);
  const form = page.getByRole('form', { name: 'Request a report' });
  const cards = form.getByRole('radio');
  await expect(cards).toHaveCount(3);
  // One card under the other, each the width of the screen less the margins.
  const boxes = await Promise.all([0, 1, 2].map(async (index) => cards.nth(index).boundingBox()));
  for (const [index, box] of boxes.entries()) {
    expect(box?.width ?? 0).toBeGreaterThan(width * 0.75);
    if (index > 0)
      expect(box?.y ?? 0).toBeGreaterThan((boxes[index - 1]?.y ?? 0) + (boxes[index - 1]?.height ?? 0) - 1);
  }

  await form.getByRole('radio', { name: EMISSION }).click();
  await form.getByLabel('Period from').fill('2026-01-01');
  await form.getByLabel('Period to').fill('2026-12-31');
  const button = page.getByRole('button', { name: 'Request report' });
  await button.scrollIntoViewIfNeeded();
  await expect(button).toBeInViewport();
  expect((await button.boundingBox())?.width ?? 0).toBeGreaterThan(width * 0.75);
  const { id, version } = await request(page);

  const card = versionOf(page, id);
  await expect(card).toHaveAttribute('data-highlighted', 'true');
  await expect(card).toContainText(`Version ${version} · ${EMISSION}`);
  await expect(card.getByText('Period:')).toBeVisible();
  await watchUntilReady(card, id);
  const link = card.getByRole('link', { name: 'Download PDF' });
  await link.scrollIntoViewIfNeeded();
  await expect(link).toBeInViewport();
  // Nothing wider than the screen: no sideways scrolling to read a version.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  const cardBox = await card.boundingBox();
  expect((cardBox?.x ?? -1) >= 0 && (cardBox?.x ?? 0) + (cardBox?.width ?? 0) <= width).toBe(true);
});

test('a ship without survey data: Part I cannot be chosen and says why; no versions yet', async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const call = await signInAsDemoExpert(page, baseURL as string);
  const projects = await call<{ items: { id: string; ship: { name: string } }[] }>(
    'GET',
    `/my-projects?query=${encodeURIComponent('Aurora Borealis')}`,
  );
  const project = projects.items.find((candidate) => candidate.ship.name === 'MV Aurora Borealis');
  await page.goto(`/#/dashboard/projects/${project?.id}?tab=reports`);
  const form = page.getByRole('form', { name: 'Request a report' });
  const ihm = form.getByRole('radio', { name: IHM });
  await expect(ihm).toBeDisabled();
  await expect(ihm).toHaveAccessibleDescription(
    /Fill in the ship's survey data before requesting an IHM report/,
  );
  // The first template it can make is chosen instead.
  await expect(form.getByRole('radio', { name: MAINTENANCE })).toBeChecked();
  await expect(page.getByRole('region', { name: 'Report versions' })).toContainText(
    'No reports yet. Choose a template above and request the first one.',
  );
});
