import type { TBucket } from '@keelson/contract';
import { showsExpertView, taskListOf } from '@keelson/domain';
import { and, eq, inArray, isNotNull, lte, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { purchaseOrderItems as items, users } from '../../db/schema/index.ts';
import { loadBucketAccess } from '../access/bucket-access.ts';
import { itemsInScope } from '../access/vessel-scope.ts';

export type CompanyTasks = Required<
  Pick<TBucket, 'open_tasks' | 'tasks_to_monitor' | 'overdue_tasks' | 'task_list'>
>;

/**
 * The caller's work in each company, on the task list their view opens there (the orders screen's
 * default list): experts who have not switched the expert view off count the expert lists, everyone
 * else the crew lists, within the vessels they see. Overdue is the statistics' expert_active_overdue
 * or crew_in_tasks_overdue, so the numbers agree with the Statistics screen. Per company: its access
 * (two queries) and one count over the list index; a caller works for a handful of companies.
 */
export async function companyTaskCounts(
  db: Database,
  props: { userId: string; bucketIds: readonly string[]; now: Date },
): Promise<Map<string, CompanyTasks>> {
  const result = new Map<string, CompanyTasks>();
  if (props.bucketIds.length === 0) return result;
  const [user] = await db
    .select({ expertView: users.expertView })
    .from(users)
    .where(eq(users.id, props.userId))
    .limit(1);
  for (const bucketId of new Set(props.bucketIds)) {
    const access = await loadBucketAccess(db, bucketId, props.userId, props.now);
    if (!access || access.level === 'NONE') continue;
    const expert = showsExpertView(
      access.capabilities.includes('ihm.maint.is_expert'),
      user?.expertView ?? null,
    );
    const list = expert ? items.expertList : items.crewList;
    const deadline = expert ? items.expertOverdueSince : items.crewOverdueSince;
    const overdue = and(
      eq(list, 'tasks'),
      isNotNull(deadline),
      lte(deadline, sql`${props.now.toISOString()}::timestamptz`),
    ) as SQL;
    const [row] = await db
      .select({
        open: sql<number>`count(*) filter (where ${list} = 'tasks')`.mapWith(Number),
        monitor: sql<number>`count(*) filter (where ${list} = 'monitor')`.mapWith(Number),
        overdue: sql<number>`count(*) filter (where ${overdue})`.mapWith(Number),
      })
      .from(items)
      .where(
        and(
          eq(items.bucketId, bucketId),
          eq(items.isActive, true),
          inArray(list, ['tasks', 'monitor']),
          itemsInScope(db, access),
        ),
      );
    result.set(bucketId, {
      open_tasks: row?.open ?? 0,
      tasks_to_monitor: row?.monitor ?? 0,
      overdue_tasks: row?.overdue ?? 0,
      task_list: taskListOf(expert),
    });
  }
  return result;
}

/** The bucket answers with the caller's task counts added where known. */
export async function withTaskCounts(
  db: Database,
  props: { userId: string; now: Date },
  buckets: TBucket[],
): Promise<TBucket[]> {
  const counts = await companyTaskCounts(db, { ...props, bucketIds: buckets.map((bucket) => bucket.id) });
  return buckets.map((bucket) => ({ ...bucket, ...counts.get(bucket.id) }));
}
