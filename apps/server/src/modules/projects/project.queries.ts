import type { TeamFeature } from '@keelson/domain';
import { and, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  bucketProjects,
  buckets,
  projects,
  ships,
  teamMemberships,
  teams,
  users,
} from '../../db/schema/index.ts';
import { accessRelationColumns, outerColumn, projectVisibleTo } from '../access/project-access.ts';
import { type BucketWithOwner, bucketJsonColumn } from '../buckets/bucket.presenters.ts';

/** The project's bucket in a role, with its owner, as JSON (a correlated subquery per row). */
function bucketOfProject(role: 'ihm_maint' | 'ihm_expert') {
  return sql<BucketWithOwner | null>`(
    select ${bucketJsonColumn} from ${bucketProjects}
    inner join ${buckets} on ${buckets.id} = ${bucketProjects.bucketId}
    left join ${teams} on ${teams.id} = ${buckets.dataownerTeamId}
    left join ${users} on ${users.id} = ${buckets.dataownerUserId}
    where ${bucketProjects.projectId} = ${outerColumn('projects', 'id')} and ${bucketProjects.role} = ${role}
    limit 1)`;
}

/** The owner user's features: those of the teams they are an accepted member of. */
const ownerUserFeatures = sql<TeamFeature[] | null>`(
  select json_agg(distinct f.feature) from ${teamMemberships}
  inner join ${teams} on ${teams.id} = ${teamMemberships.teamId}
  cross join unnest(${teams.availableFeatures}) as f(feature)
  where ${teamMemberships.userId} = ${outerColumn('users', 'id')} and ${teamMemberships.status} = 'accepted')`;

/** Everything a project answer shows, the caller's access included, as columns of one select. */
function projectColumns(userId: string, now: Date) {
  return {
    project: projects,
    ship: ships,
    ownerTeam: teams,
    ownerUser: users,
    ownerUserFeatures,
    maintenanceBucket: bucketOfProject('ihm_maint'),
    expertBucket: bucketOfProject('ihm_expert'),
    ...accessRelationColumns(userId, now),
  };
}

function selectProjects(db: Database, userId: string, now: Date) {
  return db
    .select({ ...projectColumns(userId, now), total: sql<number>`count(*) over()`.mapWith(Number) })
    .from(projects)
    .innerJoin(ships, eq(ships.id, projects.shipId))
    .leftJoin(teams, eq(teams.id, projects.dataownerTeamId))
    .leftJoin(users, eq(users.id, projects.dataownerUserId));
}

export type ProjectRow = Awaited<ReturnType<ReturnType<typeof selectProjects>['execute']>>[number];

/** One project with its relations, whatever the caller's access (check it before). */
export async function findProjectRow(
  db: Database,
  props: { projectId: string; userId: string; now: Date },
): Promise<ProjectRow | undefined> {
  const [row] = await selectProjects(db, props.userId, props.now)
    .where(eq(projects.id, props.projectId))
    .limit(1);
  return row;
}

/** Projects the caller sees that match `where`, newest change first: one query per page. */
export async function findVisibleProjectRows(
  db: Database,
  props: { userId: string; now: Date; where?: SQL; limit?: number; offset?: number },
): Promise<ProjectRow[]> {
  const query = selectProjects(db, props.userId, props.now)
    .where(and(projectVisibleTo(props.userId, props.now), props.where))
    .orderBy(desc(projects.modifiedAt), desc(projects.id));
  if (props.limit !== undefined) return query.limit(props.limit).offset(props.offset ?? 0);
  return query;
}

/** How many projects the caller sees that match `where` (for a page past the end). */
export async function countVisibleProjects(
  db: Database,
  props: { userId: string; now: Date; where?: SQL },
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(projects)
    .innerJoin(ships, eq(ships.id, projects.shipId))
    .where(and(projectVisibleTo(props.userId, props.now), props.where));
  return row?.n ?? 0;
}

/** ILIKE pattern for a text anywhere, with the pattern characters of the text escaped. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** The my-projects filters: text in project name, ship name or IMO; ship group; removed or not. */
export function projectListFilter(filters: { query?: string; groupId?: string; removed: boolean }): SQL {
  const conditions: (SQL | undefined)[] = [eq(projects.removed, filters.removed)];
  if (filters.query) {
    const pattern = containsPattern(filters.query);
    conditions.push(or(ilike(projects.name, pattern), ilike(ships.name, pattern), ilike(ships.imo, pattern)));
  }
  if (filters.groupId) conditions.push(eq(ships.groupId, filters.groupId));
  return and(...conditions) as SQL;
}
