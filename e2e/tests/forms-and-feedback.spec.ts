import { createAccount, PASSWORD, uniqueEmail, useSession } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';
import { apiAs, createMaintenanceWorld } from '../support/maintenance-world.ts';

test.describe('validation messages', () => {
  test('login: nothing shows before submit; after it, required fields and focus on the first', async ({
    page,
  }) => {
    await page.goto('/#/home/login');
    const email = page.getByLabel('Email');
    await email.fill('x');
    await email.fill('');
    await expect(page.getByText('This field is required')).toHaveCount(0);
    await page.getByRole('button', { name: 'LOGIN' }).click();
    await expect(page.getByText('This field is required')).toHaveCount(2);
    await expect(email).toBeFocused();
    await email.fill('not-an-address');
    await page.getByLabel('Password', { exact: true }).fill('secret');
    await page.getByRole('button', { name: 'LOGIN' }).click();
    await expect(page.getByText('Invalid email')).toBeVisible();
    await expect(email).toBeFocused();
  });

  const asciiCases: [string, string][] = [
    ['jürgen@example.com', "Found non ASCII characters in email's local part."],
    ['jurgen@exämple.com', 'Not supporting non-ASCII email addresses yet!'],
  ];
  for (const [address, message] of asciiCases) {
    for (const route of ['home/login', 'home/register', 'home/pwreset']) {
      test(`${route}: ${address} → ${message}`, async ({ page }) => {
        await page.goto(`/#/${route}`);
        await page.getByLabel('Email').fill(address);
        await page.getByRole('button', { name: /LOGIN|REGISTER|RESET PASSWORD/ }).click();
        await expect(page.getByText(message)).toBeVisible();
      });
    }
  }

  test('registration completion: password required, confirmation required and equal', async ({ page }) => {
    await page.goto('/#/home/register2?email=a%40example.com&token=t');
    await page.getByRole('button', { name: 'COMPLETE REGISTRATION' }).click();
    await expect(page.getByText('This field is required')).toHaveCount(2);
    await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
    await page.getByLabel('Password', { exact: true }).fill('one password');
    await page.getByLabel('Confirm password').fill('another password');
    await page.getByRole('button', { name: 'COMPLETE REGISTRATION' }).click();
    await expect(page.getByText('Passwords are not matching')).toBeVisible();
    await expect(page.getByLabel('Confirm password')).toBeFocused();
    // A password of fewer than 8 characters is refused before any key is derived or sent.
    await page.getByLabel('Password', { exact: true }).fill('a');
    await page.getByLabel('Confirm password').fill('a');
    await page.getByRole('button', { name: 'COMPLETE REGISTRATION' }).click();
    await expect(page.getByText('Min required is 8')).toBeVisible();
    await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
    // First and last name are optional; the password has a show/hide toggle.
    const password = page.getByLabel('Password', { exact: true });
    await expect(password).toHaveAttribute('type', 'password');
    await page.locator('.mantine-PasswordInput-visibilityToggle').first().click();
    await expect(password).toHaveAttribute('type', 'text');
  });

  test('reset: confirm password must match', async ({ page }) => {
    await page.goto('/#/home/pwreset2?email=a%40example.com&token=t');
    await page.getByLabel('New password').fill('one');
    await page.getByLabel('Confirm password').fill('two');
    await page.getByRole('button', { name: 'RESET PASSWORD' }).click();
    await expect(page.getByText('Passwords are not matching')).toBeVisible();
  });

  test('emails are trimmed and lower-cased before they are sent', async ({ page }) => {
    await page.goto('/#/home/pwreset');
    const sent = page.waitForRequest('**/api/accounts/reset');
    await page.getByLabel('Email').fill('  Mixed.Case@Example.COM  ');
    await page.getByRole('button', { name: 'RESET PASSWORD' }).click();
    expect((await sent).postDataJSON()).toEqual({ email: 'mixed.case@example.com' });
  });

  test('the sign-up form prefills the email from the query, and the spam hint appears after 5 minutes', async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto('/#/home/register?email=sailor%40example.com');
    await expect(page.getByLabel('Email')).toHaveValue('sailor@example.com');
    await page.getByRole('button', { name: 'REGISTER' }).click();
    await expect(page.getByRole('alert')).toHaveText('Verify your email to complete the registration.');
    await expect(page.getByTestId('spam-hint')).toHaveCount(0);
    // The installed clock also flows with real time (seconds on a loaded machine): a margin of 15 s.
    await page.clock.runFor(4 * 60 * 1000 + 45 * 1000);
    await expect(page.getByTestId('spam-hint')).toHaveCount(0);
    await page.clock.runFor(20_000);
    await expect(page.getByTestId('spam-hint')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Return to Main' })).toHaveAttribute('href', '#/home/login');
  });
});

test.describe('alert banner', () => {
  test('an error with a Retry action is not dismissable, and Retry calls again', async ({ page }) => {
    let calls = 0;
    await page.route('**/api/accounts/register', (route) => {
      calls += 1;
      return route.fulfill({
        status: 500,
        json: { code: 'internal', error: 'Internal error', details: null },
      });
    });
    await page.goto('/#/home/register');
    await page.getByLabel('Email').fill('retry@example.com');
    await page.getByRole('button', { name: 'REGISTER' }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Internal error, please try again');
    await expect(alert.getByRole('button', { name: 'Dismiss' })).toHaveCount(0);
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect.poll(() => calls).toBe(2);
    await expect(page.getByRole('alert')).toContainText('Internal error, please try again');
  });

  test('a plain error is dismissable and is cleared by a route change', async ({ page }) => {
    await page.goto('/#/home/login');
    await page.getByLabel('Email').fill('nobody@example.com');
    await page.getByLabel('Password', { exact: true }).fill('whatever');
    await page.getByRole('button', { name: 'LOGIN' }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toHaveText('Invalid credentials');
    await alert.getByRole('button', { name: 'Dismiss' }).click();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await page.getByRole('button', { name: 'LOGIN' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid credentials');
    await page.getByRole('link', { name: 'Register your account' }).click();
    await expect(page).toHaveURL(/#\/home\/register$/);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  const statuses: [number, string][] = [
    [400, 'Invalid request, verify your information'],
    [404, 'Page was not found'],
    [500, 'Internal error, please try again'],
    [502, 'Connection error'],
  ];
  for (const [status, message] of statuses) {
    test(`a login answered ${status} shows "${message}"`, async ({ page }) => {
      await page.route('**/api/sessions/create', (route) =>
        route.fulfill({ status, json: { code: 'x', error: 'x', details: null } }),
      );
      await page.goto('/#/home/login');
      await page.getByLabel('Email').fill('someone@example.com');
      await page.getByLabel('Password', { exact: true }).fill('whatever');
      await page.getByRole('button', { name: 'LOGIN' }).click();
      await expect(page.getByRole('alert')).toHaveText(message);
    });
  }

  test('a server that cannot be reached is a connection error', async ({ page }) => {
    await page.route('**/api/sessions/create', (route) => route.abort('connectionrefused'));
    await page.goto('/#/home/login');
    await page.getByLabel('Email').fill('someone@example.com');
    await page.getByLabel('Password', { exact: true }).fill('whatever');
    await page.getByRole('button', { name: 'LOGIN' }).click();
    await expect(page.getByRole('alert')).toHaveText('Connection error');
  });
});

test.describe('loading feedback', () => {
  test('the loading bar shows with the first request and hides 100 ms after the last', async ({ page }) => {
    await page.addInitScript(() => {
      const log: { event: string; at: number }[] = [];
      (window as unknown as { loadingLog: typeof log }).loadingLog = log;
      const originalFetch = window.fetch.bind(window);
      window.fetch = async (...args) => {
        const url = String(args[0]);
        if (url.includes('/api/')) log.push({ event: 'request-start', at: performance.now() });
        try {
          return await originalFetch(...args);
        } finally {
          if (url.includes('/api/')) log.push({ event: 'request-end', at: performance.now() });
        }
      };
      new MutationObserver(() => {
        const visible = Boolean(document.querySelector('[data-testid="loading-bar"]'));
        const last = log.filter((entry) => entry.event.startsWith('bar')).at(-1);
        if (visible && last?.event !== 'bar-shown') log.push({ event: 'bar-shown', at: performance.now() });
        if (!visible && last?.event === 'bar-shown') log.push({ event: 'bar-hidden', at: performance.now() });
      }).observe(document, { childList: true, subtree: true });
    });
    await page.route('**/api/sessions/create', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.fulfill({
        status: 403,
        json: { code: 'forbidden', error: 'Invalid credentials', details: null },
      });
    });
    await page.goto('/#/home/login');
    await page.getByLabel('Email').fill('slow@example.com');
    await page.getByLabel('Password', { exact: true }).fill('whatever');
    await page.getByRole('button', { name: 'LOGIN' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid credentials');
    await expect(page.getByTestId('loading-bar')).toHaveCount(0);
    const log = await page.evaluate(
      () => (window as unknown as { loadingLog: { event: string; at: number }[] }).loadingLog,
    );
    const start = log.find((entry) => entry.event === 'request-start');
    const end = log.filter((entry) => entry.event === 'request-end').at(-1);
    const shown = log.find((entry) => entry.event === 'bar-shown');
    const hidden = log.find((entry) => entry.event === 'bar-hidden');
    expect(start && end && shown && hidden).toBeTruthy();
    if (!start || !end || !shown || !hidden) return;
    expect(shown.at).toBeGreaterThanOrEqual(start.at);
    expect(shown.at - start.at).toBeLessThan(100);
    expect(hidden.at - end.at).toBeGreaterThanOrEqual(95);
    // Generous: a loaded CI machine delays timers, never advances them.
    expect(hidden.at - end.at).toBeLessThan(1500);
  });

  test('a button shows a loading indicator while its request runs', async ({ page }) => {
    // The answer is held until the indicator was seen: a fixed delay raced a loaded machine.
    let answer: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      answer = resolve;
    });
    await page.route('**/api/accounts/reset', async (route) => {
      await held;
      await route.fulfill({ json: {} });
    });
    await page.goto('/#/home/pwreset');
    await page.getByLabel('Email').fill('wait@example.com');
    await page.getByRole('button', { name: 'RESET PASSWORD' }).click();
    await expect(page.getByRole('button', { name: 'RESET PASSWORD' })).toHaveAttribute(
      'data-loading',
      'true',
    );
    answer();
    await expect(page.getByRole('status')).toContainText('wait@example.com');
  });
});

test.describe('session', () => {
  test('any 401 clears the session and goes to login', async ({ page, server }) => {
    await useSession(page, await createAccount(server, uniqueEmail('expiring')));
    await page.goto('/#/dashboard/projects');
    await expect(page.getByRole('heading', { name: 'Projects' })).toBeVisible();
    await page.route('**/api/session', (route) =>
      route.fulfill({ status: 401, json: { code: 'unauthorized', error: 'Invalid session', details: null } }),
    );
    await page.clock.install();
    await page.reload();
    await expect(page).toHaveURL(/#\/home\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('keelson.session'))).toBeNull();
  });

  test('the session is refreshed every 120000 ms', async ({ page, server }) => {
    await page.clock.install();
    await useSession(page, await createAccount(server, uniqueEmail('refresher')));
    let fetches = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/session')) fetches += 1;
    });
    const firstAnswer = page.waitForResponse((response) => response.url().endsWith('/api/session'));
    await page.goto('/#/dashboard/projects');
    await expect(page.getByRole('heading', { name: 'Projects' })).toBeVisible();
    await firstAnswer;
    // A loaded machine may see a second early read: time jumps only once the reads have settled.
    await expect
      .poll(async () => {
        const before = fetches;
        await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
        return fetches === before;
      })
      .toBe(true);
    // The interval counts from the mount or from the last answer, both a little before this point:
    // no read in the next minute, exactly one by 122 s.
    const settled = fetches;
    await page.clock.runFor(60_000);
    expect(fetches).toBe(settled);
    await page.clock.runFor(62_000);
    await expect.poll(() => fetches).toBe(settled + 1);
  });

  test('sign-in with the password goes to the 2FA offer for accounts without it', async ({
    page,
    server,
  }) => {
    const email = uniqueEmail('plain');
    await createAccount(server, email);
    await page.goto('/#/home/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'LOGIN' }).click();
    await expect(page).toHaveURL(/#\/home\/2fa-activation$/);
    await expect(page).toHaveTitle('Activate Two-Factor Authentication - Keelson');

    // Offered once: the next sign-in goes to the dashboard, and the profile keeps the offer.
    await page.getByRole('button', { name: 'Skip for now' }).click();
    await expect(page).toHaveURL(/#\/dashboard\/projects$/);
    await page.getByRole('navigation', { name: 'Dashboard navigation' }).getByText('Sign out').click();
    await expect(page).toHaveURL(/#\/home\/login/);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'LOGIN' }).click();
    await expect(page).toHaveURL(/#\/dashboard\/projects$/);
    await page.goto('/#/dashboard/profile');
    const twoFactor = page.getByRole('region', { name: 'Two-factor authentication' });
    await expect(twoFactor).toContainText('Off');
    await twoFactor.getByRole('link', { name: 'Activate 2FA' }).click();
    await expect(page).toHaveURL(/#\/home\/2fa-activation$/);
    await expect(page.getByRole('button', { name: 'Activate 2FA' })).toBeVisible();
  });
});

test("the API's field message reaches the form: under the input it concerns, focused", async ({
  page,
  server,
}) => {
  const expert = await createAccount(server, uniqueEmail('field.expert'));
  const { project } = await createMaintenanceWorld(apiAs(server, expert.token), {
    ship: 'MV Shag',
    imo: '9412372',
    orderNumber: 'PO-2026-0303',
    supplierEmail: uniqueEmail('field.supplier'),
  });
  await useSession(page, expert);
  await page.goto(`/#/dashboard/projects/${project.id}`);
  await page.getByRole('tab', { name: 'Permissions' }).click();
  const grant = page.getByRole('form', { name: 'Grant permission' });
  await grant.getByLabel('Email').fill(uniqueEmail('field.crew'));
  // The browser takes year 2300; the API does not (dates between 1900 and 2200) and says why.
  await grant.getByLabel('Valid until').fill('2300-01-01T10:00');
  await grant.getByRole('button', { name: 'Grant' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Invalid request, verify your information' }),
  ).toBeVisible();
  await expect(grant.getByText('Must be a real date between 1900 and 2200')).toBeVisible();
  await expect(grant.getByLabel('Valid until')).toBeFocused();
});
