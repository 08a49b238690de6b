import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ItemFilters, ordersApi } from '../../api/orders.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { useErrorAlert } from '../../components/alerts/use-error-alert.ts';

/**
 * One page of the company's order items; the previous page stays on screen while the next loads.
 * Not `enabled` until the filters are settled (the default list depends on the user's view).
 */
export function useOrderItems(bucketId: string, filters: ItemFilters, enabled = true) {
  const query = useQuery({
    queryKey: queryKeys.orderItems(bucketId, filters),
    queryFn: () => ordersApi.items(bucketId, filters),
    placeholderData: keepPreviousData,
    enabled,
  });
  useErrorAlert(query.error);
  return query;
}

export function useOrderItem(id: string | undefined) {
  const query = useQuery({
    queryKey: queryKeys.orderItem(id ?? ''),
    queryFn: () => ordersApi.item(id ?? ''),
    enabled: Boolean(id),
  });
  useErrorAlert(query.error);
  return query;
}

export function usePurchaseOrder(bucketId: string, id: string) {
  const query = useQuery({
    queryKey: queryKeys.purchaseOrder(bucketId, id),
    queryFn: () => ordersApi.order(id),
  });
  useErrorAlert(query.error);
  return query;
}

export function useCategories(bucketId: string) {
  const query = useQuery({
    queryKey: queryKeys.categories(bucketId),
    queryFn: () => ordersApi.categories(bucketId),
  });
  useErrorAlert(query.error);
  return query.data ?? [];
}

export function useVessels(bucketId: string) {
  const query = useQuery({
    queryKey: queryKeys.vessels(bucketId),
    queryFn: () => ordersApi.vessels(bucketId),
  });
  useErrorAlert(query.error);
  return query.data ?? [];
}

export function useSuppliers(bucketId: string) {
  const query = useQuery({
    queryKey: queryKeys.suppliers(bucketId),
    queryFn: () => ordersApi.suppliers(bucketId),
  });
  useErrorAlert(query.error);
  return query.data ?? [];
}
