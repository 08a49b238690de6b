import sharp from 'sharp';
import { useSession } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';
import { createCrewedShip } from '../support/maintenance-world.ts';

/** A wide plan, general-arrangement style: 3,000 x 600 px. */
const planImage = () =>
  sharp(
    Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="3000" height="600">
      <rect width="100%" height="100%" fill="#fff"/>
      <path d="M60 300 L400 60 L2900 60 L2900 540 L400 540 Z" fill="none" stroke="#234" stroke-width="12"/>
      <text x="500" y="330" font-size="120" fill="#234">MAIN DECK</text>
    </svg>`),
  )
    .png()
    .toBuffer();

for (const viewport of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
]) {
  test(`decks on a ${viewport.name}: the expert adds a deck and its plan, uploads the image, the plan pans as a map; crew read`, async ({
    browser,
    server,
  }) => {
    const { project, order, expert, crew, call, crewCall } = await createCrewedShip(server, {
      name: `decks.${viewport.name}`,
      ship: 'MV Tern',
      imo: viewport.name === 'phone' ? '9412373' : '9412374',
      orderNumber: 'PO-2026-0400',
    });

    const context = await browser.newContext({ baseURL: server.baseURL, viewport });
    const page = await context.newPage();
    await useSession(page, expert);
    await page.goto(`/#/dashboard/projects/${project.id}?tab=decks`);
    await expect(page.getByText('No decks yet: add the first below.')).toBeVisible();
    await page.getByLabel('New deck').fill('Main deck');
    await page.getByRole('button', { name: 'Add deck' }).click();
    const deck = page.getByRole('region', { name: 'Main deck' });
    await expect(deck).toBeVisible();
    await deck.getByLabel('New plan of Main deck').fill('Main deck, frames 0–120');
    await deck.getByRole('button', { name: 'Add plan' }).click();
    await expect(deck.getByText('No image yet.')).toBeVisible();

    const chooser = page.waitForEvent('filechooser');
    await deck.getByRole('button', { name: 'Upload image' }).click();
    await (await chooser).setFiles({
      name: 'main-deck.png',
      mimeType: 'image/png',
      buffer: await planImage(),
    });
    // The tiles are cut in the background; the bar follows the job, then the plan opens.
    await expect(deck.getByRole('button', { name: 'Open plan' })).toBeVisible({ timeout: 30_000 });
    await deck.getByRole('button', { name: 'Open plan' }).click();
    const map = page.getByTestId('deckplan-map');
    await expect(map).toBeVisible();
    const box = await map.boundingBox();
    expect(box?.width).toBeLessThanOrEqual(viewport.width);
    const tile = map.locator('img.leaflet-tile').first();
    await expect(tile).toBeVisible();
    await expect.poll(() => tile.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(256);
    // No page scrolls sideways: the plan pans inside its map.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport.width,
    );
    await context.close();

    // The crew has placed things: two stores side by side and one far aft.
    const [planRow] = await call<{ id: string }[]>('GET', `/ihm/projects/${project.id}/deckplans`);
    const detail = await call<{ items: { id: string; display_name: string }[] }>(
      'GET',
      `/ihm/maint/purchase-orders/${order.id}?include=items`,
    );
    const spots: Record<string, [number, number][]> = {
      'Packing cord': [
        [1000, 300],
        [1012, 306],
      ],
      Gasket: [[2800, 500]],
    };
    for (const item of detail.items) {
      const places = spots[item.display_name.startsWith('Gasket') ? 'Gasket' : item.display_name] ?? [];
      const base = `/ihm/maint/purchase-order-items/${item.id}`;
      await crewCall('POST', `${base}/receive-delivery`, {
        receiving_status: 'Received',
        quantity_received: places.length,
        explanation: 'As delivered',
      });
      for (const [x, y] of places)
        await crewCall('POST', `${base}/store`, { quantity: 1, deckplan_id: planRow?.id, x, y });
    }

    // The crew member opens the same plan: counts on the deck, dense pins clustered, a pin dragged.
    const crewContext = await browser.newContext({ baseURL: server.baseURL, viewport });
    const crewPage = await crewContext.newPage();
    await useSession(crewPage, crew);
    await crewPage.goto(`/#/dashboard/projects/${project.id}?tab=decks`);
    const crewDeck = crewPage.getByRole('region', { name: 'Main deck' });
    await expect(crewDeck.getByLabel('Pins').first()).toContainText('3 stored');
    await crewDeck.getByRole('button', { name: 'Open plan' }).click();
    const crewMap = crewPage.getByTestId('deckplan-map');
    await expect(crewMap.locator('img.leaflet-tile').first()).toBeVisible();
    await expect(crewMap.locator('.marker-cluster')).toHaveCount(1);
    await expect(crewMap.locator('.marker-cluster')).toHaveText('2');
    const gasketPin = crewMap.locator('.deck-pin[title^="Gasket"]');
    await gasketPin.click();
    await expect(crewMap.getByRole('link', { name: 'Open the item' })).toBeVisible();
    const from = await gasketPin.boundingBox();
    if (!from) throw new Error('no pin');
    await crewPage.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await crewPage.mouse.down();
    await crewPage.mouse.move(from.x - 60, from.y + from.height / 2, { steps: 8 });
    await crewPage.mouse.up();
    await expect(crewPage.getByRole('alert').filter({ hasText: /Gasket.* moved\./ })).toBeVisible();
    const gasket = detail.items.find((item) => item.display_name.startsWith('Gasket'));
    const moved = await crewCall<{ storages: { location_x: number }[] }>(
      'GET',
      `/ihm/maint/purchase-order-items/${gasket?.id}/inventory`,
    );
    expect(moved.storages[0]?.location_x).toBeLessThan(2800);
    await expect(crewPage.getByRole('button', { name: 'Add deck' })).toHaveCount(0);
    await expect(crewDeck.getByRole('button', { name: 'Upload image' })).toHaveCount(0);
    await crewContext.close();
  });
}
