import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import {
  bucketProjects,
  buckets,
  permissions,
  projects,
  ships,
  teamMemberships,
  teams,
} from '../db/schema/index.ts';

export const DEMO_TEAM_NAME = 'Keelson Demo Experts';
/** An archived company of the demo team, so the Companies screen shows its archived section (decision 0032). */
export const DEMO_ARCHIVED_COMPANY = 'Keelson Demo Maintenance 2019–2024';
export const DEMO_SHIPS = [
  { name: 'MV Nordlicht', imo: '9300001', maintenance: true, crewGrant: true },
  { name: 'MV Aurora Borealis', imo: '9300002', maintenance: false, crewGrant: false },
] as const;

type Tx = Database;

async function ensureTeam(tx: Tx, expertUserId: string) {
  let [team] = await tx.select().from(teams).where(eq(teams.name, DEMO_TEAM_NAME)).limit(1);
  if (!team) {
    [team] = await tx
      .insert(teams)
      .values({
        name: DEMO_TEAM_NAME,
        description: 'Hazardous-material experts of the demo installation',
        availableFeatures: ['ihm.expert', 'ihm.maint'],
        createdByUserId: expertUserId,
      })
      .returning();
  }
  if (!team) throw new Error('demo team not created');
  const [membership] = await tx
    .select({ id: teamMemberships.id })
    .from(teamMemberships)
    .where(and(eq(teamMemberships.teamId, team.id), eq(teamMemberships.userId, expertUserId)))
    .limit(1);
  if (!membership) {
    await tx.insert(teamMemberships).values({
      teamId: team.id,
      userId: expertUserId,
      status: 'accepted',
      role: 'legal',
      invitedAt: new Date(),
      acceptedAt: new Date(),
    });
  }
  return team;
}

async function ensureBucket(tx: Tx, teamId: string, type: 'ihm_maint' | 'ihm_expert', name: string) {
  const [existing] = await tx
    .select()
    .from(buckets)
    .where(and(eq(buckets.dataownerTeamId, teamId), eq(buckets.type, type), eq(buckets.archived, false)))
    .limit(1);
  if (existing) return existing;
  const [bucket] = await tx.insert(buckets).values({ name, type, dataownerTeamId: teamId }).returning();
  if (!bucket) throw new Error('demo bucket not created');
  return bucket;
}

async function ensureLink(tx: Tx, projectId: string, bucketId: string, role: 'ihm_maint' | 'ihm_expert') {
  const [link] = await tx
    .select({ id: bucketProjects.id })
    .from(bucketProjects)
    .where(and(eq(bucketProjects.projectId, projectId), eq(bucketProjects.role, role)))
    .limit(1);
  if (!link) await tx.insert(bucketProjects).values({ projectId, bucketId, role });
}

async function ensureArchivedCompany(tx: Tx, teamId: string) {
  const [existing] = await tx
    .select({ id: buckets.id })
    .from(buckets)
    .where(and(eq(buckets.dataownerTeamId, teamId), eq(buckets.name, DEMO_ARCHIVED_COMPANY)))
    .limit(1);
  if (existing) return;
  await tx.insert(buckets).values({
    name: DEMO_ARCHIVED_COMPANY,
    type: 'ihm_maint',
    dataownerTeamId: teamId,
    archived: true,
    checked: true,
    lastImportAt: new Date('2024-12-20T06:00:00Z'),
  });
}

/**
 * The demo expert team with its maintenance and expert buckets and an archived former maintenance
 * company, two ships with IHM projects owned by it, and the crew user's READWRITE crew grant on the
 * first. Anything present is left alone.
 */
export async function ensureDemoOrganisation(tx: Tx, users: { expertId: string; crewId: string }) {
  const team = await ensureTeam(tx, users.expertId);
  const maintenance = await ensureBucket(tx, team.id, 'ihm_maint', 'Keelson Demo Maintenance');
  const expert = await ensureBucket(tx, team.id, 'ihm_expert', 'Keelson Demo Expertise');
  await ensureArchivedCompany(tx, team.id);
  for (const demo of DEMO_SHIPS) {
    const [found] = await tx
      .select({ projectId: projects.id })
      .from(projects)
      .innerJoin(ships, eq(ships.id, projects.shipId))
      .where(and(eq(ships.imo, demo.imo), eq(projects.dataownerTeamId, team.id)))
      .limit(1);
    let projectId = found?.projectId;
    if (!projectId) {
      const [ship] = await tx.insert(ships).values({ name: demo.name, imo: demo.imo }).returning();
      if (!ship) throw new Error('demo ship not created');
      const [project] = await tx
        .insert(projects)
        .values({
          shipId: ship.id,
          name: `IHM ${demo.name}`,
          dataownerTeamId: team.id,
          createdByUserId: users.expertId,
          startedAt: demo.maintenance ? new Date() : null,
        })
        .returning();
      if (!project) throw new Error('demo project not created');
      projectId = project.id;
    }
    await ensureLink(tx, projectId, expert.id, 'ihm_expert');
    if (demo.maintenance) await ensureLink(tx, projectId, maintenance.id, 'ihm_maint');
    if (demo.crewGrant) {
      const [grant] = await tx
        .select({ id: permissions.id })
        .from(permissions)
        .where(
          and(eq(permissions.subjectProjectId, projectId), eq(permissions.grantedToUserId, users.crewId)),
        )
        .limit(1);
      if (!grant) {
        await tx.insert(permissions).values({
          subjectProjectId: projectId,
          grantedToUserId: users.crewId,
          accessMode: 'READWRITE',
          capabilities: ['ihm.maint.is_crew'],
          status: 'accepted',
          statusAt: new Date(),
          issuedByUserId: users.expertId,
          issuedByTeamId: team.id,
        });
      }
    }
  }
}
