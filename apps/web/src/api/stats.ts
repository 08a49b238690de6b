import type { StatsCount } from '@keelson/contract';
import { api } from './http.ts';

/** The counts of the bucket statistics (spec section 3; docs/decisions/0009), from the contract. */
export { STATS_COUNTS as STATS_COUNT_NAMES, type StatsCount } from '@keelson/contract';

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
