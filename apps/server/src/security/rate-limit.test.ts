import { deriveAccountKey } from '@keelson/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { RATE_LIMITS } from './rate-limit.ts';

describe('failed sign-ins are throttled per client, not locked per account (NIST SP 800-63B 5.2.2)', () => {
  let t: TestApp;
  const signInFrom = async (address: string, password?: string) => {
    return t.app.inject({
      method: 'POST',
      url: '/api/sessions/create',
      headers: { 'x-forwarded-for': address },
      payload: {
        email: 'owner@example.com',
        grant_type: 'password',
        account_key: await deriveAccountKey('owner@example.com', password ?? 'Seaworthy-2026!'),
      },
    });
  };
  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: 'true' } });
    await signUp(t, 'owner@example.com');
  });
  afterAll(() => t.close());

  it('an attacker waits longer and longer while the owner, elsewhere, gets in at once', async () => {
    const waits: number[] = [];
    for (let attempt = 1; attempt <= 9; attempt++) {
      const res = await signInFrom('203.0.113.66', 'wrong guess');
      if (res.statusCode === 429) {
        expect(res.json()).toMatchObject({
          code: 'too_many_requests',
          error: expect.stringMatching(/^Too many attempts\. Please wait \d+ seconds and try again\.$/),
        });
        waits.push(Number(res.headers['retry-after']));
        // Let the wait pass, then guess again: the next wait is longer.
        t.clock.advance(Number(res.headers['retry-after']) * 1000);
        expect((await signInFrom('203.0.113.66', 'wrong guess')).statusCode).toBe(403);
      } else {
        expect(res.statusCode).toBe(403);
      }
    }
    expect(waits.length).toBeGreaterThanOrEqual(3);
    expect(waits).toEqual([...waits].sort((a, b) => a - b));
    expect(waits.at(-1)).toBeGreaterThan(waits[0] ?? 0);
    // Throttled right now, yet the owner with the right key from her own address is not held up.
    expect((await signInFrom('203.0.113.66')).statusCode).toBe(429);
    expect((await signInFrom('198.51.100.7')).statusCode).toBe(200);
    // Once the wait is over, the right key works from the attacker's address too.
    t.clock.advance(15 * MINUTE);
    expect((await signInFrom('203.0.113.66')).statusCode).toBe(200);
  });
});

const MINUTE = 60 * 1000;

describe('rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await signUp(t, 'target@example.com');
  });
  afterAll(() => t.close());

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
