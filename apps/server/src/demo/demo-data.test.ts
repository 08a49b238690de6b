import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { loadConfig } from '../config.ts';
import { accounts, buckets, permissions, projects, teams } from '../db/schema/index.ts';
import { DEMO_ACCOUNTS, ensureDemoData, wantsDemoData } from './demo-data.ts';
import { DEMO_TEAM_NAME } from './demo-organisation.ts';

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

  it('creates the expert team, its buckets, two ship projects and the crew grant once', async () => {
    await ensureDemoData(t.db);
    const counted = async (table: typeof teams | typeof buckets | typeof projects | typeof permissions) =>
      (await t.db.select({ n: count() }).from(table))[0]?.n;
    expect(await counted(teams)).toBe(1);
    expect(await counted(buckets)).toBe(2);
    expect(await counted(projects)).toBe(2);
    expect(await counted(permissions)).toBe(1);
    const [team] = await t.db.select().from(teams);
    expect(team).toMatchObject({ name: DEMO_TEAM_NAME, availableFeatures: ['ihm.expert', 'ihm.maint'] });
  });

  it('the expert manages both projects; the crew user sees only MV Nordlicht, as crew', async () => {
    const session = async (email: string) => ({
      authorization: `Bearer ${(await signIn(t, email, 'keelson-demo')).json().token}`,
    });
    const list = async (email: string) =>
      (await t.app.inject({ method: 'GET', url: '/api/my-projects', headers: await session(email) })).json();
    const expert = await list('expert@demo.keelson');
    expect(expert.items.map((p: { ship: { imo: string } }) => p.ship.imo).sort()).toEqual([
      '9300001',
      '9300002',
    ]);
    for (const project of expert.items) {
      expect(project.capabilities).toContain('ihm.maint.is_manager');
      expect(project.expert_bucket).toMatchObject({ role: 'ihm_expert' });
    }
    const crew = await list('crew@demo.keelson');
    expect(crew.items).toHaveLength(1);
    expect(crew.items[0]).toMatchObject({
      name: 'IHM MV Nordlicht',
      ship: { name: 'MV Nordlicht', imo: '9300001' },
      access_mode: 'READWRITE',
      capabilities: ['ihm.maint.is_crew'],
      maintenance_bucket: { role: 'ihm_maint', dataowner_name: DEMO_TEAM_NAME },
    });
  });
});
