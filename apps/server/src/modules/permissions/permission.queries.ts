import { and, desc, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { permissions, projects, teamMemberships } from '../../db/schema/index.ts';

export type PermissionRow = typeof permissions.$inferSelect;
export type PermissionWithProject = PermissionRow & { projectName: string };

const columns = { permission: permissions, projectName: projects.name };

function selectPermissions(db: Database) {
  return db
    .select(columns)
    .from(permissions)
    .innerJoin(projects, eq(projects.id, permissions.subjectProjectId));
}

const flatten = (row: { permission: PermissionRow; projectName: string }): PermissionWithProject => ({
  ...row.permission,
  projectName: row.projectName,
});

export async function findPermission(db: Database, id: string): Promise<PermissionWithProject | undefined> {
  const [row] = await selectPermissions(db).where(eq(permissions.id, id)).limit(1);
  return row && flatten(row);
}

/** Teams the user is an accepted member of (a subquery). */
function acceptedTeamIds(db: Database, userId: string) {
  return db
    .select({ id: teamMemberships.teamId })
    .from(teamMemberships)
    .where(and(eq(teamMemberships.userId, userId), eq(teamMemberships.status, 'accepted')));
}

/**
 * Grants addressed to the user: to their id, to their address before they had an account, or to
 * a team they are an accepted member of.
 */
export function addressedTo(db: Database, user: { id: string; email: string }): SQL {
  return or(
    eq(permissions.grantedToUserId, user.id),
    and(isNull(permissions.grantedToUserId), eq(permissions.grantedToUserEmail, user.email)),
    inArray(permissions.grantedToTeamId, acceptedTeamIds(db, user.id)),
  ) as SQL;
}

/** A project's grants, newest first; `addressee` narrows them to those addressed to one user. */
export async function listProjectPermissions(
  db: Database,
  props: { projectId: string; addressee?: { id: string; email: string } },
): Promise<PermissionWithProject[]> {
  const rows = await selectPermissions(db)
    .where(
      and(
        eq(permissions.subjectProjectId, props.projectId),
        props.addressee ? addressedTo(db, props.addressee) : undefined,
      ),
    )
    .orderBy(desc(permissions.issuedAt), desc(permissions.id));
  return rows.map(flatten);
}

/** Every grant addressed to the user, in any state, newest first. */
export async function listReceivedPermissions(
  db: Database,
  user: { id: string; email: string },
): Promise<PermissionWithProject[]> {
  const rows = await selectPermissions(db)
    .where(addressedTo(db, user))
    .orderBy(desc(permissions.issuedAt), desc(permissions.id));
  return rows.map(flatten);
}
