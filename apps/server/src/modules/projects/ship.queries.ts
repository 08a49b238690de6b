import { and, asc, eq, getTableColumns, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { projects, shipGroups, ships, teamMemberships } from '../../db/schema/index.ts';
import { projectVisibleTo } from '../access/project-access.ts';

/** Ships with a live project the caller sees, each with its newest such project (for the image URL). */
export async function findVisibleShips(db: Database, props: { userId: string; now: Date }) {
  return db
    .select({
      ship: getTableColumns(ships),
      projectId: sql<string>`(array_agg(${projects.id} order by ${projects.modifiedAt} desc))[1]`,
    })
    .from(ships)
    .innerJoin(projects, eq(projects.shipId, ships.id))
    .where(and(eq(projects.removed, false), projectVisibleTo(props.userId, props.now)))
    .groupBy(ships.id)
    .orderBy(asc(ships.name), asc(ships.id));
}

/** The groups of the ships the caller sees. */
export async function findVisibleShipGroups(db: Database, props: { userId: string; now: Date }) {
  const visibleGroupIds = db
    .selectDistinct({ id: ships.groupId })
    .from(ships)
    .innerJoin(projects, eq(projects.shipId, ships.id))
    .where(and(eq(projects.removed, false), projectVisibleTo(props.userId, props.now)));
  return db
    .select({ id: shipGroups.id, name: shipGroups.name })
    .from(shipGroups)
    .where(inArray(shipGroups.id, visibleGroupIds))
    .orderBy(asc(shipGroups.name), asc(shipGroups.id));
}

/**
 * A group the caller may put a new ship in: kept by a team they are an accepted member of, or
 * already holding a ship they see.
 */
export async function findUsableShipGroup(
  db: Database,
  props: { groupId: string; userId: string; now: Date },
) {
  const visibleGroupIds = db
    .selectDistinct({ id: ships.groupId })
    .from(ships)
    .innerJoin(projects, eq(projects.shipId, ships.id))
    .where(projectVisibleTo(props.userId, props.now));
  const memberTeamIds = db
    .select({ id: teamMemberships.teamId })
    .from(teamMemberships)
    .where(and(eq(teamMemberships.userId, props.userId), eq(teamMemberships.status, 'accepted')));
  const [group] = await db
    .select({ id: shipGroups.id })
    .from(shipGroups)
    .where(
      and(
        eq(shipGroups.id, props.groupId),
        or(inArray(shipGroups.teamId, memberTeamIds), inArray(shipGroups.id, visibleGroupIds)),
      ),
    )
    .limit(1);
  return group;
}
