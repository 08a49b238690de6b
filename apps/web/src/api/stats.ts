import { api } from './http.ts';

/**
 * The counts of the bucket statistics (spec section 3; docs/decisions/0009). The answer schemas
 * live beside the server's stats routes, not in the contract, so the names are repeated here.
 */
export const STATS_COUNT_NAMES = [
  'total',
  'wait_for_documents_total',
  'wait_for_documents_overdue',
  'expert_active',
  'expert_active_overdue',
  'expert_completed',
  'expert_wait_for_categorisation_total',
  'expert_wait_for_categorisation_overdue',
  'expert_wait_for_acceptance_total',
  'expert_wait_for_acceptance_overdue',
  'expert_wait_for_closing_review_total',
  'expert_wait_for_closing_review_overdue',
  'crew_in_tasks_list',
  'crew_in_tasks_overdue',
  'crew_in_tasks_overdue_tab_a',
  'crew_in_tasks_overdue_tab_b',
  'crew_in_monitor_list',
  'crew_in_done_list',
  'supplier_reminder1',
  'supplier_reminder2',
  'supplier_cancelled',
  'supplier_completed',
  'supplier_inactive',
  'items_category_relevant',
  'items_category_not_relevant',
  'items_category_additional',
  'items_category_unknown',
  'items_completed_relevant',
  'items_completed_additional',
] as const;
export type StatsCount = (typeof STATS_COUNT_NAMES)[number];
export type TStatsCounts = Record<StatsCount, number>;
export type TBucketStats = TStatsCounts & { updated_at: string };

/** The statistics grouped by the item's supplier or by its order's vessel. */
export type StatsGroup = 'supplier' | 'vessel';
export type TGroupStatsRow = TStatsCounts & { id: string; name: string };
export type TGroupStatsPage = {
  content: TGroupStatsRow[];
  page: number;
  size: number;
  total_elements: number;
};
export type SortDirection = 'asc' | 'desc';
export type GroupStatsQuery = { page: number; size: number; direction: SortDirection; search: string };

type RawGroupRow = TStatsCounts & Partial<Record<StatsGroup, { id: string; name: string }>>;
type RawGroupPage = Omit<TGroupStatsPage, 'content'> & { content: RawGroupRow[] };

const stats = (bucketId: string) => `/ihm/maint/buckets/${bucketId}/stats`;

export const statsApi = {
  byBucket: (bucketId: string) => api.get<TBucketStats>(`${stats(bucketId)}/order-items-by-bucket`),
  /** One page of groups, sorted by name (`supplier.name,asc` / `vessel.name,asc` by default). */
  byGroup: async (bucketId: string, group: StatsGroup, query: GroupStatsQuery): Promise<TGroupStatsPage> => {
    const page = await api.get<RawGroupPage>(`${stats(bucketId)}/order-items-by-${group}`, {
      page: query.page,
      size: query.size,
      sort: `${group}.name,${query.direction}`,
      search: query.search.trim(),
    });
    return {
      ...page,
      content: page.content.map((row) => ({
        ...row,
        id: row[group]?.id ?? '',
        name: row[group]?.name ?? '',
      })),
    };
  },
};
