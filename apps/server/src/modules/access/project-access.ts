import {
  type Capability,
  type PermissionLevel,
  type ProjectAccess,
  type ProjectRelation,
  projectAccess,
  type TeamFeature,
  type TeamMembershipRole,
} from '@keelson/domain';
import { and, eq, exists, gte, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { permissions, projects, teamMemberships, teams } from '../../db/schema/index.ts';
import { forbidden, notFound } from '../../errors.ts';

/**
 * A column of the outer query inside a correlated subquery. Drizzle writes the columns of a
 * single-table select without their table, and an unqualified "id" would name the subquery's own.
 */
export const outerColumn = (table: string, column: string) =>
  sql`${sql.identifier(table)}.${sql.identifier(column)}`;
const outerProjectId = outerColumn('projects', 'id');
const outerProjectTeamId = outerColumn('projects', 'dataowner_team_id');

/** Teams the user is an accepted member of, as a subquery. */
function acceptedTeamIds(userId: string) {
  return sql`(select ${teamMemberships.teamId} from ${teamMemberships} where ${teamMemberships.userId} = ${userId} and ${teamMemberships.status} = 'accepted')`;
}

/**
 * An accepted grant that is valid now and not expired, to the user or one of their teams: the same
 * window as `accessGrantState` in the domain, both ends included (at `not_valid_after` itself the
 * grant still holds).
 */
function activeGrantTo(userId: string, now: Date): SQL {
  const at = now.toISOString();
  return and(
    eq(permissions.status, 'accepted'),
    sql`${permissions.accessMode} <> 'NONE'`,
    or(isNull(permissions.notValidBefore), lte(permissions.notValidBefore, sql`${at}::timestamptz`)),
    or(isNull(permissions.notValidAfter), gte(permissions.notValidAfter, sql`${at}::timestamptz`)),
    or(
      eq(permissions.grantedToUserId, userId),
      sql`${permissions.grantedToTeamId} in ${acceptedTeamIds(userId)}`,
    ),
  ) as SQL;
}

/**
 * The SQL condition "the user may see this project": owner, member of the owning team, or holder
 * of an active grant. Lists filter with it, so a page is one query however many projects exist.
 */
export function projectVisibleTo(userId: string, now: Date): SQL {
  return or(
    eq(projects.dataownerUserId, userId),
    sql`${projects.dataownerTeamId} in ${acceptedTeamIds(userId)}`,
    exists(
      sql`(select 1 from ${permissions} where ${permissions.subjectProjectId} = ${outerProjectId} and ${activeGrantTo(userId, now)})`,
    ),
  ) as SQL;
}

export type LoadedProjectAccess = ProjectAccess & { project: typeof projects.$inferSelect };

export type AccessRelationRow = {
  dataownerUserId: string | null;
  memberRole: TeamMembershipRole | null;
  teamFeatures: TeamFeature[] | null;
  grants: { access_mode: PermissionLevel; capabilities: Capability[] }[];
};

/**
 * The caller's relations to the project of each row, as columns of any select over `projects`
 * (correlated subqueries, so a list computes every row's access in its one query).
 */
export function accessRelationColumns(userId: string, now: Date) {
  return {
    memberRole: sql<TeamMembershipRole | null>`(
      select ${teamMemberships.role} from ${teamMemberships}
      where ${teamMemberships.teamId} = ${outerProjectTeamId} and ${teamMemberships.userId} = ${userId}
        and ${teamMemberships.status} = 'accepted' limit 1)`,
    teamFeatures: sql<TeamFeature[] | null>`(
      select to_json(${teams.availableFeatures}) from ${teams} where ${teams.id} = ${outerProjectTeamId})`,
    grants: sql<AccessRelationRow['grants']>`coalesce((
      select json_agg(json_build_object('access_mode', ${permissions.accessMode}, 'capabilities', ${permissions.capabilities}))
      from ${permissions}
      where ${permissions.subjectProjectId} = ${outerProjectId} and ${activeGrantTo(userId, now)}
    ), '[]'::json)`,
  };
}

/** Judges a row selected with accessRelationColumns by the domain rule. */
export function accessOfRow(row: AccessRelationRow, userId: string): ProjectAccess {
  const relations: ProjectRelation[] = [];
  if (row.dataownerUserId === userId) relations.push({ kind: 'owner_user' });
  if (row.memberRole) {
    relations.push({
      kind: 'owner_team_member',
      role: row.memberRole,
      team_features: row.teamFeatures ?? [],
    });
  }
  for (const grant of row.grants) relations.push({ kind: 'grant', ...grant });
  return projectAccess(relations);
}

/** The caller's relations to one project, read in one round trip, judged by the domain rule. */
export async function loadProjectAccess(
  db: Database,
  projectId: string,
  userId: string,
  now: Date,
): Promise<LoadedProjectAccess | undefined> {
  const [row] = await db
    .select({ project: projects, ...accessRelationColumns(userId, now) })
    .from(projects)
    .where(eq(projects.id, projectId))
    .limit(1);
  if (!row) return undefined;
  const access = accessOfRow({ ...row, dataownerUserId: row.project.dataownerUserId }, userId);
  return { ...access, project: row.project };
}

/**
 * 404 for projects the caller may not see (and for removed ones unless asked), 403 when the
 * caller sees it but lacks the level or capability the action needs.
 */
export async function requireProjectAccess(
  db: Database,
  props: {
    projectId: string;
    userId: string;
    now: Date;
    level?: 'READ' | 'READWRITE';
    capability?: Capability | Capability[];
    allowRemoved?: boolean;
  },
): Promise<LoadedProjectAccess> {
  const access = await loadProjectAccess(db, props.projectId, props.userId, props.now);
  if (!access || access.level === 'NONE') throw notFound();
  if (access.project.removed && !props.allowRemoved) throw notFound();
  if (props.level === 'READWRITE' && access.level !== 'READWRITE') throw forbidden('Read-only access');
  const needed =
    props.capability === undefined
      ? []
      : Array.isArray(props.capability)
        ? props.capability
        : [props.capability];
  if (needed.length > 0 && !needed.some((capability) => access.capabilities.includes(capability))) {
    throw forbidden('Missing capability');
  }
  return access;
}
