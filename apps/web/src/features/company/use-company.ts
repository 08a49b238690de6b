import { useQuery } from '@tanstack/react-query';
import { ordersApi } from '../../api/orders.ts';
import { queryKeys } from '../../api/query-keys.ts';

/** The company (maintenance bucket) a company screen works in; shared by the header and the pages. */
export function useCompany(bucketId: string) {
  return useQuery({
    queryKey: queryKeys.company(bucketId),
    queryFn: () => ordersApi.company(bucketId),
    staleTime: 60_000,
    retry: false,
  });
}
