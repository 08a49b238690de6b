import { serviceLevelsAnswer, type TBucket } from '@keelson/contract';
import { canManageTeam } from '@keelson/domain';
import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-context.ts';
import { buckets } from '../../db/schema/index.ts';
import { conflict, forbidden, notFound } from '../../errors.ts';
import { bucketServiceLevels } from './bucket.presenters.ts';
import {
  bucketAnswersById,
  findBucket,
  findOwnerMembership,
  servesVisibleProject,
} from './bucket.queries.ts';
import { withTaskCounts } from './company-tasks.queries.ts';

/**
 * A bucket (company) the caller sees: accepted members of its owner team, its owner user, and
 * anyone who sees a live project it serves. `manage` tells whether they may change it: the owner
 * user, or legal and manager members of the owner team.
 */
async function requireVisibleBucket(deps: AppDeps, props: { userId: string; bucketId: string }) {
  const bucket = await findBucket(deps.db, props.bucketId);
  if (!bucket) throw notFound();
  const membership = await findOwnerMembership(deps.db, bucket, props.userId);
  const owner = bucket.dataownerUserId === props.userId;
  const visible =
    owner ||
    Boolean(membership) ||
    (await servesVisibleProject(deps.db, { bucketId: bucket.id, userId: props.userId, now: deps.now() }));
  if (!visible) throw notFound();
  return { bucket, manage: owner || canManageTeam(membership) };
}

export async function requireManagedBucket(deps: AppDeps, props: { userId: string; bucketId: string }) {
  const { bucket, manage } = await requireVisibleBucket(deps, props);
  if (!manage) throw forbidden('Only legal and manager members of the owner team change a company');
  return bucket;
}

/** The company's answer, as the list shows it. */
export async function answer(deps: AppDeps, bucketId: string): Promise<TBucket> {
  const bucket = (await bucketAnswersById(deps.db, [bucketId])).get(bucketId);
  if (!bucket) throw notFound();
  return bucket;
}

/** GET /ihm/maint/companies/{id}: the company with the caller's task counts in it. */
export async function getCompany(deps: AppDeps, props: { userId: string; bucketId: string }) {
  const { bucket } = await requireVisibleBucket(deps, props);
  const [company] = await withTaskCounts(deps.db, { userId: props.userId, now: deps.now() }, [
    await answer(deps, props.bucketId),
  ]);
  if (!company) throw notFound();
  return { ...company, service_levels: serviceLevelsAnswer(bucketServiceLevels(bucket.settings)) };
}

/** Archives or restores a company; from the wrong state 409. */
export async function setCompanyArchived(
  deps: AppDeps,
  props: { userId: string; bucketId: string; archived: boolean },
) {
  await requireManagedBucket(deps, props);
  const changed = await deps.db.transaction(async (tx) =>
    tx
      .update(buckets)
      .set({ archived: props.archived })
      .where(and(eq(buckets.id, props.bucketId), eq(buckets.archived, !props.archived)))
      .returning({ id: buckets.id }),
  );
  if (changed.length === 0) {
    throw conflict(props.archived ? 'The company is archived already' : 'The company is not archived');
  }
  return answer(deps, props.bucketId);
}
