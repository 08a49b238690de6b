import { deriveAccountKey } from '@keelson/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bearer, mailedLink, signIn, signUp } from '../../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';

const HOUR = 60 * 60 * 1000;

describe('password reset', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await signUp(t, 'rita@example.com', 'old password');
  });
  afterAll(() => t.close());
  beforeEach(() => t.clock.advance(2 * HOUR));

  const complete = async (token: string, password: string, email = 'rita@example.com') =>
    t.app.inject({
      method: 'POST',
      url: '/api/accounts/reset-token',
      payload: { email, account_key: await deriveAccountKey(email, password), reset_token: token },
    });

  it('mails a single-use link; the new password works, the old one and old sessions do not', async () => {
    const oldSession = (await signIn(t, 'rita@example.com', 'old password')).json();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/reset',
      payload: { email: 'Rita@Example.com' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({});
    const link = await mailedLink(t, 'rita@example.com', 'home/pwreset2');
    expect(link.link.startsWith('http://keelson.test/#/home/pwreset2?')).toBe(true);
    expect((await complete(link.token, 'new password')).statusCode).toBe(200);
    expect((await signIn(t, 'rita@example.com', 'new password')).statusCode).toBe(200);
    expect((await signIn(t, 'rita@example.com', 'old password')).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/session', headers: bearer(oldSession.token) }))
        .statusCode,
    ).toBe(401);
    const reused = await complete(link.token, 'third password');
    expect(reused.statusCode).toBe(400);
    expect(reused.json().details).toBe('invalid token');
    expect((await signIn(t, 'rita@example.com', 'new password')).statusCode).toBe(200);
  });

  it('answers the same for an unknown address and mails nothing', async () => {
    const before = (await t.mails()).length;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/reset',
      payload: { email: 'ghost@example.com' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({});
    expect((await t.mails()).length).toBe(before);
  });

  it('an existing and an unknown address cause the same work: one queued job, nothing else written', async () => {
    const state = async () => {
      const rows = (await t.db.execute(
        sql`select (select count(*)::int from password_resets) as resets,
                   (select count(*)::int from pgboss.job where name = 'password-reset' and state = 'created') as jobs`,
      )) as unknown as { rows: { resets: number; jobs: number }[] };
      return rows.rows[0];
    };
    await t.mails();
    const start = await state();
    for (const email of ['rita@example.com', 'nobody-here@example.com']) {
      const before = await state();
      const res = await t.app.inject({ method: 'POST', url: '/api/accounts/reset', payload: { email } });
      expect(res.statusCode).toBe(200);
      expect(await state()).toEqual({ resets: before?.resets, jobs: (before?.jobs ?? 0) + 1 });
    }
    // The worker then mails the one with an account, and only it.
    const mailsBefore = (await t.mails()).length;
    expect(mailsBefore).toBeGreaterThan(0);
    expect((await state())?.resets).toBe((start?.resets ?? 0) + 1);
  });

  it('a link expires after an hour', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/accounts/reset',
      payload: { email: 'rita@example.com' },
    });
    const link = await mailedLink(t, 'rita@example.com', 'home/pwreset2');
    t.clock.advance(HOUR + 1000);
    expect((await complete(link.token, 'late password')).statusCode).toBe(400);
    expect((await signIn(t, 'rita@example.com', 'late password')).statusCode).toBe(403);
  });

  it('a wrong token or another address is refused, nothing changed', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/accounts/reset',
      payload: { email: 'rita@example.com' },
    });
    const link = await mailedLink(t, 'rita@example.com', 'home/pwreset2');
    await signUp(t, 'mallory@example.com', 'mallory password');
    expect((await complete('wrong-token', 'x')).statusCode).toBe(400);
    expect((await complete(link.token, 'taken over', 'mallory@example.com')).statusCode).toBe(400);
    expect((await signIn(t, 'mallory@example.com', 'mallory password')).statusCode).toBe(200);
  });

  it.each([
    [{}, 'empty'],
    [{ email: 'rita@example.com', reset_token: 't' }, 'no key'],
    [{ email: 'bad', account_key: 'a'.repeat(40), reset_token: 't' }, 'bad email'],
  ])('completion with %j → 400 (%s)', async (payload, _reason) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/accounts/reset-token', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('validation');
  });
});
