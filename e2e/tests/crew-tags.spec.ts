import QRCode from 'qrcode';
import { createAccount, PASSWORD, uniqueEmail, useSession } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';
import { createCrewedShip } from '../support/maintenance-world.ts';

type Tag = { id: string; tagid_data: string; tagid_formatted_short: string };

for (const viewport of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
]) {
  test(`tags on a ${viewport.name}: bind one by code and one by scanning, a tag link lands on the item after sign-in, others are told they have no access`, async ({
    browser,
    server,
  }) => {
    const { bucket, project, order, crew, crewEmail, call, crewCall } = await createCrewedShip(server, {
      name: `tag.${viewport.name}`,
      ship: 'MV Tern',
      imo: viewport.name === 'phone' ? '9412387' : '9412399',
      orderNumber: 'PO-2026-0600',
    });
    await crewCall('POST', `/accounts/${crew.account_id}/2fa-offered`);
    const { content: batch } = await crewCall<{ content: Tag[] }>('POST', '/tags/request', {
      project_id: project.id,
      count: 2,
    });
    const [typed, scanned] = batch as [Tag, Tag];
    const detail = await call<{ items: { id: string; display_name: string }[] }>(
      'GET',
      `/ihm/maint/purchase-orders/${order.id}?include=items`,
    );
    const cord = detail.items.find((item) => item.display_name === 'Packing cord');

    // A sticker scanned without a session: sign in, and the tag is where the crew member lands.
    const context = await browser.newContext({ baseURL: server.baseURL, viewport });
    const page = await context.newPage();
    await page.goto(`/#/tag/${typed.tagid_data}`);
    await expect(page).toHaveURL(/#\/home\/login$/);
    await page.getByLabel('Email').fill(crewEmail);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'LOGIN' }).click();
    await expect(page).toHaveURL(new RegExp(`#/dashboard/tag/${typed.tagid_data}$`));
    await expect(page.getByText('This tag is not bound to an item yet')).toBeVisible();

    // Bind it on the item by typing its printed code, and the second by a photo of its QR code.
    await page.goto(`/#/dashboard/ihm/company/${bucket.id}/orders/items/${cord?.id}?set=crew_tasks`);
    const tags = page.getByRole('dialog', { name: 'Packing cord' }).getByRole('region', { name: 'Tags' });
    await expect(tags).toContainText('No tag on this item yet.');
    await tags.getByLabel('Tag code').fill('ABC');
    await tags.getByRole('button', { name: 'Bind tag' }).click();
    await expect(tags.getByText('A tag code has 10 letters and digits')).toBeVisible();
    await tags.getByLabel('Tag code').fill(typed.tagid_formatted_short.toLowerCase());
    await tags.getByRole('button', { name: 'Bind tag' }).click();
    const bound = tags.getByRole('list', { name: 'Tags of the item' });
    await expect(bound).toContainText(typed.tagid_formatted_short);
    const photo = await QRCode.toBuffer(`${server.baseURL}/#/dashboard/tag/${scanned.tagid_data}`, {
      width: 480,
      margin: 4,
    });
    const chooser = page.waitForEvent('filechooser');
    await tags.getByRole('button', { name: 'Scan' }).click();
    await (await chooser).setFiles({ name: 'sticker.png', mimeType: 'image/png', buffer: photo });
    await expect(bound).toContainText(scanned.tagid_formatted_short);

    // Scanning the bound sticker now opens the item.
    await page.goto(`/#/tag/${scanned.tagid_data}`);
    await expect(page).toHaveURL(new RegExp(`/orders/items/${cord?.id}`));
    await expect(page.getByRole('dialog', { name: 'Packing cord' })).toBeVisible();

    // The sheet prints both stickers with what they mark.
    await page.goto(`/#/tagSheet?project_id=${project.id}`);
    const sheet = page.getByTestId('tag-sheet');
    await expect(sheet.getByTestId('tag-print')).toHaveCount(2);
    await expect(sheet.getByTestId('tag-second-position').first()).toHaveText('Packing cord');
    await expect(sheet.getByTestId('tag-qr').first()).toBeVisible();
    await context.close();

    // Anyone else: plainly no access.
    const stranger = await createAccount(server, uniqueEmail(`tag.stranger.${viewport.name}`));
    const strangerContext = await browser.newContext({ baseURL: server.baseURL, viewport });
    const strangerPage = await strangerContext.newPage();
    await useSession(strangerPage, stranger);
    await strangerPage.goto(`/#/dashboard/tag/${typed.tagid_data}`);
    await expect(strangerPage.getByTestId('tag-no-access')).toContainText(
      `You have no access to tag ${typed.tagid_data}`,
    );
    await expect(strangerPage.getByText('Packing cord')).toHaveCount(0);
    await strangerContext.close();
  });
}
