import { eq } from 'drizzle-orm';
import { purchaseOrderItems as items } from '../src/db/schema/index.ts';
import { createCrewWorld, succeeding } from './crew-world.ts';
import { createGrant, createUser } from './factories.ts';
import { apiCaller, type TestApp } from './harness.ts';

/**
 * A company for the rules' tests: its manager (legal member: expert, manager, rules manager), an
 * expert who is no rules manager, crew and a stranger; categories Stationery (not relevant) and
 * Paints (relevant), articles pen, pencil and primer, a vessel; and `order` to buy articles.
 */
export async function createRulesWorld(t: TestApp) {
  const world = await createCrewWorld(t);
  const manager = world.expert;
  const expertOnly = await createUser(t.db);
  await createGrant(t.db, {
    projectId: world.ship.id,
    userId: expertOnly.id,
    accessMode: 'READWRITE',
    capabilities: ['ihm.maint.is_expert'],
  });
  const call = apiCaller(t);
  const ok = succeeding(call);
  const bucketId = world.bucketId;
  const post = async (path: string, body: object) =>
    (await ok(manager, 'POST', `/ihm/maint/companies/${bucketId}/${path}`, body)).id as string;
  const ids: Record<string, string> = {};
  ids.stationery = await post('categories', { name: 'Stationery', relevancy: 'not_relevant' });
  ids.paints = await post('categories', { name: 'Paints', relevancy: 'relevant' });
  ids.pen = await post('articles', { impaNumber: '550101', name: 'Ballpoint pen blue' });
  ids.pencil = await post('articles', { impaNumber: '550102', name: 'Pencil HB' });
  ids.primer = await post('articles', { impaNumber: '171401', name: 'Primer paint grey' });
  ids.vessel = await post('vessels', { name: 'MV Petrel' });
  let orders = 0;
  /** An order of these articles (by key); its items in the order given. */
  const order = async (names: string[]) => {
    orders += 1;
    const made = await ok(manager, 'POST', `/ihm/maint/companies/${bucketId}/purchase-orders`, {
      vessel_id: ids.vessel,
      // Order numbers are searched too: plain numbers, so only the articles match a rule.
      order_number: `PO-${orders}`,
      items: names.map((name) => ({ article_id: ids[name], quantity_ordered: 1, quantity_unit: 'pcs' })),
    });
    const rows = await t.db.select().from(items).where(eq(items.orderId, made.id));
    return rows.sort((a, b) => (a.itemIndex ?? 0) - (b.itemIndex ?? 0));
  };
  return { ...world, manager, expertOnly, call, ok, ids, order };
}
