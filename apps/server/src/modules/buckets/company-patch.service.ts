import { serviceLevelsAnswer, type TBucketPatch, toServiceLevels } from '@keelson/contract';
import { canManageTeam, EVALUATION_VERSION, type ServiceLevels } from '@keelson/domain';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-context.ts';
import { buckets } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../errors.ts';
import { evaluationRefreshJob } from '../order-items/evaluation-refresh.job.ts';
import { bucketServiceLevels } from './bucket.presenters.ts';
import { type BucketRow, findAcceptedMembership } from './bucket.queries.ts';
import { answer, requireManagedBucket } from './company.service.ts';

type Props = { userId: string; bucketId: string; patch: TBucketPatch };

const sameLevels = (a: ServiceLevels, b: ServiceLevels) =>
  (Object.keys(a) as (keyof ServiceLevels)[]).every((key) => a[key] === b[key]);

/**
 * Which data owner a manager may give the company (decision 0032): a team they manage themselves (an
 * accepted legal or manager member), or a user of the company: themselves, its owner user, or an
 * accepted member of its owner team. Anything else, an unknown id included, is 400 with the field.
 */
async function checkDataOwner(deps: AppDeps, bucket: BucketRow, props: Props) {
  const { dataowner_team_id: teamId, dataowner_user_id: userId } = props.patch;
  if (teamId !== undefined && teamId !== bucket.dataownerTeamId) {
    const membership = await findAcceptedMembership(deps.db, { teamId, userId: props.userId });
    if (!canManageTeam(membership)) {
      throw badRequest('The data owner must be a team you manage', {
        dataowner_team_id: 'Choose a team you are a legal or manager member of',
      });
    }
  }
  if (userId !== undefined && userId !== props.userId && userId !== bucket.dataownerUserId) {
    const member =
      bucket.dataownerTeamId &&
      (await findAcceptedMembership(deps.db, { teamId: bucket.dataownerTeamId, userId }));
    if (!member) {
      throw badRequest("The data owner must be you or a member of the company's team", {
        dataowner_user_id: "Choose yourself or a member of the company's team",
      });
    }
  }
}

/**
 * PATCH /ihm/maint/companies/{id}: name, checked, data owner and service levels; only the fields sent
 * change, in one transaction. New service levels queue the `evaluation-refresh` job in that
 * transaction, so the company's items get their new deadlines (and the lists and statistics that
 * read them) once it commits. An archived company is read-only: 404, as its maintenance data.
 */
export async function patchCompany(deps: AppDeps, props: Props) {
  const bucket = await requireManagedBucket(deps, props);
  if (bucket.archived) throw notFound();
  await checkDataOwner(deps, bucket, props);
  const { patch } = props;
  const set: Partial<BucketRow> = {};
  if (patch.name !== undefined) set.name = patch.name;
  if (patch.checked !== undefined) set.checked = patch.checked;
  if (patch.dataowner_team_id !== undefined) {
    set.dataownerTeamId = patch.dataowner_team_id;
    set.dataownerUserId = null;
  }
  if (patch.dataowner_user_id !== undefined) {
    set.dataownerUserId = patch.dataowner_user_id;
    set.dataownerTeamId = null;
  }
  const levels = patch.service_levels && toServiceLevels(patch.service_levels);
  const newLevels = levels && !sameLevels(levels, bucketServiceLevels(bucket.settings)) ? levels : undefined;
  if (newLevels) set.settings = { ...(bucket.settings as object), serviceLevels: newLevels };
  if (Object.keys(set).length > 0) {
    await deps.db.transaction(async (tx) => {
      await tx.update(buckets).set(set).where(eq(buckets.id, props.bucketId));
      if (newLevels) {
        await deps.jobs.send(
          evaluationRefreshJob,
          { bucketId: props.bucketId, version: EVALUATION_VERSION },
          { tx, requestedBy: props.userId },
        );
      }
    });
    if (newLevels) deps.jobs.nudge(evaluationRefreshJob);
  }
  return {
    ...(await answer(deps, props.bucketId)),
    service_levels: serviceLevelsAnswer(newLevels ?? bucketServiceLevels(bucket.settings)),
  };
}
