import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TOrderItem } from '../../api/orders.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { showAlert } from '../../components/alerts/alert-store.ts';
import { showErrorAlert } from '../../components/alerts/use-error-alert.ts';

/** `key` tells which of several same actions runs (e.g. which result is being removed). */
type Action = { run: () => Promise<TOrderItem>; success: string; key?: string };

/** Runs one call on an item; its answer replaces the drawer's item and the company's lists are refreshed. */
export function useItemAction(bucketId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: Action) => action.run(),
    onSuccess: async (item, action) => {
      queryClient.setQueryData(queryKeys.orderItem(item.id), item);
      await queryClient.invalidateQueries({ queryKey: queryKeys.orderItem(item.id) });
      await queryClient.invalidateQueries({ queryKey: queryKeys.orderItems(bucketId) });
      showAlert({ type: 'success', message: action.success });
    },
    onError: showErrorAlert,
  });
}
