import { deriveAccountKey } from '@keelson/domain';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bearer, lastCode, PASSWORD, signIn, signUp } from '../../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { sessions } from '../../db/schema/index.ts';

const MINUTE = 60 * 1000;

describe('sessions', () => {
  let t: TestApp;
  let jane: Awaited<ReturnType<typeof signUp>>;
  beforeAll(async () => {
    t = await createTestApp();
    jane = await signUp(t, 'jane@example.com');
  });
  afterAll(() => t.close());

  it('signs in with the account key and answers the session', async () => {
    const res = await signIn(t, 'JANE@example.com ');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      token: expect.any(String),
      id: expect.any(String),
      expires_at: expect.any(String),
      account_id: jane.account_id,
      user_id: jane.user_id,
    });
    const session = await t.app.inject({ method: 'GET', url: '/api/session', headers: bearer(body.token) });
    expect(session.json()).toEqual({
      id: body.id,
      expires_at: body.expires_at,
      account_id: jane.account_id,
      user_id: jane.user_id,
    });
  });

  it('stores session tokens hashed', async () => {
    const rows = await t.db.select({ tokenHash: sessions.tokenHash }).from(sessions);
    expect(rows.every((row) => row.tokenHash !== jane.token && /^[0-9a-f]{64}$/.test(row.tokenHash))).toBe(
      true,
    );
  });

  it.each([
    ['a wrong password', 'jane@example.com', 'wrong password'],
    ['an unknown account', 'nobody@example.com', PASSWORD],
  ])('%s is 403 Invalid credentials', async (_name, email, password) => {
    const res = await signIn(t, email, password);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code: 'forbidden', error: 'Invalid credentials', details: null });
  });

  it.each([
    [{ email: 'jane@example.com', grant_type: 'password' }, 'no key'],
    [{ email: 'jane@example.com', grant_type: 'magic', account_key: 'a'.repeat(40) }, 'unknown grant'],
    [
      { email: 'jane@example.com', grant_type: 'otp', security_token: 't', security_code: '123' },
      'short code',
    ],
    [{ grant_type: 'password', account_key: 'a'.repeat(40) }, 'no email'],
  ])('%j → 400 (%s)', async (payload, _reason) => {
    const before = (await t.db.select({ n: count() }).from(sessions))[0]?.n;
    const res = await t.app.inject({ method: 'POST', url: '/api/sessions/create', payload });
    expect(res.statusCode).toBe(400);
    expect((await t.db.select({ n: count() }).from(sessions))[0]?.n).toBe(before);
  });

  it.each([
    ['no header', () => ({})],
    ['a made-up token', () => bearer('made-up')],
    ['another scheme', () => ({ authorization: `Basic ${jane.token}` })],
  ])('GET /session with %s is 401', async (_name, headers) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/session', headers: headers() });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'unauthorized', error: 'Invalid session' });
  });

  it('signing out ends the session; the token stops working at once', async () => {
    const session = (await signIn(t, 'jane@example.com')).json();
    const other = (await signIn(t, 'jane@example.com')).json();
    const stranger = await signUp(t, 'stranger@example.com');
    // Nobody ends another account's session.
    const foreign = await t.app.inject({
      method: 'DELETE',
      url: `/api/sessions/${session.id}`,
      headers: bearer(stranger.token),
    });
    expect(foreign.statusCode).toBe(404);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/sessions/${session.id}`,
      headers: bearer(session.token),
    });
    expect(res.statusCode).toBe(204);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/session', headers: bearer(session.token) })).statusCode,
    ).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/session', headers: bearer(other.token) })).statusCode,
    ).toBe(200);
    const bad = await t.app.inject({
      method: 'DELETE',
      url: '/api/sessions/not-a-uuid',
      headers: bearer(other.token),
    });
    expect(bad.statusCode).toBe(400);
  });

  it('a session expires after its time', async () => {
    const session = (await signIn(t, 'jane@example.com')).json();
    t.clock.advance(Date.parse(session.expires_at) - t.clock.now().getTime() + 1000);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/session', headers: bearer(session.token) })).statusCode,
    ).toBe(401);
  });
});

describe('two-factor authentication by e-mail', () => {
  let t: TestApp;
  let session: Awaited<ReturnType<typeof signUp>>;
  beforeAll(async () => {
    t = await createTestApp();
    session = await signUp(t, 'otto@example.com');
  });
  afterAll(() => t.close());
  // Each case starts in a fresh rate-limit window; the limits have their own tests.
  beforeEach(() => t.clock.advance(16 * MINUTE));

  const otp = (securityToken: string, code: string, email = 'otto@example.com') =>
    t.app.inject({
      method: 'POST',
      url: '/api/sessions/create',
      payload: { email, grant_type: 'otp', security_token: securityToken, security_code: code },
    });

  /** Asks for a (new) code by mail for a sign-in that needs the second factor. */
  const challenge = (securityToken: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/sessions/2fa-challenge',
      payload: { security_token: securityToken },
    });

  it('activation: request mails a code, a wrong code is 2fa.invalid, the right one switches it on', async () => {
    const url = `/api/accounts/${session.account_id}`;
    const request = await t.app.inject({
      method: 'POST',
      url: `${url}/request-2fa-activation`,
      headers: bearer(session.token),
    });
    expect(request.statusCode).toBe(200);
    const { securityToken } = request.json();
    const code = await lastCode(t, 'otto@example.com');
    const wrong = await t.app.inject({
      method: 'POST',
      url: `${url}/confirm-2fa-activation`,
      headers: bearer(session.token),
      payload: { securityToken, securityCode: code === '000000' ? '111111' : '000000' },
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().code).toBe('2fa.invalid');
    const right = await t.app.inject({
      method: 'POST',
      url: `${url}/confirm-2fa-activation`,
      headers: bearer(session.token),
      payload: { securityToken, securityCode: code },
    });
    expect(right.statusCode).toBe(200);
    const me = await t.app.inject({ method: 'GET', url: '/api/my-account', headers: bearer(session.token) });
    expect(me.json().is2FAEnabled).toBe(true);
  });

  it('the two-factor offer is recorded once, for one’s own account only', async () => {
    const other = await signUp(t, 'offered@example.com');
    const me = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/my-account', headers: bearer(other.token) })).json();
    expect((await me()).is2FAOffered).toBe(false);
    const offered = (accountId: string, token?: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/accounts/${accountId}/2fa-offered`,
        ...(token ? { headers: bearer(token) } : {}),
      });
    expect((await offered(other.account_id)).statusCode).toBe(401);
    expect((await offered(session.account_id, other.token)).statusCode).toBe(404);
    expect((await offered(other.account_id, other.token)).statusCode).toBe(200);
    expect((await offered(other.account_id, other.token)).statusCode).toBe(200);
    expect((await me()).is2FAOffered).toBe(true);
  });

  it('activation is only for one’s own account, and an expired code is 2fa.expired', async () => {
    const other = await signUp(t, 'eve@example.com');
    const foreign = await t.app.inject({
      method: 'POST',
      url: `/api/accounts/${session.account_id}/request-2fa-activation`,
      headers: bearer(other.token),
    });
    expect(foreign.statusCode).toBe(404);
    const unauthenticated = await t.app.inject({
      method: 'POST',
      url: `/api/accounts/${other.account_id}/request-2fa-activation`,
    });
    expect(unauthenticated.statusCode).toBe(401);
    const request = await t.app.inject({
      method: 'POST',
      url: `/api/accounts/${other.account_id}/request-2fa-activation`,
      headers: bearer(other.token),
    });
    const code = await lastCode(t, 'eve@example.com');
    t.clock.advance(10 * MINUTE + 1000);
    const late = await t.app.inject({
      method: 'POST',
      url: `/api/accounts/${other.account_id}/confirm-2fa-activation`,
      headers: bearer(other.token),
      payload: { securityToken: request.json().securityToken, securityCode: code },
    });
    expect(late.statusCode).toBe(403);
    expect(late.json().code).toBe('2fa.expired');
  });

  it('sign-in demands a code: 2fa.required with a security token, the challenge mails it, otp signs in', async () => {
    const first = await signIn(t, 'otto@example.com');
    expect(first.statusCode).toBe(403);
    const body = first.json();
    expect(body).toMatchObject({ code: '2fa.required', security_token: expect.any(String) });
    const mailsBefore = (await t.mails()).length;
    const challenged = await challenge(body.security_token);
    expect(challenged.statusCode).toBe(200);
    expect(challenged.json()).toEqual({ binding_method: 'email' });
    expect((await t.mails()).length).toBe(mailsBefore + 1);
    const code = await lastCode(t, 'otto@example.com');
    const res = await otp(body.security_token, code);
    expect(res.statusCode).toBe(200);
    expect(res.json().account_id).toBe(session.account_id);
    // A code works once.
    const again = await otp(body.security_token, code);
    expect(again.statusCode).toBe(403);
    expect(again.json().code).toBe('2fa.expired');
  });

  it('a resend replaces the code: the old one no longer works', async () => {
    const token = (await signIn(t, 'otto@example.com')).json().security_token;
    await challenge(token);
    const first = await lastCode(t, 'otto@example.com');
    await challenge(token);
    const second = await lastCode(t, 'otto@example.com');
    if (first !== second) expect((await otp(token, first)).json().code).toBe('2fa.invalid');
    expect((await otp(token, second)).statusCode).toBe(200);
  });

  it('wrong codes until lockout: after 5 failures even the right code is refused', async () => {
    const token = (await signIn(t, 'otto@example.com')).json().security_token;
    await challenge(token);
    const code = await lastCode(t, 'otto@example.com');
    const wrong = code === '999999' ? '888888' : '999999';
    for (let attempt = 1; attempt <= 5; attempt++) {
      const res = await otp(token, wrong);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: '2fa.invalid', error: 'The code you entered is incorrect.' });
    }
    const locked = await otp(token, code);
    expect(locked.statusCode).toBe(403);
    expect(locked.json()).toMatchObject({
      code: '2fa.invalid',
      error: expect.stringContaining('Too many wrong codes'),
    });
    const resend = await challenge(token);
    expect(resend.statusCode).toBe(403);
  });

  it('a code expires after 10 minutes', async () => {
    const token = (await signIn(t, 'otto@example.com')).json().security_token;
    await challenge(token);
    const code = await lastCode(t, 'otto@example.com');
    t.clock.advance(10 * MINUTE + 1000);
    const res = await otp(token, code);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('2fa.expired');
  });

  it('a code cannot be used for another account, nor an unknown token', async () => {
    const token = (await signIn(t, 'otto@example.com')).json().security_token;
    await challenge(token);
    const code = await lastCode(t, 'otto@example.com');
    expect((await otp(token, code, 'eve@example.com')).json().code).toBe('2fa.invalid');
    expect((await otp('unknown-token', code)).json().code).toBe('2fa.invalid');
    expect((await challenge('unknown')).statusCode).toBe(403);
  });

  it('the password grant still needs the right key when two-factor is on', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/sessions/create',
      payload: {
        email: 'otto@example.com',
        grant_type: 'password',
        account_key: await deriveAccountKey('otto@example.com', 'nope'),
      },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('forbidden');
  });
});
