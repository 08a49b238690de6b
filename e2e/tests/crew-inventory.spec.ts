import sharp from 'sharp';
import { useSession } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';
import { createCrewedShip } from '../support/maintenance-world.ts';

const REJECTED = 'Please correct your inventory in order to place pins for this item on relevant deckplans.';
const NOT_RECEIVED =
  'Please confirm your inventory on how many items you have received to be able to place pins on relevant deckplans.';

for (const viewport of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
]) {
  test(`crew on a ${viewport.name}: receive 3 of 2 with an explanation, store 2 by tapping the plan, install 1, remove it`, async ({
    browser,
    server,
  }) => {
    const { project, bucket, order, expert, crew, call } = await createCrewedShip(server, {
      name: `inv.${viewport.name}`,
      ship: 'MV Puffin',
      imo: viewport.name === 'phone' ? '9412375' : '9412376',
      orderNumber: 'PO-2026-0500',
    });
    // Two decks, each with its plan: deck 2 for the stores, the engine room for installations.
    for (const name of ['Deck 2', 'Engine room']) {
      const deck = await call<{ id: string }>('POST', `/ihm/projects/${project.id}/decks`, { name });
      const plan = await call<{ id: string }>('POST', `/ihm/decks/${deck.id}/deckplans`, {
        name: `${name} plan`,
      });
      const png = await sharp({ create: { width: 1600, height: 800, channels: 3, background: '#f4f6f8' } })
        .png()
        .toBuffer();
      const uploaded = await fetch(`${server.baseURL}/api/ihm/deckplans/${plan.id}/file`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${expert.token}`, 'content-type': 'image/png' },
        body: png,
      });
      expect(uploaded.status).toBe(202);
    }
    await expect
      .poll(
        async () =>
          (await call<{ image: { state: string } }[]>('GET', `/ihm/projects/${project.id}/deckplans`)).map(
            (plan) => plan.image.state,
          ),
        { timeout: 30_000 },
      )
      .toEqual(['ready', 'ready']);
    const detail = await call<{ items: { id: string; display_name: string }[] }>(
      'GET',
      `/ihm/maint/purchase-orders/${order.id}?include=items`,
    );
    const cord = detail.items.find((item) => item.display_name === 'Packing cord');

    const context = await browser.newContext({ baseURL: server.baseURL, viewport });
    const page = await context.newPage();
    await useSession(page, crew);
    await page.goto(`/#/dashboard/ihm/company/${bucket.id}/orders/items/${cord?.id}?set=crew_tasks`);
    const sheet = page.getByRole('dialog', { name: 'Packing cord' });
    const onBoard = sheet.getByRole('region', { name: 'On board' });
    await expect(onBoard).toContainText('Not received yet (2 ordered).');
    await expect(onBoard).toContainText(NOT_RECEIVED);

    // 3 arrived of 2 ordered: the form asks why, and the API insists.
    const receive = onBoard.getByRole('form', { name: 'Receive delivery' });
    await receive.getByLabel('Received quantity').fill('3');
    await receive.getByRole('button', { name: 'Confirm receipt' }).click();
    await expect(receive.getByText('The quantity has been exceeded, please explain')).toBeVisible();
    await receive.getByLabel('Explanation').fill('The supplier sent a spare coil');
    await receive.getByRole('button', { name: 'Confirm receipt' }).click();
    await expect(onBoard).toContainText('Received: 3 of 2 ordered.');

    // Store 2 on deck 2 by tapping the plan.
    const place = onBoard.getByRole('region', { name: 'Place on a plan' });
    await place.getByLabel('Deck plan').selectOption({ label: 'Deck 2 plan' });
    await place.getByLabel('Quantity').fill('2');
    const map = place.getByTestId('deckplan-map');
    await expect(map.locator('img.leaflet-tile').first()).toBeVisible();
    const box = await map.boundingBox();
    if (!box) throw new Error('no map');
    await map.click({ position: { x: box.width / 3, y: box.height / 2 } });
    await expect(place).toContainText('Spot chosen at');
    await place.getByRole('button', { name: 'Store here' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: '2 unit(s) stored on Deck 2 plan.' }),
    ).toBeVisible();
    const pins = onBoard.getByRole('list', { name: 'Pins of the item' });
    await expect(pins).toContainText('2 stored');
    await expect(map).toHaveAttribute('data-pins', '1');

    // Install 1 in the engine room, then remove it.
    await place.getByText('Install', { exact: true }).click();
    await place.getByLabel('Deck plan').selectOption({ label: 'Engine room plan' });
    await place.getByLabel('Quantity').fill('1');
    const engineMap = place.getByTestId('deckplan-map');
    await expect(engineMap).toHaveAttribute('aria-label', 'Plan Engine room plan');
    await expect(engineMap.locator('img.leaflet-tile').first()).toBeVisible();
    await engineMap.click({ position: { x: (box.width * 2) / 3, y: box.height / 2 } });
    await place.getByRole('button', { name: 'Install here' }).click();
    await expect(pins).toContainText('1 installed · Engine room plan');
    await pins
      .getByRole('listitem')
      .filter({ hasText: '1 installed' })
      .getByRole('button', { name: 'Remove 1' })
      .click();
    await expect(pins).toContainText('1 removed');
    await expect(pins).not.toContainText('1 installed');
    // The removal is documented with its discharge receipt.
    const receiptChooser = page.waitForEvent('filechooser');
    await pins.getByRole('button', { name: 'Attach discharge receipt' }).click();
    await (await receiptChooser).setFiles({
      name: 'discharge-receipt.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
    });
    await expect(pins).toContainText('Receipt attached');
    // The activity tells the story: who did what, where, with the explanation.
    const activity = onBoard.getByRole('region', { name: 'Activity' });
    await expect(activity).toContainText('Received 3');
    await expect(activity).toContainText('The supplier sent a spare coil');
    await expect(activity).toContainText('Stored 2');
    await expect(activity).toContainText('Deck 2 plan');
    await expect(activity).toContainText('Removed 1');
    await expect(activity).toContainText('Discharged 1');

    // Transfer 1 of the stored units to another spot of deck 2: the usage graph follows the units.
    const stored = pins.getByRole('listitem').filter({ hasText: '2 stored' });
    await stored.getByRole('button', { name: 'Transfer' }).click();
    const transfer = stored.getByRole('region', { name: 'Transfer units' });
    await transfer.getByLabel('Quantity').fill('1');
    const transferMap = transfer.getByTestId('deckplan-map');
    await expect(transferMap.locator('img.leaflet-tile').first()).toBeVisible();
    await transferMap.click({ position: { x: box.width / 2, y: box.height / 3 } });
    await transfer.getByRole('button', { name: 'Transfer to storage here' }).click();
    await expect(pins.getByRole('listitem').filter({ hasText: /^1 stored/ })).toHaveCount(2);
    await expect(activity).toContainText('Transferred 1');
    await expect(onBoard.getByRole('img', { name: /Usage graph: 6 movement/ })).toBeVisible();

    const item = await call<{ evaluation: Record<string, unknown> }>(
      'GET',
      `/ihm/maint/purchase-order-items/${cord?.id}`,
    );
    expect(item.evaluation).toMatchObject({
      quantity_received: 3,
      quantity_stored: 2,
      quantity_installed: 0,
      quantity_removed: 1,
      quantity_on_vessel: 2,
      quantity_documented: 3,
    });
    // The crew lists and the statistics follow: the cord (no relevant category) is done for the crew.
    expect(item.evaluation).toMatchObject({ is_in_crew_done_list: true, is_in_crew_tasks_list: false });
    const stats = await call<{ crew_in_done_list: number }>(
      'GET',
      `/ihm/maint/buckets/${bucket.id}/stats/order-items-by-bucket`,
    );
    expect(stats.crew_in_done_list).toBeGreaterThanOrEqual(1);
    await page.goto(`/#/dashboard/ihm/company/${bucket.id}/orders?set=crew_done`);
    await expect(page.getByText('Packing cord').first()).toBeVisible();

    // A rejected delivery: pins wait, with the spec's message.
    const gasket = detail.items.find((candidate) => candidate.display_name !== 'Packing cord');
    await page.goto(`/#/dashboard/ihm/company/${bucket.id}/orders/items/${gasket?.id}?set=crew_tasks`);
    const gasketBoard = page.getByRole('dialog').getByRole('region', { name: 'On board' });
    await gasketBoard.getByRole('button', { name: 'Reject delivery' }).click();
    await expect(gasketBoard).toContainText(REJECTED);
    await context.close();
  });
}
