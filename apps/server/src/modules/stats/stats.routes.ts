import { ZBucketStats, ZIdParam, ZStatsGroupPage, ZStatsQuery } from '@keelson/contract';
import { and, asc, desc, eq, ilike, type SQL, sql } from 'drizzle-orm';
import type { RoutesPlugin } from '../../app-context.ts';
import { purchaseOrderItems as items, purchaseOrders, suppliers, vessels } from '../../db/schema/index.ts';
import { errorAnswers } from '../../errors.ts';
import { type BucketAccess, requireBucketAccess } from '../access/bucket-access.ts';
import { itemsInScope } from '../access/vessel-scope.ts';
import { authOf, requireSession } from '../sessions/session-auth.ts';
import { statsColumns } from './stats.counts.ts';

const errors = errorAnswers(400, 401, 403, 404);
/** The bucket statistics dashboard: counts of the company's items, per supplier and per vessel. */
export const statsRoutes: RoutesPlugin = (app, deps) => {
  const tags = ['statistics'];
  const onRequest = requireSession(deps);
  // The caller's vessels only: crew granted one ship count that ship (decision 0020).
  const base = (bucketId: string, access: Pick<BucketAccess, 'vesselIds'>): SQL =>
    and(eq(items.bucketId, bucketId), eq(items.isActive, true), itemsInScope(deps.db, access)) as SQL;

  app.get(
    '/ihm/maint/buckets/:id/stats/order-items-by-bucket',
    {
      onRequest,
      schema: {
        tags,
        params: ZIdParam,
        response: { 200: ZBucketStats, ...errors },
      },
    },
    async (request) => {
      const now = deps.now();
      const access = await requireBucketAccess(deps.db, {
        bucketId: request.params.id,
        userId: authOf(request).userId,
        now,
      });
      const [row] = await deps.db
        .select(statsColumns(now))
        .from(items)
        .where(base(request.params.id, access));
      return { ...(row as Record<string, number>), updated_at: now.toISOString() } as never;
    },
  );

  for (const group of ['supplier', 'vessel'] as const) {
    app.get(
      `/ihm/maint/buckets/:id/stats/order-items-by-${group}`,
      {
        onRequest,
        schema: {
          tags,
          params: ZIdParam,
          querystring: ZStatsQuery(`${group}.name,asc`),
          response: { 200: ZStatsGroupPage(group), ...errors },
        },
      },
      async (request) => {
        const now = deps.now();
        const access = await requireBucketAccess(deps.db, {
          bucketId: request.params.id,
          userId: authOf(request).userId,
          now,
        });
        const { page, size, sort, search } = request.query;
        const table = group === 'supplier' ? suppliers : vessels;
        const key = group === 'supplier' ? items.supplierId : purchaseOrders.vesselId;
        const direction = sort.endsWith('desc') ? desc : asc;
        const rows = await deps.db
          .select({
            id: table.id,
            name: table.name,
            ...statsColumns(now),
            groups: sql<number>`count(*) over()`.mapWith(Number),
          })
          .from(items)
          .innerJoin(purchaseOrders, eq(purchaseOrders.id, items.orderId))
          .innerJoin(table, eq(table.id, key))
          .where(
            and(
              base(request.params.id, access),
              search ? ilike(table.name, `%${search.replace(/[\\%_]/g, '\\$&')}%`) : undefined,
            ),
          )
          .groupBy(table.id, table.name)
          .orderBy(direction(table.name), asc(table.id))
          .limit(size)
          .offset(page * size);
        const content = rows.map(({ id, name, groups: _groups, ...counts }) => ({
          ...counts,
          [`${group}_id`]: id,
          [group]: { id, name },
        }));
        return { content, page, size, total_elements: rows[0]?.groups ?? 0 } as never;
      },
    );
  }
};
