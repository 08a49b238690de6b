import { canManageTeam, type TeamFeature } from '@keelson/domain';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { teamMemberships, teams } from '../../db/schema/index.ts';
import { forbidden, notFound } from '../../errors.ts';

export type TeamAccess = {
  team: typeof teams.$inferSelect & { availableFeatures: TeamFeature[] };
  membership: typeof teamMemberships.$inferSelect | undefined;
};

/** The team and the caller's membership in it (any status), in one query. */
export async function loadTeamAccess(
  db: Database,
  teamId: string,
  userId: string,
): Promise<TeamAccess | undefined> {
  const [row] = await db
    .select({ team: teams, membership: teamMemberships })
    .from(teams)
    .leftJoin(teamMemberships, and(eq(teamMemberships.teamId, teams.id), eq(teamMemberships.userId, userId)))
    .where(eq(teams.id, teamId))
    .limit(1);
  if (!row) return undefined;
  return { team: row.team as TeamAccess['team'], membership: row.membership ?? undefined };
}

/**
 * Accepted members see their team; so does someone invited to it (to decide). Anyone else gets
 * 404, so a team's existence is not revealed.
 */
export async function requireTeamVisible(db: Database, teamId: string, userId: string): Promise<TeamAccess> {
  const access = await loadTeamAccess(db, teamId, userId);
  const status = access?.membership?.status;
  if (!access || (status !== 'accepted' && status !== 'invited')) throw notFound();
  return access;
}

export async function requireTeamMember(db: Database, teamId: string, userId: string): Promise<TeamAccess> {
  const access = await loadTeamAccess(db, teamId, userId);
  if (access?.membership?.status !== 'accepted') throw notFound();
  return access;
}

/** Members see the team (else 404); only accepted legal and manager members may change it (else 403). */
export async function requireTeamManager(db: Database, teamId: string, userId: string): Promise<TeamAccess> {
  const access = await requireTeamMember(db, teamId, userId);
  if (!canManageTeam(access.membership)) throw forbidden('Only legal and manager members manage a team');
  return access;
}
