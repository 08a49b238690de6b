import type { TTeam } from '@keelson/contract';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { teams } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';
import { imageUrl } from '../../storage/image-upload.ts';
import { sortedFeatures } from '../users/user.queries.ts';

export type TeamRow = typeof teams.$inferSelect;

export function teamAnswer(apiPath: string, team: TeamRow): TTeam {
  return {
    id: team.id,
    name: team.name,
    description: team.description,
    image: imageUrl(apiPath, 'teams', team.id, team.imageKey),
    available_features: sortedFeatures(team.availableFeatures),
  };
}

export async function findTeamById(db: Database, id: string): Promise<TeamRow | undefined> {
  const [row] = await db.select().from(teams).where(eq(teams.id, id)).limit(1);
  return row;
}

export async function teamAnswers(db: Database, apiPath: string, ids: string[]): Promise<Map<string, TTeam>> {
  const unique = [...new Set(ids)];
  const result = new Map<string, TTeam>();
  if (unique.length === 0) return result;
  const rows = await db.select().from(teams).where(inArray(teams.id, unique));
  for (const row of rows) result.set(row.id, teamAnswer(apiPath, row));
  return result;
}

/**
 * Locks the team row for the rest of the transaction. Every membership change takes this lock
 * first, so two changes of one team (two invitations of one address, two managers demoting each
 * other) run one after the other and the "last manager" rule holds.
 */
export async function lockTeam(tx: Database, teamId: string): Promise<TeamRow> {
  const [row] = await tx.select().from(teams).where(eq(teams.id, teamId)).for('update');
  if (!row) throw notFound();
  return row;
}
