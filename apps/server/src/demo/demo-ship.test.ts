import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import {
  attachments,
  checkImages,
  checks,
  deckplans,
  decks,
  itemInstallations,
  itemRemovals,
  itemStorages,
  projects,
  purchaseOrderItems,
  signatures,
  surveyResults,
  tags,
  vscpEntries,
} from '../db/schema/index.ts';
import { deckplanTilesJob } from '../modules/decks/deckplan-tiles.job.ts';
import { ensureDemoData } from './demo-data.ts';
import { DEMO_DECKS } from './demo-decks.ts';
import { DEMO_SHIPS } from './demo-organisation.ts';

describe("demo data of the ship's half: decks, inventory, survey, tags", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await ensureDemoData(t.deps);
  });
  afterAll(() => t.close());

  it('gives every demo ship its decks with a plan each, tiled in the background', async () => {
    const rows = await t.db
      .select({ deck: decks.name, state: deckplans.imageState, project: decks.projectId })
      .from(deckplans)
      .innerJoin(decks, eq(decks.id, deckplans.deckId));
    expect(new Set(rows.map((row) => row.project)).size).toBe(DEMO_SHIPS.length);
    expect(rows).toHaveLength(DEMO_SHIPS.length * DEMO_DECKS.length);
    expect(await t.deps.jobs.workOff(deckplanTilesJob, { limit: 1 })).toBe(1);
    const ready = await t.db.select().from(deckplans).where(eq(deckplans.imageState, 'ready'));
    expect(ready).toHaveLength(1);
    expect(ready[0]).toMatchObject({ imageWidth: 4000, imageHeight: 1000, imageMaxZoom: 4 });
  });

  it("fills the crew's world: items received, stored, installed and removed on the ships' plans", async () => {
    const n = async (table: typeof itemStorages | typeof itemInstallations | typeof itemRemovals) =>
      (await t.db.select({ n: count() }).from(table))[0]?.n ?? 0;
    expect(await n(itemStorages)).toBeGreaterThan(5);
    expect(await n(itemInstallations)).toBeGreaterThan(5);
    expect(await n(itemRemovals)).toBeGreaterThan(0);
    const counted = await t.db
      .select({ evaluation: purchaseOrderItems.evaluation })
      .from(purchaseOrderItems)
      .where(eq(purchaseOrderItems.receivingStatus, 'Received'));
    const placed = counted.filter(
      ({ evaluation }) =>
        ((evaluation as { quantity_stored: number; quantity_installed: number }).quantity_stored ?? 0) +
          ((evaluation as { quantity_installed: number }).quantity_installed ?? 0) >
        0,
    );
    expect(placed.length).toBeGreaterThan(10);
    expect(counted.length).toBeGreaterThan(placed.length);
    const headers = {
      authorization: `Bearer ${(await signIn(t, 'crew@demo.keelson', 'keelson-demo')).json().token}`,
    };
    const [withPins] = await t.db
      .select({ id: itemStorages.deckplanId })
      .from(itemStorages)
      .innerJoin(deckplans, eq(deckplans.id, itemStorages.deckplanId))
      .innerJoin(projects, eq(projects.id, deckplans.projectId))
      .where(eq(projects.name, 'IHM MV Nordlicht'))
      .limit(1);
    const pins = await t.app.inject({
      method: 'GET',
      url: `/api/ihm/deckplans/${withPins?.id}/pins`,
      headers,
    });
    expect(pins.statusCode, pins.body).toBe(200);
    expect(pins.json().length).toBeGreaterThan(0);
  });

  it('gives MV Nordlicht a complete initial survey: VSCP, checks with results and photos', async () => {
    const n = async (table: typeof vscpEntries | typeof checks | typeof surveyResults | typeof checkImages) =>
      (await t.db.select({ n: count() }).from(table))[0]?.n ?? 0;
    expect(await n(vscpEntries)).toBe(60);
    expect(await n(checks)).toBe(40);
    expect(await n(surveyResults)).toBe(40);
    expect(await n(checkImages)).toBe(12);
    expect((await t.db.select().from(signatures)).map((row) => row.target).sort()).toEqual([
      'approval',
      'preparation',
    ]);
    expect(await t.db.select().from(attachments)).toHaveLength(3);
    const levels = await t.db.select({ level: checks.contaminationLevel }).from(checks);
    expect(new Set(levels.map((row) => row.level))).toEqual(new Set(['yes', 'maybe', 'bt', 'no']));
  });

  it('prints tags for every demo ship and binds some to items on board; the crew finds one by its code', async () => {
    const rows = await t.db.select().from(tags);
    expect(rows.length).toBeGreaterThanOrEqual(24);
    const bound = rows.filter((row) => row.orderItemId);
    expect(bound.length).toBeGreaterThan(0);
    expect(rows.length).toBeGreaterThan(bound.length);
    const headers = {
      authorization: `Bearer ${(await signIn(t, 'crew@demo.keelson', 'keelson-demo')).json().token}`,
    };
    const found = await Promise.all(
      bound.map((row) => t.app.inject({ method: 'GET', url: `/api/tags?code=${row.code}`, headers })),
    );
    const seen = found.filter((res) => res.json().content.length === 1);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen[0]?.json().content[0].ref_ihm_order_item.display_name).toBeTruthy();
  });
});
