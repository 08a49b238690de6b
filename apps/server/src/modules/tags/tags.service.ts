import { randomBytes } from 'node:crypto';
import { normaliseTagCode, TAG_CODE_LENGTH, tagCodeFrom } from '@keelson/domain';
import { and, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-context.ts';
import { purchaseOrderItems as items, purchaseOrders, tags, vessels } from '../../db/schema/index.ts';
import { badRequest, conflict, notFound } from '../../errors.ts';
import { CREW_OR_EXPERT, loadBucketAccess, requireBucketAccess } from '../access/bucket-access.ts';
import { loadProjectAccess, requireProjectAccess } from '../access/project-access.ts';
import { itemsInScope } from '../access/vessel-scope.ts';
import { itemAccess } from '../order-items/item-route-helpers.ts';
import { authOf } from '../sessions/session-auth.ts';
import { selectTags } from './tags.queries.ts';

type Tag = typeof tags.$inferSelect;
const caller = (deps: AppDeps, request: FastifyRequest) => ({
  userId: authOf(request).userId,
  now: deps.now(),
});

/** A batch of new, unbound tags for a project or a company: the crew and experts there may ask. */
export async function requestTags(
  deps: AppDeps,
  request: FastifyRequest,
  body: { project_id?: string; bucket_id?: string; count: number; medium: 'qr' | 'nfc' },
) {
  if (body.project_id)
    await requireProjectAccess(deps.db, {
      projectId: body.project_id,
      ...caller(deps, request),
      level: 'READWRITE',
      capability: [...CREW_OR_EXPERT],
    });
  else
    await requireBucketAccess(deps.db, {
      bucketId: body.bucket_id as string,
      ...caller(deps, request),
      capability: CREW_OR_EXPERT,
      write: true,
    });
  const codes = new Set<string>();
  // 32^10 codes: a collision is as good as impossible, but the unique index decides, and we retry.
  for (let attempt = 0; attempt < 5 && codes.size < body.count; attempt += 1) {
    const wanted = body.count - codes.size;
    const bytes = randomBytes(wanted * TAG_CODE_LENGTH);
    const batch = Array.from({ length: wanted }, (_, i) =>
      tagCodeFrom(bytes.subarray(i * TAG_CODE_LENGTH, (i + 1) * TAG_CODE_LENGTH)),
    );
    const inserted = await deps.db
      .insert(tags)
      .values(
        batch.map((code) => ({
          code,
          medium: body.medium,
          authorUserId: authOf(request).userId,
          projectId: body.project_id ?? null,
          bucketId: body.bucket_id ?? null,
        })),
      )
      .onConflictDoNothing()
      .returning({ code: tags.code });
    for (const row of inserted) codes.add(row.code);
  }
  return selectTags(deps.db, { where: inArray(tags.code, [...codes]), limit: body.count, offset: 0 });
}

/** Whether the caller may see the tag: through its item, else its project, else its company. */
async function tagVisible(deps: AppDeps, request: FastifyRequest, tag: Tag): Promise<boolean> {
  const { userId, now } = caller(deps, request);
  if (tag.orderItemId) {
    const reached = await itemAccess(deps, request, tag.orderItemId, false).then(
      () => true,
      () => false,
    );
    if (reached) return true;
  }
  if (tag.projectId) {
    const access = await loadProjectAccess(deps.db, tag.projectId, userId, now);
    if (access && access.level !== 'NONE' && !access.project.removed && !tag.orderItemId) return true;
  }
  if (tag.bucketId && !tag.orderItemId) {
    const access = await loadBucketAccess(deps.db, tag.bucketId, userId, now);
    if (access && access.level !== 'NONE' && !access.bucket.archived) return true;
  }
  return false;
}

/** The condition of a tag list, after checking the caller may see what it filters by. */
export async function tagListCondition(
  deps: AppDeps,
  request: FastifyRequest,
  query: { project_id?: string; bucket_id?: string; order_item_id?: string; code?: string },
): Promise<SQL> {
  const conditions: SQL[] = [];
  if (query.code !== undefined) {
    const code = normaliseTagCode(query.code);
    const [tag] = code ? await deps.db.select().from(tags).where(eq(tags.code, code)) : [];
    // A tag the caller may not see is answered like one that does not exist: an empty list.
    conditions.push(tag && (await tagVisible(deps, request, tag)) ? eq(tags.id, tag.id) : sql`false`);
  }
  if (query.order_item_id) {
    await itemAccess(deps, request, query.order_item_id, false);
    conditions.push(eq(tags.orderItemId, query.order_item_id));
  }
  if (query.project_id) {
    await requireProjectAccess(deps.db, { projectId: query.project_id, ...caller(deps, request) });
    conditions.push(eq(tags.projectId, query.project_id));
  }
  if (query.bucket_id) {
    const access = await requireBucketAccess(deps.db, {
      bucketId: query.bucket_id,
      ...caller(deps, request),
    });
    const scope = itemsInScope(deps.db, access);
    conditions.push(eq(tags.bucketId, query.bucket_id));
    if (scope)
      conditions.push(
        or(
          isNull(tags.orderItemId),
          inArray(tags.orderItemId, deps.db.select({ id: items.id }).from(items).where(scope)),
        ) as SQL,
      );
  }
  return and(...conditions) as SQL;
}

/**
 * Binds a tag to an order item of its ship (a project's tag) or company (a company's tag), or
 * unbinds it. Both need the right to act on the item (crew or expert).
 */
export async function bindTag(deps: AppDeps, request: FastifyRequest, tagId: string, itemId: string | null) {
  const [tag] = await deps.db.select().from(tags).where(eq(tags.id, tagId));
  if (!tag || !(await tagVisible(deps, request, tag))) throw notFound();
  const act = { act: CREW_OR_EXPERT };
  if (itemId === null) {
    if (tag.orderItemId) await itemAccess(deps, request, tag.orderItemId, act);
    await deps.db.update(tags).set({ orderItemId: null, boundAt: null }).where(eq(tags.id, tag.id));
    return;
  }
  if (tag.orderItemId && tag.orderItemId !== itemId)
    throw conflict('This tag is bound to another item: unbind it first');
  const item = await itemAccess(deps, request, itemId, act);
  const [ship] = await deps.db
    .select({ projectId: vessels.projectId })
    .from(purchaseOrders)
    .innerJoin(vessels, eq(vessels.id, purchaseOrders.vesselId))
    .where(eq(purchaseOrders.id, item.orderId));
  if (tag.projectId && ship?.projectId !== tag.projectId)
    throw badRequest('Invalid request', [
      { path: '/ref_ihm_order_item_id', message: "This tag belongs to another ship's project" },
    ]);
  if (tag.bucketId && item.bucketId !== tag.bucketId)
    throw badRequest('Invalid request', [
      { path: '/ref_ihm_order_item_id', message: 'This tag belongs to another company' },
    ]);
  await deps.db
    .update(tags)
    .set({ orderItemId: item.id, boundAt: deps.now(), bucketId: tag.bucketId ?? item.bucketId })
    .where(eq(tags.id, tag.id));
}
