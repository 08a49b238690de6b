import { deriveAccountKey } from '@keelson/domain';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, mailedLink, PASSWORD, signIn, signUp } from '../../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { accounts, registrations, users } from '../../db/schema/index.ts';

const HOUR = 60 * 60 * 1000;

describe('sign-up by e-mail link', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const rows = async () => ({
    accounts: (await t.db.select({ n: count() }).from(accounts))[0]?.n,
    users: (await t.db.select({ n: count() }).from(users))[0]?.n,
    registrations: (await t.db.select({ n: count() }).from(registrations))[0]?.n,
  });

  it('mails a link, completes with it, signs in, and lower-cases the address', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/register',
      payload: { email: '  Erika@Example.COM ' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({});
    const link = await mailedLink(t, 'erika@example.com', 'home/register2');
    expect(link.link.startsWith('http://keelson.test/#/home/register2?')).toBe(true);
    expect(link.email).toBe('erika@example.com');
    const complete = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/register-token',
      payload: {
        email: 'erika@example.com',
        account_key: await deriveAccountKey('erika@example.com', PASSWORD),
        first_name: ' Erika ',
        last_name: 'Mustermann',
        verify_token: link.token,
      },
    });
    expect(complete.statusCode).toBe(200);
    const session = complete.json();
    expect(session).toMatchObject({
      token: expect.any(String),
      id: expect.any(String),
      account_id: expect.any(String),
    });
    const me = await t.app.inject({ method: 'GET', url: '/api/my-account', headers: bearer(session.token) });
    expect(me.json()).toEqual({ id: session.account_id, is2FAEnabled: false, is2FAOffered: false });
    const [user] = await t.db.select().from(users);
    expect(user).toMatchObject({ email: 'erika@example.com', firstName: 'Erika', lastName: 'Mustermann' });
    expect((await signIn(t, 'erika@example.com')).statusCode).toBe(200);
  });

  it('stores only an Argon2id hash of the key', async () => {
    const [account] = await t.db.select().from(accounts);
    expect(account?.keyHash.startsWith('$argon2id$')).toBe(true);
    expect(account?.keyHash).not.toContain(await deriveAccountKey('erika@example.com', PASSWORD));
  });

  it('a used link does not work twice', async () => {
    const link = await mailedLink(t, 'erika@example.com', 'home/register2');
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/register-token',
      payload: {
        email: 'erika@example.com',
        account_key: await deriveAccountKey('erika@example.com', 'x'),
        verify_token: link.token,
      },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'invalid_token', details: 'invalid token' });
  });

  it('answers the same for an address that has an account, and mails a sign-in hint instead', async () => {
    const before = await rows();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/register',
      payload: { email: 'erika@example.com' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({});
    expect(await rows()).toEqual(before);
    const mails = (await t.mails()).filter((mail) => mail.to === 'erika@example.com');
    expect(mails.at(-1)?.subject).toContain('already have an account');
  });

  it('an unknown or wrong token is 400 invalid token, nothing written', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/accounts/register',
      payload: { email: 'max@example.com' },
    });
    const before = await rows();
    for (const [email, token] of [
      ['max@example.com', 'not-the-token'],
      ['other@example.com', (await mailedLink(t, 'max@example.com', 'home/register2')).token],
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/accounts/register-token',
        payload: {
          email,
          account_key: await deriveAccountKey(email as string, PASSWORD),
          verify_token: token,
        },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 'invalid_token', error: 'Invalid token', details: 'invalid token' });
    }
    expect(await rows()).toEqual(before);
  });

  it('an expired link (after 24 hours) is refused and the sign-up is deleted', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/accounts/register',
      payload: { email: 'late@example.com' },
    });
    const link = await mailedLink(t, 'late@example.com', 'home/register2');
    t.clock.advance(24 * HOUR + 1000);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/register-token',
      payload: {
        email: 'late@example.com',
        account_key: await deriveAccountKey('late@example.com', PASSWORD),
        verify_token: link.token,
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toBe('invalid token');
    // The next sign-up request sweeps the expired ones away.
    await t.app.inject({
      method: 'POST',
      url: '/api/accounts/register',
      payload: { email: 'sweeper@example.com' },
    });
    const left = await t.db.select({ email: registrations.email }).from(registrations);
    expect(left.map((row) => row.email)).toEqual(['sweeper@example.com']);
  });

  it.each([
    [{}, 'missing email'],
    [{ email: 'not-an-address' }, 'invalid email'],
    [{ email: 'jürgen@example.com' }, 'non-ASCII local part'],
    [{ email: 'a@exämple.com' }, 'non-ASCII domain'],
    [{ email: 42 }, 'wrong type'],
  ])('register with %j → 400 (%s)', async (payload, _reason) => {
    const before = await rows();
    const res = await t.app.inject({ method: 'POST', url: '/api/accounts/register', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('validation');
    expect(await rows()).toEqual(before);
  });

  it.each([
    [{ email: 'max@example.com', verify_token: 't' }, 'no key'],
    [{ email: 'max@example.com', account_key: 'short', verify_token: 't' }, 'malformed key'],
    [{ email: 'max@example.com', account_key: 'a'.repeat(40) }, 'no token'],
    [
      {
        email: 'max@example.com',
        account_key: 'a'.repeat(40),
        verify_token: 't',
        first_name: 'x'.repeat(101),
      },
      'name too long',
    ],
  ])('complete with %j → 400 (%s)', async (payload, _reason) => {
    const before = await rows();
    const res = await t.app.inject({ method: 'POST', url: '/api/accounts/register-token', payload });
    expect(res.statusCode).toBe(400);
    expect(await rows()).toEqual(before);
  });

  it('malformed JSON is 400 JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: expect.any(String), error: expect.any(String) });
  });

  it('with e-mail verification off, the answer carries the token and no mail goes out', async () => {
    const closed = await createTestApp({ env: { EMAIL_VERIFICATION: 'false' } });
    try {
      const res = await closed.app.inject({
        method: 'POST',
        url: '/api/accounts/register',
        payload: { email: 'demo@example.com' },
      });
      expect(res.statusCode).toBe(200);
      const token = res.json().verify_token;
      expect(token).toEqual(expect.any(String));
      expect(await closed.mails()).toEqual([]);
      const complete = await closed.app.inject({
        method: 'POST',
        url: '/api/accounts/register-token',
        payload: {
          email: 'demo@example.com',
          account_key: await deriveAccountKey('demo@example.com', PASSWORD),
          verify_token: token,
        },
      });
      expect(complete.statusCode).toBe(200);
    } finally {
      await closed.close();
    }
  });

  it('signUp helper works for later suites', async () => {
    const session = await signUp(t, 'helper@example.com');
    expect(session.token).toEqual(expect.any(String));
  });
});
