import { createAccount, uniqueEmail, useSession } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';

test.describe('routes and redirects', () => {
  test('the empty route goes to the dashboard, which without a session sends to login', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/#\/home\/login$/);
    await expect(page).toHaveTitle('Login - Keelson');
  });

  test('home redirects to login', async ({ page }) => {
    await page.goto('/#/home');
    await expect(page).toHaveURL(/#\/home\/login$/);
  });

  test('tag/{id} redirects to dashboard/tag/{id}, guarded by the session', async ({ page, server }) => {
    await page.goto('/#/tag/ABC123');
    await expect(page).toHaveURL(/#\/home\/login$/);
    await useSession(page, await createAccount(server, uniqueEmail('tagger')));
    await page.goto('/#/tag/ABC123');
    await expect(page).toHaveURL(/#\/dashboard\/tag\/ABC123$/);
    await expect(page.getByRole('heading', { name: 'Tag ABC123' })).toBeVisible();
  });

  test('the two-factor offer needs a session: without one it sends to login', async ({ page }) => {
    await page.goto('/#/home/2fa-activation');
    await expect(page).toHaveURL(/#\/home\/login$/);
  });

  test('an unknown path goes to the app', async ({ page }) => {
    await page.goto('/#/no/such/place');
    await expect(page).toHaveURL(/#\/home\/login$/);
  });

  test('a non-hash path is sent to the app', async ({ page }) => {
    await page.goto('/some/deep/link');
    await expect(page).toHaveURL(/\/#\/home\/login$/);
    await expect(page.getByRole('img', { name: 'Keelson logo' }).first()).toBeVisible();
  });

  const titled: [string, string][] = [
    ['home/login', 'Login - Keelson'],
    ['home/register', 'Register - Keelson'],
    ['home/register2?email=a%40b.co&token=t', 'Register - Keelson'],
    ['home/pwreset', 'Forgot Password - Keelson'],
    ['home/pwreset2?email=a%40b.co&token=t', 'Reset Password - Keelson'],
    ['legal-info', 'Privacy Information - Keelson'],
    ['data-policy', 'Terms & Conditions - Keelson'],
    ['company-info', 'Company Information - Keelson'],
    ['support', 'Support - Keelson'],
    ['openQRCode?firstPosition=A&secondPosition=B&tagCode=C', 'Tag Print - Keelson'],
  ];
  for (const [route, title] of titled) {
    test(`#/${route} is titled "${title}"`, async ({ page }) => {
      await page.goto(`/#/${route}`);
      await expect(page).toHaveTitle(title);
      expect(new URL(page.url()).hash).toBe(`#/${route}`);
    });
  }

  test('the dashboard area is loaded on demand, only once a session lets the user in', async ({
    page,
    server,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/#/dashboard');
    await expect(page).toHaveURL(/#\/home\/login$/);
    expect(scripts.some((url) => url.includes('DashboardArea'))).toBe(false);
    await useSession(page, await createAccount(server, uniqueEmail('loader')));
    await page.goto('/#/dashboard');
    await expect(page).toHaveTitle('Dashboard - Keelson');
    expect(scripts.some((url) => url.includes('DashboardArea'))).toBe(true);
  });

  test('an expired session is no session', async ({ page }) => {
    await page.goto('/#/home/login');
    await page.evaluate(() =>
      localStorage.setItem(
        'keelson.session',
        JSON.stringify({ id: 's1', token: 't', expires_at: '2000-01-01T00:00:00Z' }),
      ),
    );
    await page.reload();
    await page.goto('/#/dashboard');
    await expect(page).toHaveURL(/#\/home\/login$/);
  });
});

test.describe('the public shell', () => {
  test('shows the logo, the primary side panel and the bottom navigation', async ({ page, server }) => {
    await page.goto('/#/home/login');
    const nav = page.getByRole('navigation', { name: 'Bottom navigation' });
    await expect(nav.getByRole('link')).toHaveText([
      'About',
      'Support',
      'Company Information',
      'Privacy Information',
      'Terms & Conditions',
    ]);
    const env = await (await fetch(`${server.baseURL}/assets/environment.json`)).json();
    await expect(nav.getByRole('link', { name: 'About' })).toHaveAttribute('href', env.site.aboutUrl);
    await expect(nav.getByRole('link', { name: 'About' })).toHaveAttribute('target', '_blank');
    await expect(page.getByTestId('primary-side-panel')).toBeVisible();
    await expect(page.getByTestId('background-slideshow')).toHaveCount(0);
  });

  test('the background slideshow runs when configuration switches it on', async ({ page }) => {
    await page.route('**/assets/environment.json', async (route) => {
      const response = await route.fetch();
      const json = await response.json();
      json.site.backgroundSlideshow = true;
      await route.fulfill({ response, json });
    });
    await page.clock.install();
    await page.goto('/#/home/login');
    const slideshow = page.getByTestId('background-slideshow');
    await expect(slideshow).toHaveAttribute('data-slide', '0');
    await expect(slideshow.locator('.home-slide')).toHaveCount(15);
    await page.clock.runFor(9_000);
    await expect(slideshow).toHaveAttribute('data-slide', '1');
    await page.clock.runFor(9_000 * 14);
    await expect(slideshow).toHaveAttribute('data-slide', '0');
  });

  const panels: [string, string, string, RegExp][] = [
    ['Support', 'support', 'Support', /support@keelson\.example/],
    ['Company Information', 'company-info', 'Company Information', /VAT id: DE000000000/],
    ['Privacy Information', 'legal-info', 'Privacy Information', /Version 2 vom 1\. März 2024/],
    ['Terms & Conditions', 'data-policy', 'Terms & Conditions', /Version 1 vom 7\. November 2018/],
  ];
  for (const [link, route, heading, content] of panels) {
    test(`the ${heading} panel opens, hides the side panel, and closes back`, async ({ page }) => {
      await page.goto('/#/home/login');
      await expect(page.getByTestId('primary-side-panel')).toBeVisible();
      await page
        .getByRole('navigation', { name: 'Bottom navigation' })
        .getByRole('link', { name: link })
        .click();
      await expect(page).toHaveURL(new RegExp(`#/${route}$`));
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('region', { name: heading })).toContainText(content);
      await expect(page.getByTestId('primary-side-panel')).toHaveCount(0);
      await page.getByRole('link', { name: 'Close' }).click();
      await expect(page).toHaveURL(/#\/home\/login$/);
      await expect(page.getByTestId('primary-side-panel')).toBeVisible();
    });
  }

  test('the terms have ten sections with the required content', async ({ page }) => {
    await page.goto('/#/data-policy');
    const sections = page.getByTestId('terms-section');
    await expect(sections).toHaveCount(10);
    const text = (await page.getByRole('region', { name: 'Terms & Conditions' }).textContent()) ?? '';
    for (const phrase of [
      '12 Monate',
      'Hamburg',
      'Bundesrepublik Deutschland',
      '18 Jahre',
      'nur ein Konto',
      'nicht übertragbar',
      'E-Mail-Adresse',
      'Passwort',
      'Wohnsitzes',
    ]) {
      expect(text).toContain(phrase);
    }
  });

  test('the privacy information names double opt-in and the 24-hour deletion', async ({ page }) => {
    await page.goto('/#/legal-info');
    const text = (await page.getByRole('region', { name: 'Privacy Information' }).textContent()) ?? '';
    for (const phrase of [
      'Double-Opt-in',
      '24 Stunden',
      'Cookies',
      'Analysewerkzeuge',
      'Social Plug-ins',
      'Ihre Rechte',
      'Verschlüsselung',
    ]) {
      expect(text).toContain(phrase);
    }
  });
});

test.describe('environment configuration', () => {
  test('a failed load shows the failure message and nothing else', async ({ page }) => {
    await page.route('**/assets/environment.json', (route) => route.fulfill({ status: 500, body: 'down' }));
    await page.goto('/#/home/login');
    await expect(page.getByRole('alert')).toHaveText('Failed loading environment configuration.');
    await expect(page.getByRole('navigation')).toHaveCount(0);
  });

  test('an invalid document counts as a failure too', async ({ page }) => {
    await page.route('**/assets/environment.json', (route) => route.fulfill({ json: { production: 'yes' } }));
    await page.goto('/#/home/login');
    await expect(page.getByRole('alert')).toHaveText('Failed loading environment configuration.');
  });
});
