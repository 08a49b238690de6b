import type { TTeamMembership } from '@keelson/contract';
import type { TeamMembershipStatus } from '@keelson/domain';
import { and, asc, count, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-context.ts';
import type { Database } from '../../db/client.ts';
import { teamMemberships } from '../../db/schema/index.ts';
import { userAnswers } from '../users/user.queries.ts';
import { teamAnswers } from './team.queries.ts';

export type MembershipRow = typeof teamMemberships.$inferSelect;

export async function findMembershipById(db: Database, id: string): Promise<MembershipRow | undefined> {
  const [row] = await db.select().from(teamMemberships).where(eq(teamMemberships.id, id)).limit(1);
  return row;
}

/** Locks one membership for the rest of the transaction (after its team: see lockTeam). */
export async function lockMembership(tx: Database, id: string): Promise<MembershipRow | undefined> {
  const [row] = await tx.select().from(teamMemberships).where(eq(teamMemberships.id, id)).for('update');
  return row;
}

export async function listTeamMemberships(
  db: Database,
  teamId: string,
  statuses: readonly TeamMembershipStatus[],
): Promise<MembershipRow[]> {
  return db
    .select()
    .from(teamMemberships)
    .where(and(eq(teamMemberships.teamId, teamId), inArray(teamMemberships.status, [...statuses])))
    .orderBy(asc(teamMemberships.invitedAt), asc(teamMemberships.id));
}

/** Memberships that are the user's: linked to them, or invited by their address and not linked yet. */
export function isOwnMembership(row: MembershipRow, user: { id: string; email: string }): boolean {
  if (row.userId) return row.userId === user.id;
  return row.invitedEmail?.toLowerCase() === user.email.toLowerCase();
}

export async function listMembershipsOfUser(
  db: Database,
  user: { id: string; email: string },
): Promise<MembershipRow[]> {
  return db
    .select()
    .from(teamMemberships)
    .where(
      or(
        eq(teamMemberships.userId, user.id),
        and(
          isNull(teamMemberships.userId),
          eq(sql`lower(${teamMemberships.invitedEmail})`, user.email.toLowerCase()),
        ),
      ),
    )
    .orderBy(asc(teamMemberships.invitedAt), asc(teamMemberships.id));
}

/** The team's membership of a user, or the unlinked invitation of their address (linked first). */
export async function findMembershipOf(
  db: Database,
  teamId: string,
  who: { userId: string | null; email: string },
): Promise<MembershipRow | undefined> {
  const byEmail = and(
    isNull(teamMemberships.userId),
    eq(sql`lower(${teamMemberships.invitedEmail})`, who.email.toLowerCase()),
  );
  const [row] = await db
    .select()
    .from(teamMemberships)
    .where(
      and(
        eq(teamMemberships.teamId, teamId),
        who.userId ? or(eq(teamMemberships.userId, who.userId), byEmail) : byEmail,
      ),
    )
    .orderBy(sql`${teamMemberships.userId} is null`)
    .limit(1);
  return row;
}

/** Accepted legal and manager members of a team other than the given membership. */
export async function countOtherManagers(db: Database, teamId: string, exceptId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(teamMemberships)
    .where(
      and(
        eq(teamMemberships.teamId, teamId),
        eq(teamMemberships.status, 'accepted'),
        inArray(teamMemberships.role, ['legal', 'manager']),
        ne(teamMemberships.id, exceptId),
      ),
    );
  return row?.n ?? 0;
}

const iso = (at: Date | null) => (at ? at.toISOString() : null);

export function membershipAnswer(row: MembershipRow): TTeamMembership {
  return {
    id: row.id,
    team_id: row.teamId,
    user_id: row.userId,
    invited_email: row.invitedEmail,
    status: row.status,
    role: row.role,
    invited_at: iso(row.invitedAt),
    accepted_at: iso(row.acceptedAt),
    rejected_at: iso(row.rejectedAt),
    revoked_at: iso(row.revokedAt),
  };
}

/** Answers with the included `team` and `user` (a membership without a user has no `user`). */
export async function membershipAnswers(
  deps: AppDeps,
  rows: MembershipRow[],
  include: ReadonlySet<string>,
): Promise<TTeamMembership[]> {
  const apiPath = deps.config.apiPath;
  const teamsById = include.has('team')
    ? await teamAnswers(
        deps.db,
        apiPath,
        rows.map((row) => row.teamId),
      )
    : undefined;
  const usersById = include.has('user')
    ? await userAnswers(
        deps.db,
        apiPath,
        rows.flatMap((row) => (row.userId ? [row.userId] : [])),
      )
    : undefined;
  return rows.map((row) => {
    const answer = membershipAnswer(row);
    const team = teamsById?.get(row.teamId);
    const user = row.userId ? usersById?.get(row.userId) : undefined;
    return { ...answer, ...(team ? { team } : {}), ...(user ? { user } : {}) };
  });
}
