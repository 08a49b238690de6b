import { STATS_LIST_TARGETS, type StatsListScope, statsListQuery } from '@keelson/contract';
import { companyOrdersPath } from '../company/CompanyNav.tsx';
import type { StatsValue } from './stats-labels.ts';

export type { StatsListTarget as ListTarget } from '@keelson/contract';
/**
 * The list each count opens lives in the contract (STATS_LIST_TARGETS: the set its items are
 * always in and the stats_field whose filter is the count's own condition), so the statistics page,
 * the fleet dashboard and the server's digest mail open the same lists. Counts without a list
 * filter (crew items without tasks, the supplier's cancelled / completed / inactive) are not links.
 */
export { STATS_LIST_TARGETS };

/** A group row narrows the list to its supplier or vessel (the orders page's ?supplier= / ?vessel=). */
export type GroupScope = StatsListScope;

/** The orders list a count opens, or null when the count has no list. */
export function statsCountHref(bucketId: string, value: StatsValue, scope?: GroupScope): string | null {
  const query = value === 'crew_without_tasks' ? null : statsListQuery(value, scope);
  return query === null ? null : `${companyOrdersPath(bucketId)}?${query}`;
}
