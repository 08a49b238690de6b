import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../api/query-keys.ts';
import { type GroupStatsQuery, type StatsGroup, statsApi } from '../../api/stats.ts';
import { useErrorAlert } from '../../components/alerts/use-error-alert.ts';

/** The company's totals. */
export function useBucketStats(bucketId: string) {
  const query = useQuery({
    queryKey: queryKeys.stats(bucketId),
    queryFn: () => statsApi.byBucket(bucketId),
  });
  useErrorAlert(query.error);
  return query;
}

/** One page of the counts by supplier or by vessel; the previous page stays while the next loads. */
export function useGroupStats(bucketId: string, group: StatsGroup, params: GroupStatsQuery) {
  const query = useQuery({
    queryKey: queryKeys.groupStats(bucketId, group, params),
    queryFn: () => statsApi.byGroup(bucketId, group, params),
    placeholderData: keepPreviousData,
  });
  useErrorAlert(query.error);
  return query;
}
