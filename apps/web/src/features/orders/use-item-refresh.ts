import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../api/query-keys.ts';

export const requestsKey = (itemId: string) => ['order-items', itemId, 'document-requests'] as const;

/** Refreshes the item (its evaluation), the company's lists and the item's requests after a change. */
export function useItemRefresh(bucketId: string, itemId: string) {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: requestsKey(itemId) }),
      queryClient.invalidateQueries({ queryKey: queryKeys.orderItem(itemId) }),
      queryClient.invalidateQueries({ queryKey: queryKeys.orderItems(bucketId) }),
    ]);
  };
}
