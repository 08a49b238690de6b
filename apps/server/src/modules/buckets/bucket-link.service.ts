import type { TBucket } from '@keelson/contract';
import type { BucketProjectRole } from '@keelson/domain';
import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-context.ts';
import type { Database } from '../../db/client.ts';
import { bucketProjects, projects } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../errors.ts';
import { requireProjectAccess } from '../access/project-access.ts';
import { bucketAnswersById, findLink, findOwnBucket, findProjectLinks } from './bucket.queries.ts';

/** PostgreSQL's unique_violation, directly or as the cause of Drizzle's query error. */
function isUniqueViolation(error: unknown): boolean {
  const code = (value: unknown) => (value as { code?: string } | undefined)?.code;
  return code(error) === '23505' || code((error as { cause?: unknown } | undefined)?.cause) === '23505';
}

/**
 * Links a bucket to a project in a role, inside the caller's transaction: one link per role
 * (409 if there is one; the unique index settles races), and the project counts as changed.
 */
export async function insertLink(
  tx: Database,
  props: {
    projectId: string;
    bucketId: string;
    role: BucketProjectRole;
    now: Date;
    projectChanges?: Partial<typeof projects.$inferInsert>;
  },
) {
  const [existing] = await tx
    .select({ id: bucketProjects.id })
    .from(bucketProjects)
    .where(and(eq(bucketProjects.projectId, props.projectId), eq(bucketProjects.role, props.role)))
    .limit(1);
  if (existing) throw conflict(`The project already has a ${props.role} bucket`);
  let link: typeof bucketProjects.$inferSelect | undefined;
  try {
    [link] = await tx
      .insert(bucketProjects)
      .values({
        projectId: props.projectId,
        bucketId: props.bucketId,
        role: props.role,
        createdAt: props.now,
      })
      .returning();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(`The project already has a ${props.role} bucket`);
    throw error;
  }
  await tx
    .update(projects)
    .set({ modifiedAt: props.now, ...props.projectChanges })
    .where(eq(projects.id, props.projectId));
  if (!link) throw new Error('link not written');
  return link;
}

/**
 * The caller's own bucket of the role's type that is not archived: owned by them or by a team they
 * are an accepted member of. Anything else is 404 (an archived one 409).
 */
export async function requireOwnBucket(
  deps: AppDeps,
  props: { bucketId: string; userId: string; role: BucketProjectRole },
) {
  const bucket = await findOwnBucket(deps.db, {
    bucketId: props.bucketId,
    userId: props.userId,
    type: props.role,
  });
  if (!bucket) throw notFound('No such company of yours');
  if (bucket.archived) throw conflict('The company is archived');
  return bucket;
}

type LinkAnswer = {
  id: string;
  bucket_id: string;
  project_id: string;
  role: BucketProjectRole;
  bucket?: TBucket;
};

function toLink(link: typeof bucketProjects.$inferSelect): LinkAnswer {
  return { id: link.id, bucket_id: link.bucketId, project_id: link.projectId, role: link.role };
}

/** POST /projects/{id}/buckets: the project's managers link one of their own buckets. */
export async function linkProjectBucket(
  deps: AppDeps,
  props: { userId: string; projectId: string; bucketId: string; role: BucketProjectRole },
): Promise<LinkAnswer> {
  const now = deps.now();
  await requireProjectAccess(deps.db, { ...props, now, capability: 'ihm.maint.is_manager' });
  await requireOwnBucket(deps, props);
  const link = await deps.db.transaction((tx) => insertLink(tx, { ...props, now }));
  const buckets = await bucketAnswersById(deps.db, [link.bucketId]);
  return { ...toLink(link), bucket: buckets.get(link.bucketId) };
}

/** GET /projects/{id}/buckets: the links of a visible project, with the buckets if asked. */
export async function listProjectBuckets(
  deps: AppDeps,
  props: { userId: string; projectId: string; include: ReadonlySet<string> },
): Promise<LinkAnswer[]> {
  await requireProjectAccess(deps.db, { ...props, now: deps.now() });
  const links = await findProjectLinks(deps.db, props.projectId);
  const buckets = props.include.has('bucket')
    ? await bucketAnswersById(
        deps.db,
        links.map((link) => link.bucketId),
      )
    : undefined;
  return links.map((link) => ({
    ...toLink(link),
    ...(buckets ? { bucket: buckets.get(link.bucketId) } : {}),
  }));
}

/** DELETE /project-buckets/{id}: the project's managers remove a link (404 if the project is not seen). */
export async function unlinkProjectBucket(deps: AppDeps, props: { userId: string; linkId: string }) {
  const link = await findLink(deps.db, props.linkId);
  if (!link) throw notFound();
  const now = deps.now();
  await requireProjectAccess(deps.db, {
    projectId: link.projectId,
    userId: props.userId,
    now,
    capability: 'ihm.maint.is_manager',
  });
  await deps.db.transaction(async (tx) => {
    await tx.delete(bucketProjects).where(eq(bucketProjects.id, link.id));
    await tx.update(projects).set({ modifiedAt: now }).where(eq(projects.id, link.projectId));
  });
}
