import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { inventoryApi } from '../../api/inventory.ts';
import type { TOrderItem } from '../../api/orders.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { showAlert } from '../../components/alerts/alert-store.ts';

export function useItemInventory(itemId: string) {
  return useQuery({ queryKey: queryKeys.itemInventory(itemId), queryFn: () => inventoryApi.get(itemId) });
}

export function useUsageGraph(itemId: string) {
  return useQuery({ queryKey: queryKeys.usageGraph(itemId), queryFn: () => inventoryApi.usageGraph(itemId) });
}

export function usePins(planId: string | null) {
  return useQuery({
    queryKey: queryKeys.pins(planId ?? ''),
    queryFn: () => inventoryApi.pins(planId ?? ''),
    enabled: Boolean(planId),
  });
}

/**
 * One crew action on an item: the answer replaces the drawer's item; its inventory, the plans'
 * pins and the company's lists are read again. Errors are the caller's (they go under the inputs).
 */
export function useInventoryAction(item: TOrderItem) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: { run: () => Promise<TOrderItem>; success: string }) => action.run(),
    onSuccess: async (saved, action) => {
      queryClient.setQueryData(queryKeys.orderItem(saved.id), saved);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.itemInventory(saved.id) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.usageGraph(saved.id) }),
        queryClient.invalidateQueries({ queryKey: ['deckplans'] }),
        queryClient.invalidateQueries({ queryKey: queryKeys.orderItems(item.company_id) }),
      ]);
      showAlert({ type: 'success', message: action.success });
    },
  });
}
