import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, signUp } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { RATE_LIMITS } from './rate-limit.ts';

const MINUTE = 60 * 1000;

describe('rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await signUp(t, 'target@example.com');
  });
  afterAll(() => t.close());

  it('sign-in per account: 429 with a clear message after the limit, open again after the window', async () => {
    t.clock.advance(20 * MINUTE);
    const limit = RATE_LIMITS.signInPerAccount.limit;
    for (let attempt = 1; attempt <= limit; attempt++) {
      expect((await signIn(t, 'target@example.com', 'guess')).statusCode).toBe(403);
    }
    const blocked = await signIn(t, 'target@example.com');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({
      code: 'too_many_requests',
      error: expect.stringMatching(/^Too many attempts\. Please wait \d+ seconds and try again\.$/),
    });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    t.clock.advance(RATE_LIMITS.signInPerAccount.windowSeconds * 1000 + 1000);
    expect((await signIn(t, 'target@example.com')).statusCode).toBe(200);
  });

  it('sign-in per address: many accounts from one client are stopped too', async () => {
    t.clock.advance(20 * MINUTE);
    const limit = RATE_LIMITS.signInPerIp.limit;
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= limit; attempt++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/sessions/create',
        payload: {
          email: `probe${attempt}@example.com`,
          grant_type: 'password',
          account_key: 'a'.repeat(40),
        },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, limit).every((status) => status === 403)).toBe(true);
    expect(statuses[limit]).toBe(429);
  });

  it.each([
    ['/api/accounts/register', RATE_LIMITS.signUpPerEmail.limit],
    ['/api/accounts/reset', RATE_LIMITS.resetPerEmail.limit],
  ])('%s per address: the mails stop after %i requests', async (url, limit) => {
    t.clock.advance(2 * 60 * MINUTE);
    const email = `spam-${url.length}@example.com`;
    for (let attempt = 1; attempt <= limit; attempt++) {
      expect((await t.app.inject({ method: 'POST', url, payload: { email } })).statusCode).toBe(200);
    }
    expect((await t.app.inject({ method: 'POST', url, payload: { email } })).statusCode).toBe(429);
  });

  it('code requests per client address', async () => {
    t.clock.advance(20 * MINUTE);
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= RATE_LIMITS.codePerIp.limit; attempt++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/sessions/2fa-challenge',
        payload: { security_token: 'x' },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, -1).every((status) => status === 403)).toBe(true);
  });

  describe('the client address', () => {
    const signUpFrom = (app: TestApp, address: string, n: number) =>
      app.app.inject({
        method: 'POST',
        url: '/api/accounts/register',
        headers: { 'x-forwarded-for': address },
        payload: { email: `from-${address}-${n}@example.com` },
      });

    it('ignores X-Forwarded-For unless TRUST_PROXY is set, so a client cannot pick its address', async () => {
      t.clock.advance(2 * 60 * MINUTE);
      const statuses: number[] = [];
      for (let n = 0; n <= RATE_LIMITS.signUpPerIp.limit; n++) {
        statuses.push((await signUpFrom(t, `203.0.113.${n + 1}`, n)).statusCode);
      }
      expect(statuses.at(-1)).toBe(429);
    });

    it('behind a proxy (TRUST_PROXY=true) counts each forwarded client on its own', async () => {
      const proxied = await createTestApp({ env: { TRUST_PROXY: 'true' } });
      try {
        for (let n = 0; n < RATE_LIMITS.signUpPerIp.limit; n++) {
          expect((await signUpFrom(proxied, '203.0.113.7', n)).statusCode).toBe(200);
        }
        expect((await signUpFrom(proxied, '203.0.113.7', 99)).statusCode).toBe(429);
        expect((await signUpFrom(proxied, '203.0.113.8', 0)).statusCode).toBe(200);
      } finally {
        await proxied.close();
      }
    });
  });
});
