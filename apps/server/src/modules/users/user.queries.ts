import type { TUser } from '@keelson/contract';
import { TEAM_FEATURES, type TeamFeature } from '@keelson/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { teamMemberships, teams, users } from '../../db/schema/index.ts';
import { imageUrl } from '../../storage/image-upload.ts';

export type UserRow = typeof users.$inferSelect;

export async function findUserById(db: Database, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** The user with this address (addresses are kept in lower case; compared so anyway). */
export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  return row;
}

/** Whether two users are both accepted members of at least one team. */
export async function shareAcceptedTeam(db: Database, userId: string, otherId: string): Promise<boolean> {
  const other = alias(teamMemberships, 'other_membership');
  const [row] = await db
    .select({ teamId: teamMemberships.teamId })
    .from(teamMemberships)
    .innerJoin(
      other,
      and(eq(other.teamId, teamMemberships.teamId), eq(other.userId, otherId), eq(other.status, 'accepted')),
    )
    .where(and(eq(teamMemberships.userId, userId), eq(teamMemberships.status, 'accepted')))
    .limit(1);
  return Boolean(row);
}

/** Features per user: the union of the features of the teams they are accepted members of. */
export async function featuresOfUsers(db: Database, userIds: string[]): Promise<Map<string, TeamFeature[]>> {
  const result = new Map<string, TeamFeature[]>();
  if (userIds.length === 0) return result;
  const rows = await db
    .select({ userId: teamMemberships.userId, features: teams.availableFeatures })
    .from(teamMemberships)
    .innerJoin(teams, eq(teams.id, teamMemberships.teamId))
    .where(and(inArray(teamMemberships.userId, userIds), eq(teamMemberships.status, 'accepted')));
  const sets = new Map<string, Set<string>>();
  for (const row of rows) {
    if (!row.userId) continue;
    const set = sets.get(row.userId) ?? new Set<string>();
    for (const feature of row.features) set.add(feature);
    sets.set(row.userId, set);
  }
  for (const [userId, set] of sets) result.set(userId, sortedFeatures([...set]));
  return result;
}

/** Features in their catalogue order, unknown values dropped. */
export function sortedFeatures(features: readonly string[]): TeamFeature[] {
  return TEAM_FEATURES.filter((feature) => features.includes(feature));
}

export function userAnswer(apiPath: string, row: UserRow, features: TeamFeature[]): TUser {
  return {
    id: row.id,
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    image: imageUrl(apiPath, 'users', row.id, row.imageKey),
    available_features: features,
    admin: row.admin,
    expert_view: row.expertView,
  };
}

/** Answers for several users with their features, in two queries. */
export async function userAnswers(db: Database, apiPath: string, ids: string[]): Promise<Map<string, TUser>> {
  const unique = [...new Set(ids)];
  const result = new Map<string, TUser>();
  if (unique.length === 0) return result;
  const rows = await db.select().from(users).where(inArray(users.id, unique));
  const features = await featuresOfUsers(db, unique);
  for (const row of rows) result.set(row.id, userAnswer(apiPath, row, features.get(row.id) ?? []));
  return result;
}
