import type { TBucket } from '@keelson/contract';
import { canManageTeam } from '@keelson/domain';
import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-context.ts';
import { buckets } from '../../db/schema/index.ts';
import { conflict, forbidden, notFound } from '../../errors.ts';
import {
  type BucketRow,
  bucketAnswersById,
  findBucket,
  findOwnerMembership,
  servesVisibleProject,
} from './bucket.queries.ts';

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

async function requireManagedBucket(deps: AppDeps, props: { userId: string; bucketId: string }) {
  const { bucket, manage } = await requireVisibleBucket(deps, props);
  if (!manage) throw forbidden('Only legal and manager members of the owner team change a company');
  return bucket;
}

async function answer(deps: AppDeps, bucketId: string): Promise<TBucket> {
  const bucket = (await bucketAnswersById(deps.db, [bucketId])).get(bucketId);
  if (!bucket) throw notFound();
  return bucket;
}

export async function getCompany(deps: AppDeps, props: { userId: string; bucketId: string }) {
  await requireVisibleBucket(deps, props);
  return answer(deps, props.bucketId);
}

/** PATCH /ihm/maint/companies/{id}: name and checked flag; only the fields sent change. */
export async function patchCompany(
  deps: AppDeps,
  props: { userId: string; bucketId: string; patch: { name?: string; checked?: boolean } },
) {
  await requireManagedBucket(deps, props);
  const set: Partial<BucketRow> = {};
  if (props.patch.name !== undefined) set.name = props.patch.name;
  if (props.patch.checked !== undefined) set.checked = props.patch.checked;
  if (Object.keys(set).length > 0) {
    await deps.db.transaction(async (tx) => {
      await tx.update(buckets).set(set).where(eq(buckets.id, props.bucketId));
    });
  }
  return answer(deps, props.bucketId);
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
