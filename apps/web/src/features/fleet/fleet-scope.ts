import type { TFleet } from '@keelson/contract';
import type { TrendScope } from '../../api/fleet.ts';
import type { GroupScope } from '../statistics/stats-links.ts';

/** What the charts look at: a company, or one of its vessels (its lists then narrowed to it). */
export type ChartScope = {
  key: string;
  label: string;
  bucketId: string;
  trend: TrendScope;
  listScope?: GroupScope;
};

/** The scopes a user can choose: each company, then each of its vessels. */
export function chartScopes(fleet: TFleet): ChartScope[] {
  return fleet.companies.flatMap((company) => [
    {
      key: `company:${company.id}`,
      label: company.name,
      bucketId: company.id,
      trend: { kind: 'company' as const, bucketId: company.id },
    },
    ...company.vessels.map((vessel) => ({
      key: `vessel:${vessel.id}`,
      label: `${vessel.name} (${company.name})`,
      bucketId: company.id,
      trend: { kind: 'vessel' as const, bucketId: company.id, vesselId: vessel.id },
      listScope: { group: 'vessel' as const, id: vessel.id },
    })),
  ]);
}
