import type { TFleet } from '@keelson/contract';
import { daysSince } from '@keelson/domain';
import type { Database } from '../../db/client.ts';
import { latestIhmReports, vesselCounts } from './fleet.queries.ts';
import { type FleetScopeCompany, loadFleetScope, scopeVesselIds } from './fleet-scope.queries.ts';

const NO_COUNTS = {
  open_expert: 0,
  overdue_expert: 0,
  overdue_supplier: 0,
  overdue_crew: 0,
  table_a_on_board: 0,
};

type Props = { userId: string; now: Date };

/**
 * The fleet dashboard: every company and vessel the caller sees, each vessel with its counts and
 * its project's latest IHM report. Three statements however large the fleet: the scope, one
 * grouped aggregate over the items, one over the reports. No company is no error: an empty fleet.
 */
export async function loadFleet(db: Database, props: Props, scope?: FleetScopeCompany[]): Promise<TFleet> {
  const companies = scope ?? (await loadFleetScope(db, props));
  const vesselIds = scopeVesselIds(companies);
  const projectIds = [
    ...new Set(companies.flatMap((company) => company.vessels.flatMap((vessel) => vessel.projectId ?? []))),
  ];
  const [counts, reports] = await Promise.all([
    vesselCounts(db, {
      bucketIds: companies.filter((company) => company.vessels.length > 0).map((company) => company.id),
      vesselIds,
      now: props.now,
    }),
    latestIhmReports(db, projectIds),
  ]);
  return {
    companies: companies.map((company) => ({
      id: company.id,
      name: company.name,
      short_id: company.id.slice(0, 6),
      last_import_at: company.lastImportAt?.toISOString() ?? null,
      days_since_last_import: daysSince(company.lastImportAt, props.now),
      vessels: company.vessels.map((vessel) => ({
        id: vessel.id,
        name: vessel.name,
        imo: vessel.imo,
        project_id: vessel.projectId,
        ...(counts.get(vessel.id) ?? NO_COUNTS),
        latest_ihm_report: (vessel.projectId && reports.get(vessel.projectId)) || null,
      })),
    })),
    updated_at: props.now.toISOString(),
  };
}
