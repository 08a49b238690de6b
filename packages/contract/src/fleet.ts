import { z } from 'zod';
import { ZDay } from './dates.ts';
import { ZStatsCounts } from './stats.ts';

/** The latest successful IHM report of the vessel's project (generated_reports of type ihm). */
export const ZFleetReport = z.object({
  id: z.string(),
  version: z.number().int(),
  finished_at: z.string().nullable(),
  /**
   * Its content hash equals the project's content_hash, which is the hash of the project's last
   * report request: true means "nothing changed since the last request", not a fresh recount.
   */
  matches_content: z.boolean(),
});

export const ZFleetVessel = z.object({
  id: z.string(),
  name: z.string(),
  imo: z.string().nullable(),
  project_id: z.string().nullable(),
  open_expert: z.number().int(),
  overdue_expert: z.number().int(),
  overdue_supplier: z.number().int(),
  overdue_crew: z.number().int(),
  /** Items with Table A hazmats some of whose units are still on the vessel (quantity_on_vessel > 0). */
  table_a_on_board: z.number().int(),
  latest_ihm_report: ZFleetReport.nullable(),
});
export type TFleetVessel = z.infer<typeof ZFleetVessel>;

export const ZFleetCompany = z.object({
  id: z.string(),
  name: z.string(),
  /** The first 6 characters of the id (spec section 3). */
  short_id: z.string(),
  last_import_at: z.string().nullable(),
  /** Whole days since an import last finished; null when nothing was ever imported. */
  days_since_last_import: z.number().int().nullable(),
  vessels: z.array(ZFleetVessel),
});
export type TFleetCompany = z.infer<typeof ZFleetCompany>;

/** GET /ihm/maint/fleet: every company and vessel the caller sees, with the vessels' counts. */
export const ZFleet = z.object({
  companies: z.array(ZFleetCompany),
  updated_at: z.string(),
});
export type TFleet = z.infer<typeof ZFleet>;

/** The suppliers with most overdue requests across the caller's fleet. */
export const ZFleetSuppliersQuery = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(10),
});
export const ZFleetSupplier = z.object({
  company_id: z.string(),
  company_name: z.string(),
  supplier_id: z.string(),
  supplier_name: z.string(),
  /** Items waiting for the supplier's documents past the deadline (wait_for_documents_overdue). */
  wait_for_documents_overdue: z.number().int(),
});
export const ZFleetSuppliers = z.object({ suppliers: z.array(ZFleetSupplier) });
export type TFleetSupplier = z.infer<typeof ZFleetSupplier>;

/** A period of daily snapshots: both days included, at most two years (what is kept). */
export const ZTrendQuery = z
  .object({ from: ZDay, to: ZDay })
  .refine((period) => period.from <= period.to, { message: 'from must not be after to', path: ['from'] })
  .refine((period) => Date.parse(period.to) - Date.parse(period.from) <= 731 * 86_400_000, {
    message: 'At most two years',
    path: ['to'],
  });

/** One day's statistics of a company or a vessel, as the daily job stored them. */
export const ZTrendPoint = z.object({ day: z.string(), counts: ZStatsCounts });
export const ZTrend = z.object({
  from: z.string(),
  to: z.string(),
  points: z.array(ZTrendPoint),
});
export type TTrend = z.infer<typeof ZTrend>;
export type TTrendPoint = z.infer<typeof ZTrendPoint>;

export const ZVesselTrendParams = z.object({ id: z.string().uuid(), vesselId: z.string().uuid() });

/** The caller's choice of the weekly fleet digest mail (managers only). */
export const ZFleetDigestSetting = z.object({ weekly_digest: z.boolean() });
export type TFleetDigestSetting = z.infer<typeof ZFleetDigestSetting>;
export const ZFleetDigest = ZFleetDigestSetting.extend({
  /** The caller manages a company of their fleet: only managers may switch the digest on. */
  manager: z.boolean(),
});
export type TFleetDigest = z.infer<typeof ZFleetDigest>;
