import { ZBucketStats, ZIdParam, ZStatsGroupPage, ZStatsQuery } from '@keelson/contract';
import { and, asc, desc, ilike, sql } from 'drizzle-orm';
import type { RoutesPlugin } from '../../app-context.ts';
import { suppliers, vessels } from '../../db/schema/index.ts';
import { errorAnswers } from '../../errors.ts';
import { requireBucketAccess } from '../access/bucket-access.ts';
import { authOf, requireSession } from '../sessions/session-auth.ts';
import { countsFromCounters, emptyCounts, groupsWithItems } from './stats.counters.ts';

const errors = errorAnswers(400, 401, 403, 404);
/**
 * The bucket statistics dashboard: counts of the company's items, per supplier and per vessel,
 * summed from the counters the triggers keep (decision 0037), never by counting the items.
 */
export const statsRoutes: RoutesPlugin = (app, deps) => {
  const tags = ['statistics'];
  const onRequest = requireSession(deps);
  // The caller's vessels only: crew granted one ship count that ship (decision 0020); the counters
  // are kept per vessel.

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
      const counts = await countsFromCounters(deps.db, { bucketId: request.params.id, access, now });
      return { ...(counts.get(null) ?? emptyCounts()), updated_at: now.toISOString() };
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
        const direction = sort.endsWith('desc') ? desc : asc;
        const withItems = groupsWithItems(deps.db, { bucketId: request.params.id, access, group });
        const groups = await deps.db
          .select({ id: table.id, name: table.name, groups: sql<number>`count(*) over()`.mapWith(Number) })
          .from(table)
          .where(
            and(
              sql`${table.id} in (${withItems})`,
              search ? ilike(table.name, `%${search.replace(/[\\%_]/g, '\\$&')}%`) : undefined,
            ),
          )
          .orderBy(direction(table.name), asc(table.id))
          .limit(size)
          .offset(page * size);
        const counts = await countsFromCounters(deps.db, {
          bucketId: request.params.id,
          access,
          now,
          group,
          groupIds: groups.map((row) => row.id),
        });
        const content = groups.map(({ id, name }) => ({
          ...(counts.get(id) ?? emptyCounts()),
          [`${group}_id`]: id,
          [group]: { id, name },
        }));
        return { content, page, size, total_elements: groups[0]?.groups ?? 0 } as never;
      },
    );
  }
};
