import { deriveAccountKey } from '@keelson/domain';
import type { Page } from '@playwright/test';
import type { KeelsonServer } from './fixtures.ts';

export const PASSWORD = 'Seaworthy-2026!';
let counter = 0;

/** A unique address per call, so tests sharing a worker's server never collide. */
export function uniqueEmail(name: string) {
  counter += 1;
  return `${name}.${Date.now().toString(36)}${counter}@example.com`;
}

/**
 * Setup calls come as from a client of their own (the servers trust X-Forwarded-For in these
 * tests), so the per-address sign-up limit counts journeys' own sign-ups, not the setup's.
 */
function setupClientAddress() {
  return `203.0.113.${(counter % 250) + 1}`;
}

async function post(server: KeelsonServer, path: string, body: unknown) {
  const res = await fetch(`${server.baseURL}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': setupClientAddress() },
    body: JSON.stringify(body),
  });
  const json = await res.json();
  if (!res.ok) throw new Error(`${path}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

/**
 * Creates an account through the API and the real mailed link, as a setup step for a journey; its
 * user is "Test User" unless the journey names them (a trail that says who did what).
 */
export async function createAccount(
  server: KeelsonServer,
  email: string,
  password = PASSWORD,
  name = { first: 'Test', last: 'User' },
) {
  const before = server.mails.length;
  await post(server, '/accounts/register', { email });
  const mail = await server.nextMail(email, before);
  const link = mail.links.find((url) => url.includes('#/home/register2?')) ?? '';
  const token = new URLSearchParams(link.split('?')[1]).get('token');
  return post(server, '/accounts/register-token', {
    email,
    account_key: await deriveAccountKey(email, password),
    verify_token: token,
    first_name: name.first,
    last_name: name.last,
  }) as Promise<{ token: string; id: string; expires_at: string; account_id: string; user_id: string }>;
}

/** Puts a real session into the browser, as the sign-in form would. */
export async function useSession(page: Page, session: object) {
  await page.goto('/#/home/login');
  await page.evaluate((value) => localStorage.setItem('keelson.session', JSON.stringify(value)), session);
  await page.reload();
  // A signed-in visitor of the login page is sent on; wait for that before going elsewhere.
  await page.waitForURL(/#\/(home\/2fa-activation|dashboard\/projects)$/);
}
