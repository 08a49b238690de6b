import { createAccount, PASSWORD, uniqueEmail } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';

test('the app runs under its Content-Security-Policy: sign in through the form, no violation reported', async ({
  page,
  server,
}) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  const email = uniqueEmail('csp');
  await createAccount(server, email);

  const response = await page.goto('/#/home/login');
  const csp = response?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(response?.headers()['referrer-policy']).toBe('no-referrer');

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'LOGIN' }).click();
  await page.waitForURL(/#\/(home\/2fa-activation|dashboard\/projects)$/);
  // A QR code drawn as a data: image, as the tag labels are.
  await page.goto('/#/openQRCode?firstPosition=Store&secondPosition=Shelf%203&tagCode=TAG-7Q');
  await expect(page.locator('img[src^="data:"]').first()).toBeVisible();
  expect(violations).toEqual([]);
});
