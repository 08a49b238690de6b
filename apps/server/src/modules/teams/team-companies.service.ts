import type { TBucket } from '@keelson/contract';
import type { BucketType } from '@keelson/domain';
import type { AppDeps } from '../../app-context.ts';
import { notFound } from '../../errors.ts';
import { requireTeamMember } from '../access/team-access.ts';
import { withTaskCounts } from '../buckets/company-tasks.queries.ts';
import { customerBuckets, teamBuckets } from './team-companies.queries.ts';

/**
 * The companies (buckets) a team member works with: the team's own buckets (of one type with
 * `role`), or with `expert_bucket_id` (one of the team's expert buckets, else 404) the
 * maintenance buckets of the customer projects that expert bucket serves; each with the caller's
 * task counts where the caller sees the company's data.
 */
export async function listTeamCompanies(
  deps: AppDeps,
  props: { teamId: string; callerId: string; role?: BucketType; expertBucketId?: string },
): Promise<TBucket[]> {
  await requireTeamMember(deps.db, props.teamId, props.callerId);
  const caller = { userId: props.callerId, now: deps.now() };
  if (!props.expertBucketId) {
    return withTaskCounts(deps.db, caller, await teamBuckets(deps.db, props.teamId, props.role));
  }
  const expertBuckets = await teamBuckets(deps.db, props.teamId, 'ihm_expert');
  if (!expertBuckets.some((bucket) => bucket.id === props.expertBucketId)) throw notFound();
  return withTaskCounts(deps.db, caller, await customerBuckets(deps.db, props.expertBucketId, props.role));
}
