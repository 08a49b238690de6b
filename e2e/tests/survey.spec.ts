import sharp from 'sharp';
import { createAccount, uniqueEmail, useSession } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';
import { apiAs, createMaintenanceWorld, PDF } from '../support/maintenance-world.ts';
import { readyDeckplan } from '../support/survey-world.ts';

const RED = '#e03131';
const GREY = '#868e96';

for (const viewport of [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test(`survey on a ${viewport.name}: three checks placed on the plan, a photo turned, lab results colour the plan, the VSCP filtered, a check archived`, async ({
    browser,
    server,
  }) => {
    const expert = await createAccount(server, uniqueEmail(`survey.${viewport.name}`));
    const call = apiAs(server, expert.token);
    const { project } = await createMaintenanceWorld(call, {
      ship: 'MV Gannet',
      imo: viewport.name === 'phone' ? '9412404' : '9412416',
      orderNumber: 'PO-2026-0700',
      supplierEmail: uniqueEmail('survey.supplier'),
    });
    await readyDeckplan(server, expert.token, call, project.id);
    for (const [type, name] of [
      ['sample', 'Pipe insulation'],
      ['visual', 'Deck coating'],
    ] as const)
      await call('POST', `/ihm/projects/${project.id}/vscp-entries`, { check_type: type, name });

    const context = await browser.newContext({ baseURL: server.baseURL, viewport });
    const page = await context.newPage();
    await useSession(page, expert);
    await page.goto(`/#/dashboard/projects/${project.id}?tab=survey`);
    const map = page.getByTestId('deckplan-map');
    await expect(map.locator('img.leaflet-tile').first()).toBeVisible();
    const box = await map.boundingBox();
    if (!box) throw new Error('no map');

    // Three spots, three checks: tap the plan, describe the check, add it.
    const checks = [
      { type: 'Sample check', name: 'Steam pipe lagging', material: 'Lagging', at: 0.25 },
      { type: 'Visual check', name: 'Deck coating', material: 'Paint', at: 0.5 },
      { type: 'Visual check', name: 'Cable trays', material: 'Cable', at: 0.75 },
    ];
    for (const check of checks) {
      await map.click({ position: { x: box.width * check.at, y: box.height / 2 } });
      const form = page.getByRole('form', { name: 'New check' });
      await form.getByText(check.type, { exact: true }).click();
      await form.getByLabel('Name').fill(check.name);
      await form.getByRole('combobox', { name: 'Compartment', exact: true }).fill('Engine room');
      await form.getByRole('combobox', { name: 'Material', exact: true }).fill(check.material);
      await form.getByRole('button', { name: 'Add check here' }).click();
      const sheet = page.getByRole('dialog', { name: check.name });
      await expect(sheet).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(sheet).toBeHidden();
    }
    await expect(map).toHaveAttribute('data-points', '3');
    await expect(map.locator(`path.check-point[fill="${GREY}"]`)).toHaveCount(3);

    // The sample check: a photo taken sideways, turned; a lab result finds asbestos.
    await page.getByRole('button', { name: 'Open Steam pipe lagging' }).click();
    const sheet = page.getByRole('dialog', { name: 'Steam pipe lagging' });
    const photo = await sharp({ create: { width: 600, height: 300, channels: 3, background: '#4a6' } })
      .jpeg()
      .toBuffer();
    const chooser = page.waitForEvent('filechooser');
    await sheet.getByRole('button', { name: 'Take or add a photo' }).click();
    await (await chooser).setFiles({ name: 'lagging.jpg', mimeType: 'image/jpeg', buffer: photo });
    const thumb = sheet.getByTestId('check-photo');
    await expect(thumb).toHaveAttribute('data-width', '600', { timeout: 20_000 });
    await sheet.getByRole('button', { name: 'Turn the photo clockwise' }).click();
    await expect(thumb).toHaveAttribute('data-width', '300', { timeout: 20_000 });
    await expect(thumb).toHaveAttribute('data-height', '600');
    const result = sheet.getByRole('form', { name: 'New result' });
    await result.getByLabel('Hazardous material').selectOption('asb');
    await result.getByLabel('Contamination').selectOption('yes');
    await result.getByLabel('Concentration').fill('2.5');
    await result.getByLabel('Unit').selectOption('%');
    await result.getByRole('button', { name: 'Add result' }).click();
    await expect(sheet.getByTestId('check-level')).toHaveText('Contained');
    await expect(sheet.getByRole('list', { name: 'Results' })).toContainText('Asbestos');
    // Resolved: removed, with the discharge receipt.
    const resolution = sheet.getByRole('form', { name: 'New resolution' });
    await resolution.getByLabel('Remarks').fill('Removed by a licensed contractor');
    const receiptChooser = page.waitForEvent('filechooser');
    await resolution.getByLabel('Discharge receipt').click();
    await (await receiptChooser).setFiles({
      name: 'receipt.pdf',
      mimeType: 'application/pdf',
      buffer: PDF('Receipt'),
    });
    await resolution.getByRole('button', { name: 'Record resolution' }).click();
    await expect(sheet.getByRole('region', { name: 'Resolution' }).getByRole('status')).toContainText(
      'Removed on',
    );
    await expect(sheet.getByRole('link', { name: 'receipt.pdf' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(map.locator(`path.check-point[fill="${RED}"]`)).toHaveCount(1);

    // Archive the cable trays; they are found among the archived checks.
    await page.getByRole('button', { name: 'Open Cable trays' }).click();
    await page
      .getByRole('dialog', { name: 'Cable trays' })
      .getByRole('button', { name: 'Archive check' })
      .click();
    await page.keyboard.press('Escape');
    const list = page.getByRole('list', { name: 'Check list' });
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await page.getByRole('button', { name: 'Show archived checks' }).click();
    await expect(page.getByRole('list', { name: 'Archived check list' })).toContainText('Cable trays');
    await expect(map).toHaveAttribute('data-points', '2');

    // The VSCP, filtered by check type.
    await page.getByRole('tab', { name: 'VSCP' }).click();
    const entries = page.getByRole('list', { name: 'VSCP entries' });
    await expect(entries.getByRole('listitem')).toHaveCount(2);
    await expect(entries.getByRole('listitem').first()).toContainText('Pipe insulation');
    await entries.getByRole('button', { name: 'Move Deck coating up' }).click();
    await expect(entries.getByRole('listitem').first()).toContainText('Deck coating');
    await page.getByRole('radiogroup', { name: 'Check type' }).getByText('Visual', { exact: true }).click();
    await expect(entries.getByRole('listitem')).toHaveCount(1);
    await expect(entries).toContainText('Deck coating');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport.width,
    );
    await context.close();
  });
}
