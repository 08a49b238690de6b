import type { FleetCount, TFleetVessel } from '@keelson/contract';
import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import {
  fleetCounters,
  generatedReports,
  purchaseOrderItems as items,
  projects,
  purchaseOrders,
} from '../../db/schema/index.ts';

export type VesselCounts = Pick<TFleetVessel, FleetCount | 'table_a_on_board'>;

const ZERO: VesselCounts = {
  open_expert: 0,
  overdue_expert: 0,
  overdue_supplier: 0,
  overdue_crew: 0,
  table_a_on_board: 0,
};

/**
 * The fleet's counts of every vessel, as the bucket statistics count them (open: expert_active;
 * overdue: expert_active_overdue, wait_for_documents_overdue, crew_in_tasks_overdue; and Table A on
 * board) in two grouped statements, whatever the number of items: the counters the database keeps
 * per vessel and deadline day (fleet_counters, kept by triggers) give everything up to the start of
 * today; the items due earlier today are counted from the items through their deadline indexes.
 */
export async function vesselCounts(
  db: Database,
  props: { bucketIds: readonly string[]; vesselIds: readonly string[]; now: Date },
): Promise<Map<string, VesselCounts>> {
  const result = new Map<string, VesselCounts>();
  if (props.vesselIds.length === 0) return result;
  const today = props.now.toISOString().slice(0, 10);
  const todayStart = `${today}T00:00:00.000Z`;
  const now = props.now.toISOString();
  const sum = (condition: SQL) =>
    sql<number>`coalesce(sum(${fleetCounters.n}) filter (where ${condition}), 0)`.mapWith(Number);
  const before = (kind: string) =>
    sql`${fleetCounters.kind} = ${kind} and ${fleetCounters.dueDay} < ${today}::date`;
  const stored = await db
    .select({
      vesselId: fleetCounters.vesselId,
      open_expert: sum(sql`${fleetCounters.kind} = 'open_expert'`),
      overdue_expert: sum(before('expert_due')),
      overdue_supplier: sum(before('documents_due')),
      overdue_crew: sum(before('crew_due')),
      table_a_on_board: sum(sql`${fleetCounters.kind} = 'table_a'`),
    })
    .from(fleetCounters)
    .where(inArray(fleetCounters.vesselId, [...props.vesselIds]))
    .groupBy(fleetCounters.vesselId);
  for (const { vesselId, ...counts } of stored) result.set(vesselId, counts);

  const inToday = (column: AnyPgColumn | SQL) =>
    sql`${column} >= ${todayStart}::timestamptz and ${column} <= ${now}::timestamptz`;
  const documentsDue = sql`least(${items.supplierOverdueSince}, ${items.expertOverdueSince})`;
  const count = (condition: SQL) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);
  const dueToday = await db
    .select({
      vesselId: purchaseOrders.vesselId,
      overdue_expert: count(sql`${items.expertList} = 'tasks' and ${inToday(items.expertOverdueSince)}`),
      overdue_supplier: count(sql`${items.expertWaitingFor} = 'documents' and ${inToday(documentsDue)}`),
      overdue_crew: count(sql`${items.crewList} = 'tasks' and ${inToday(items.crewOverdueSince)}`),
    })
    .from(items)
    .innerJoin(purchaseOrders, eq(purchaseOrders.id, items.orderId))
    .where(
      and(
        inArray(items.bucketId, [...props.bucketIds]),
        eq(items.isActive, true),
        or(
          inToday(items.expertOverdueSince),
          inToday(items.supplierOverdueSince),
          inToday(items.crewOverdueSince),
        ),
        inArray(purchaseOrders.vesselId, [...props.vesselIds]),
      ),
    )
    .groupBy(purchaseOrders.vesselId);
  for (const { vesselId, ...today } of dueToday) {
    const counts = result.get(vesselId) ?? { ...ZERO };
    counts.overdue_expert += today.overdue_expert;
    counts.overdue_supplier += today.overdue_supplier;
    counts.overdue_crew += today.overdue_crew;
    result.set(vesselId, counts);
  }
  return result;
}

export type LatestReport = NonNullable<TFleetVessel['latest_ihm_report']>;

/**
 * The latest successful IHM report of each project, and whether its content hash is the project's
 * content_hash. That column holds the hash of the project's last report request (reports.service),
 * so "matches" says nothing changed since then; the survey is not hashed again here, which would
 * mean reading every project's whole survey for one dashboard.
 */
export async function latestIhmReports(
  db: Database,
  projectIds: readonly string[],
): Promise<Map<string, LatestReport>> {
  const result = new Map<string, LatestReport>();
  if (projectIds.length === 0) return result;
  const rows = await db
    .selectDistinctOn([generatedReports.projectId], {
      projectId: generatedReports.projectId,
      id: generatedReports.id,
      version: generatedReports.version,
      finishedAt: generatedReports.finishedAt,
      matches: sql<boolean>`coalesce(${generatedReports.projectContentHash} = ${projects.contentHash}, false)`,
    })
    .from(generatedReports)
    .innerJoin(projects, eq(projects.id, generatedReports.projectId))
    .where(
      and(
        inArray(generatedReports.projectId, [...projectIds]),
        eq(generatedReports.type, 'ihm'),
        eq(generatedReports.status, 'success'),
      ),
    )
    .orderBy(
      generatedReports.projectId,
      sql`${generatedReports.finishedAt} desc nulls last`,
      sql`${generatedReports.version} desc`,
    );
  for (const row of rows)
    result.set(row.projectId, {
      id: row.id,
      version: row.version,
      finished_at: row.finishedAt?.toISOString() ?? null,
      matches_content: row.matches,
    });
  return result;
}
