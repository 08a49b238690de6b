import { useSession } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';
import { pickUp } from '../support/keyboard-drag.ts';
import { createSurveyedProject } from '../support/survey-world.ts';

for (const viewport of [
  { name: 'desktop', width: 1440, height: 900, imo: '9412428' },
  { name: 'phone', width: 390, height: 844, imo: '9412430' },
]) {
  test(`survey corrections on a ${viewport.name}: a photo cropped and uncropped, a result corrected, a check edited, checks and VSCP entries dragged into order, an entry edited`, async ({
    browser,
    server,
  }) => {
    const { expert, call, project } = await createSurveyedProject(server, {
      name: `survey-editing.${viewport.name}`,
      imo: viewport.imo,
    });
    const context = await browser.newContext({ baseURL: server.baseURL, viewport });
    const page = await context.newPage();
    await useSession(page, expert);
    await page.goto(`/#/dashboard/projects/${project.id}?tab=survey`);

    await page.getByRole('button', { name: 'Open Steam pipe lagging' }).click();
    const sheet = page.getByRole('dialog', { name: 'Steam pipe lagging' });
    await expect(sheet.getByRole('list', { name: 'Results' })).toBeVisible();
    // The plan stays under the sheet: none of its points or controls shows through (Leaflet's panes
    // carry z-indexes above the drawer's).
    const showingThrough = await page.evaluate(
      () =>
        Array.from(document.querySelectorAll('.check-point, .leaflet-control'))
          .map((element) => element.getBoundingClientRect())
          .filter((box) => box.width > 0 && box.bottom > 0 && box.top < window.innerHeight)
          .filter((box) => {
            const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
            return top?.closest('.leaflet-container') != null;
          }).length,
    );
    expect(showingThrough).toBe(0);
    // The check described better, and its spot's location given.
    await sheet.getByRole('button', { name: 'Edit check' }).click();
    const edit = sheet.getByRole('form', { name: 'Edit check' });
    await edit.getByLabel('Name').fill('Steam pipe lagging aft');
    await edit.getByRole('combobox', { name: 'Location', exact: true }).fill('Aft bulkhead');
    await edit.getByRole('button', { name: 'Save check' }).click();
    const renamed = page.getByRole('dialog', { name: 'Steam pipe lagging aft' });
    await expect(renamed).toContainText('Aft bulkhead');

    // The lab corrected its figure.
    const results = renamed.getByRole('list', { name: 'Results' });
    await results.getByRole('button', { name: 'Edit' }).click();
    const correction = renamed.getByRole('form', { name: 'Edit result' });
    await correction.getByLabel('Concentration').fill('3.5');
    await correction.getByRole('button', { name: 'Save result' }).click();
    await expect(results).toContainText('3.5 %');

    // Cropped to the middle (zoomed in twice), then the whole photo back.
    const thumb = renamed.getByTestId('check-photo');
    await expect(thumb).toHaveAttribute('data-width', '600');
    await renamed.getByRole('button', { name: 'Crop the photo' }).click();
    const cropper = page.getByRole('dialog', { name: 'Crop the photo' });
    await cropper.getByRole('slider', { name: 'Zoom' }).focus();
    for (let step = 0; step < 4; step++) await page.keyboard.press('ArrowRight');
    await cropper.getByRole('button', { name: 'Crop photo' }).click();
    await expect(cropper).toBeHidden();
    await expect(thumb).toHaveAttribute('data-width', '300', { timeout: 20_000 });
    await expect(thumb).toHaveAttribute('data-height', '150');
    await renamed.getByRole('button', { name: 'Undo crop' }).click();
    await expect(thumb).toHaveAttribute('data-width', '600', { timeout: 20_000 });

    await page.keyboard.press('Escape');
    await expect(renamed).toBeHidden();

    // Dragged into order by the handle with the keyboard: space picks up (the list then says where the
    // row is), an arrow moves it, space drops it.
    const list = page.getByRole('list', { name: 'Check list' });
    await pickUp(
      page,
      list.getByRole('button', { name: 'Drag Cable trays' }),
      'Cable trays is over Cable trays.',
    );
    await page.keyboard.press('ArrowUp');
    await expect(page.getByText('Cable trays is over Deck coating.')).toBeAttached();
    await page.keyboard.press('Space');
    await expect(list.getByRole('listitem').nth(1)).toContainText('Cable trays');
    await expect
      .poll(async () =>
        (
          await call<{ content: { name: string }[] }>('GET', `/ihm/projects/${project.id}/checks`)
        ).content.map((check) => check.name),
      )
      .toEqual(['Steam pipe lagging aft', 'Cable trays', 'Deck coating']);

    // The VSCP: an entry dragged below the other, then said more precisely.
    await page.getByRole('tab', { name: 'VSCP' }).click();
    const entries = page.getByRole('list', { name: 'VSCP entries' });
    await expect(entries.getByRole('listitem')).toHaveCount(2);
    await pickUp(
      page,
      entries.getByRole('button', { name: 'Drag Pipe insulation' }),
      'Pipe insulation is over Pipe insulation.',
    );
    await page.keyboard.press('ArrowDown');
    await expect(page.getByText('Pipe insulation is over Deck coating.')).toBeAttached();
    await page.keyboard.press('Space');
    await expect(entries.getByRole('listitem').first()).toContainText('Deck coating');
    await entries.getByRole('button', { name: 'Edit Pipe insulation' }).click();
    const entryForm = page.getByRole('form', { name: 'Edit Pipe insulation' });
    await entryForm.getByLabel('Where').fill('Engine room, starboard');
    await entryForm.getByRole('button', { name: 'Save entry' }).click();
    await expect(entries.getByRole('listitem').last()).toContainText('Engine room, starboard');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport.width,
    );
    await context.close();
  });
}
