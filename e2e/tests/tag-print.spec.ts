import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { expect, test } from '../support/fixtures.ts';

function tagUrl(first: string, second: string, code: string) {
  const params = new URLSearchParams({ firstPosition: first, secondPosition: second, tagCode: code });
  return `/#/openQRCode?${params}`;
}

test('shows the label, both positions, the code, a scan hint and a print icon', async ({ page }) => {
  await page.goto(tagUrl('Engine room', 'Deck 2, frame 40', 'KX-1234'));
  await expect(page.getByText('ACTION REQUIRED')).toBeVisible();
  await expect(page.getByTestId('tag-first-position')).toHaveText('Engine room');
  await expect(page.getByTestId('tag-second-position')).toHaveText('Deck 2, frame 40');
  await expect(page.getByTestId('tag-code')).toHaveText('KX-1234');
  await expect(page.getByText(/Scan the code/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
});

test('the QR code, decoded from a screenshot, links to the tag in the dashboard', async ({
  page,
  server,
}) => {
  await page.goto(tagUrl('Store', 'Shelf 3', 'TAG-7Q'));
  const qr = page.getByTestId('tag-qr');
  await expect(qr).toBeVisible();
  const png = PNG.sync.read(await qr.screenshot());
  const decoded = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  expect(decoded?.data).toBe(`${server.baseURL}/#/dashboard/tag/TAG-7Q`);
});

const boundaries: [string, number, string | null][] = [
  ['tag-first-position', 15, 'size-large'],
  ['tag-first-position', 16, 'size-medium'],
  ['tag-first-position', 30, 'size-medium'],
  ['tag-first-position', 31, 'size-small'],
  ['tag-second-position', 25, 'size-large'],
  ['tag-second-position', 26, 'size-medium'],
  ['tag-second-position', 50, 'size-medium'],
  ['tag-second-position', 51, null],
  ['tag-code', 15, 'size-large'],
  ['tag-code', 16, 'size-medium'],
  ['tag-code', 30, 'size-medium'],
  ['tag-code', 31, 'size-small'],
];

test('text sizes shrink at each length boundary', async ({ page }) => {
  for (const [testId, length, expected] of boundaries) {
    const text = 'W'.repeat(length);
    const args: [string, string, string] =
      testId === 'tag-first-position'
        ? [text, 'x', 'x']
        : testId === 'tag-second-position'
          ? ['x', text, 'x']
          : ['x', 'x', text];
    await page.goto(tagUrl(...args));
    await page.reload();
    const element = page.getByTestId(testId);
    await expect(element).toHaveText(text);
    const className = (await element.getAttribute('class')) ?? '';
    const sizes = className.split(/\s+/).filter((name) => name.startsWith('size-'));
    expect(sizes, `${testId} with ${length} characters`).toEqual(expected ? [expected] : []);
  }
});

test('the print icon hides itself while printing', async ({ page }) => {
  await page.goto(tagUrl('A', 'B', 'C'));
  const button = page.getByTestId('tag-print-button');
  await expect(button).toBeVisible();
  await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
  await expect(button).toHaveCount(0);
  await page.emulateMedia({ media: 'print' });
  await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
  await expect(button).toBeHidden();
  await page.emulateMedia({ media: 'screen' });
  await expect(button).toBeVisible();
});
