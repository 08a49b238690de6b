import { expect, test } from '../support/fixtures.ts';

const PUBLIC_ROUTES = [
  '/#/home/login',
  '/#/home/register',
  '/#/home/register2?email=a%40example.com&token=t',
  '/#/home/pwreset',
  '/#/home/pwreset2?email=a%40example.com&token=t',
  '/#/support',
  '/#/company-info',
  '/#/legal-info',
  '/#/data-policy',
  '/#/openQRCode?firstPosition=Store&secondPosition=Shelf%203&tagCode=TAG-7Q',
];

test.describe('public pages on a phone (390 x 844)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const route of PUBLIC_ROUTES) {
    test(`${route}: no sideways scrolling, fields a thumb can use, the form before the product panel`, async ({
      page,
    }) => {
      await page.goto(route);
      await expect(page.locator('#root')).not.toBeEmpty();
      await page.waitForLoadState('networkidle');
      const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scroll).toBeLessThanOrEqual(390);
      const inputs = page.locator('input:visible');
      for (let i = 0; i < (await inputs.count()); i++) {
        const box = await inputs.nth(i).boundingBox();
        expect(box?.width ?? 0, `input ${i} of ${route}`).toBeGreaterThanOrEqual(280);
      }
      const panel = page.getByTestId('primary-side-panel');
      const form = page.locator('form').first();
      if ((await panel.isVisible()) && (await form.isVisible())) {
        const [panelBox, formBox] = [await panel.boundingBox(), await form.boundingBox()];
        expect(formBox?.y ?? 0).toBeLessThan(panelBox?.y ?? 0);
      }
    });
  }
});
