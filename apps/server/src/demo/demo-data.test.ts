import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { loadConfig } from '../config.ts';
import { accounts } from '../db/schema/index.ts';
import { DEMO_ACCOUNTS, ensureDemoData, wantsDemoData } from './demo-data.ts';

describe('demo data', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it.each([
    ['auto', 'pglite', true],
    ['auto', 'postgres', false],
    ['true', 'postgres', true],
    ['false', 'pglite', false],
  ] as const)('KEELSON_DEMO=%s on %s → %s', (demo, kind, expected) => {
    expect(wantsDemoData(loadConfig({ KEELSON_DEMO: demo }), kind)).toBe(expected);
  });

  it('creates the demo accounts once; they can sign in', async () => {
    await ensureDemoData(t.db);
    await ensureDemoData(t.db);
    expect((await t.db.select({ n: count() }).from(accounts))[0]?.n).toBe(DEMO_ACCOUNTS.length);
    for (const demo of DEMO_ACCOUNTS) {
      expect((await signIn(t, demo.email, demo.password)).statusCode).toBe(200);
    }
  });
});
