import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { bucketProjects, buckets, projects, teamMemberships, vessels } from '../../db/schema/index.ts';
import { projectVisibleTo } from '../access/project-access.ts';

export type FleetScopeVessel = { id: string; name: string; imo: string | null; projectId: string | null };
export type FleetScopeCompany = {
  id: string;
  name: string;
  lastImportAt: Date | null;
  /** The caller sees the whole company (its owner, or a member of the owning team). */
  whole: boolean;
  vessels: FleetScopeVessel[];
};

type Row = {
  bucket_id: string;
  bucket_name: string;
  last_import_at: string | Date | null;
  whole: boolean;
  vessel_id: string | null;
  vessel_name: string | null;
  imo: string | null;
  project_id: string | null;
};

/**
 * Every maintenance company (ihm_maint bucket, not archived) the caller may see, with the vessels
 * they see in it — the rule of `loadBucketAccess` (decision 0020) for all companies at once, in one
 * statement: the company's owner and the owning team's accepted members see all its vessels;
 * anyone who sees a (not removed) project the company serves sees that project's vessels and
 * the vessels of no project. A caller who sees nothing gets an empty list.
 */
export async function loadFleetScope(
  db: Database,
  props: { userId: string; now: Date },
): Promise<FleetScopeCompany[]> {
  const { userId } = props;
  const result = await db.execute(sql`
    with my_teams as (
      select ${teamMemberships.teamId} as team_id from ${teamMemberships}
      where ${teamMemberships.userId} = ${userId} and ${teamMemberships.status} = 'accepted'
    ),
    seen_projects as (
      select ${bucketProjects.bucketId} as bucket_id, ${projects.id} as project_id
      from ${bucketProjects} join ${projects} on ${projects.id} = ${bucketProjects.projectId}
      where ${projects.removed} = false and ${projectVisibleTo(userId, props.now)}
    ),
    fleet_buckets as (
      select b.id, b.name, b.last_import_at,
        coalesce(b.dataowner_user_id = ${userId}, false)
          or coalesce(b.dataowner_team_id in (select team_id from my_teams), false) as whole
      from ${buckets} b
      where b.archived = false and b.type = 'ihm_maint'
        and (b.dataowner_user_id = ${userId}
          or b.dataowner_team_id in (select team_id from my_teams)
          or b.id in (select bucket_id from seen_projects))
    )
    select fb.id as bucket_id, fb.name as bucket_name, fb.last_import_at, fb.whole,
      v.id as vessel_id, v.name as vessel_name, v.imo, v.project_id
    from fleet_buckets fb
    left join ${vessels} v on v.bucket_id = fb.id and (
      fb.whole or v.project_id is null
      or v.project_id in (select sp.project_id from seen_projects sp where sp.bucket_id = fb.id))
    order by fb.name, fb.id, v.name, v.id`);
  const companies = new Map<string, FleetScopeCompany>();
  for (const row of (result as unknown as { rows: Row[] }).rows) {
    let company = companies.get(row.bucket_id);
    if (!company) {
      company = {
        id: row.bucket_id,
        name: row.bucket_name,
        lastImportAt: row.last_import_at === null ? null : new Date(row.last_import_at),
        whole: row.whole,
        vessels: [],
      };
      companies.set(row.bucket_id, company);
    }
    if (row.vessel_id && row.vessel_name !== null)
      company.vessels.push({
        id: row.vessel_id,
        name: row.vessel_name,
        imo: row.imo,
        projectId: row.project_id,
      });
  }
  return [...companies.values()];
}

/** The vessel ids of a fleet scope, all companies together. */
export const scopeVesselIds = (companies: readonly FleetScopeCompany[]) =>
  companies.flatMap((company) => company.vessels.map((vessel) => vessel.id));
