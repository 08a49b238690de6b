import type { TFleet, TFleetDigest, TFleetSupplier, TTrend } from '@keelson/contract';
import { api } from './http.ts';

/** A trend's subject: a whole company, or one of its vessels. */
export type TrendScope =
  | { kind: 'company'; bucketId: string }
  | { kind: 'vessel'; bucketId: string; vesselId: string };
export type Period = { from: string; to: string };

/** The fleet dashboard's calls (docs/decisions: fleet dashboard). */
export const fleetApi = {
  fleet: () => api.get<TFleet>('/ihm/maint/fleet'),
  suppliers: (limit = 10) =>
    api.get<{ suppliers: TFleetSupplier[] }>('/ihm/maint/fleet/suppliers', { limit }),
  trend: (scope: TrendScope, period: Period) =>
    api.get<TTrend>(
      scope.kind === 'company'
        ? `/ihm/maint/buckets/${scope.bucketId}/stats/snapshots`
        : `/ihm/maint/vessels/${scope.vesselId}/stats/snapshots`,
      period,
    ),
  digest: () => api.get<TFleetDigest>('/ihm/maint/fleet/digest'),
  setDigest: (weeklyDigest: boolean) =>
    api.put<TFleetDigest>(
      '/ihm/maint/fleet/digest',
      JSON.stringify({ weekly_digest: weeklyDigest }),
      'application/json',
    ),
};

/** Query keys of the fleet: all under 'fleet', so a change can refresh the whole dashboard. */
export const fleetKeys = {
  fleet: () => ['fleet', 'vessels'] as const,
  suppliers: () => ['fleet', 'suppliers'] as const,
  trend: (scope: TrendScope, period: Period) => ['fleet', 'trend', scope, period] as const,
  digest: () => ['fleet', 'digest'] as const,
};
