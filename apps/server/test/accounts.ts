import { deriveAccountKey } from '@keelson/domain';
import { expect } from 'vitest';
import type { TestApp } from './harness.ts';

export const PASSWORD = 'Seaworthy-2026!';

/** The query parameters of the last mailed link to `email` that leads to `route`. */
export async function mailedLink(t: TestApp, email: string, route: string) {
  const mails = (await t.mails()).filter((mail) => mail.to === email);
  const link = mails
    .flatMap((mail) => mail.links)
    .reverse()
    .find((url) => url.includes(`#/${route}?`));
  expect(link, `a mailed link to ${route} for ${email}`).toBeDefined();
  const query = new URLSearchParams((link as string).split('?')[1]);
  return { email: query.get('email') ?? '', token: query.get('token') ?? '', link: link as string };
}

export async function lastCode(t: TestApp, email: string): Promise<string> {
  const mails = (await t.mails()).filter(
    (mail) => mail.to === email && mail.subject.includes('security code'),
  );
  const code = mails.at(-1)?.text.match(/\b(\d{6})\b/)?.[1];
  expect(code, `a mailed code for ${email}`).toBeDefined();
  return code as string;
}

/** Signs up through the API as a user would: request, mailed link, completion. */
export async function signUp(
  t: TestApp,
  email: string,
  password = PASSWORD,
  names = { first_name: 'Jane', last_name: 'Doe' },
) {
  const register = await t.app.inject({ method: 'POST', url: '/api/accounts/register', payload: { email } });
  expect(register.statusCode).toBe(200);
  const { token } = await mailedLink(t, email, 'home/register2');
  const complete = await t.app.inject({
    method: 'POST',
    url: '/api/accounts/register-token',
    payload: { email, account_key: await deriveAccountKey(email, password), verify_token: token, ...names },
  });
  expect(complete.statusCode).toBe(200);
  return complete.json() as {
    token: string;
    id: string;
    account_id: string;
    user_id: string;
    expires_at: string;
  };
}

export async function signIn(t: TestApp, email: string, password = PASSWORD) {
  return t.app.inject({
    method: 'POST',
    url: '/api/sessions/create',
    payload: { email, grant_type: 'password', account_key: await deriveAccountKey(email, password) },
  });
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
