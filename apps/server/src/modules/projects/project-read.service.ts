import type { TProject } from '@keelson/contract';
import { type AccessTo, CAPABILITIES, type Capability } from '@keelson/domain';
import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-context.ts';
import { projects } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';
import { requireBucketAccess } from '../access/bucket-access.ts';
import { loadProjectAccess, requireProjectAccess } from '../access/project-access.ts';
import { toProject } from './project.presenters.ts';
import {
  countVisibleProjects,
  findProjectRow,
  findVisibleProjectRows,
  projectListFilter,
} from './project.queries.ts';

type Caller = { userId: string };

/** The answer for a project the caller's access was already checked for. */
export async function projectAnswer(deps: AppDeps, props: Caller & { projectId: string }): Promise<TProject> {
  const row = await findProjectRow(deps.db, { ...props, now: deps.now() });
  if (!row) throw notFound();
  return toProject(deps.config.apiPath, row, props.userId);
}

/** GET /projects/{id}: visible projects, removed ones included (managers restore them from there). */
export async function getVisibleProject(
  deps: AppDeps,
  props: Caller & { projectId: string; allowRemoved: boolean },
): Promise<TProject> {
  await requireProjectAccess(deps.db, { ...props, now: deps.now() });
  return projectAnswer(deps, props);
}

/** GET /my-projects: one page, newest change first; removed projects only when asked for. */
export async function listMyProjects(
  deps: AppDeps,
  props: Caller & {
    query?: string;
    groupId?: string;
    removed: boolean;
    limit: number;
    offset: number;
  },
) {
  const now = deps.now();
  const where = projectListFilter(props);
  const rows = await findVisibleProjectRows(deps.db, {
    userId: props.userId,
    now,
    where,
    limit: props.limit,
    offset: props.offset,
  });
  // The page carries the total (a window count); only a page past the end needs its own count.
  const total =
    rows[0]?.total ??
    (props.offset > 0 ? await countVisibleProjects(deps.db, { userId: props.userId, now, where }) : 0);
  return {
    items: rows.map((row) => toProject(deps.config.apiPath, row, props.userId)),
    total,
    page_limit: props.limit,
    page_offset: props.offset,
  };
}

const COVERS: Record<AccessTo, AccessTo[]> = {
  IHM: ['IHM'],
  DOCKSHELF: ['DOCKSHELF'],
  IHM_DOCKSHELF: ['IHM', 'DOCKSHELF', 'IHM_DOCKSHELF'],
};

/** Whether the caller sees a live project whose access covers the one asked for; never an error. */
export async function projectExists(
  deps: AppDeps,
  props: Caller & { projectId: string; accessTo?: AccessTo },
): Promise<boolean> {
  const access = await loadProjectAccess(deps.db, props.projectId, props.userId, deps.now());
  if (!access || access.level === 'NONE' || access.project.removed) return false;
  return !props.accessTo || COVERS[access.project.accessTo].includes(props.accessTo);
}

/** The caller's answer for each capability name asked; unknown names are false. */
export async function checkCapabilities(
  deps: AppDeps,
  props: Caller & { projectId: string; capabilities: string[] },
): Promise<Record<string, boolean>> {
  const access = await requireProjectAccess(deps.db, { ...props, now: deps.now() });
  return capabilityAnswer(props.capabilities, access.capabilities);
}

/** The same question about a company (bucket): the union of the relations that open it. */
export async function checkBucketCapabilities(
  deps: AppDeps,
  props: Caller & { bucketId: string; capabilities: string[] },
): Promise<Record<string, boolean>> {
  const access = await requireBucketAccess(deps.db, { ...props, now: deps.now() });
  return capabilityAnswer(props.capabilities, access.capabilities);
}

/** Each capability asked for: true when held; names that are no capability are false. */
function capabilityAnswer(asked: readonly string[], held: readonly Capability[]): Record<string, boolean> {
  const known = new Set<string>(CAPABILITIES);
  return Object.fromEntries(
    asked.map((name) => [name, known.has(name) && held.includes(name as Capability)]),
  );
}

/** GET /ships/{id}/projects: the ship's live projects the caller sees; 404 if there are none. */
export async function listShipProjects(deps: AppDeps, props: Caller & { shipId: string }) {
  const rows = await findVisibleProjectRows(deps.db, {
    userId: props.userId,
    now: deps.now(),
    where: and(eq(projects.shipId, props.shipId), eq(projects.removed, false)),
  });
  if (rows.length === 0) throw notFound();
  return rows.map((row) => toProject(deps.config.apiPath, row, props.userId));
}
