import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { companyDocumentsApi, type RequestType } from '../../api/documents.ts';
import { ordersApi } from '../../api/orders.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { showAlert } from '../../components/alerts/alert-store.ts';
import { showErrorAlert, useErrorAlert } from '../../components/alerts/use-error-alert.ts';
import { REQUEST_TYPE_LABELS } from '../documents/request-labels.ts';
import { useItemRefresh } from './use-item-refresh.ts';

/** The company's newest documents of a type matching `search`, to choose one for an item. */
export function useCompanyDocuments(bucketId: string, type: RequestType, search: string) {
  const query = useQuery({
    queryKey: queryKeys.companyDocuments(bucketId, type, search),
    queryFn: () => companyDocumentsApi.list(bucketId, type, search),
    placeholderData: keepPreviousData,
  });
  useErrorAlert(query.error);
  return query.data?.content ?? [];
}

/** The item's selected document (the item answer carries only its id). */
export function useDocument(id: string | null) {
  const query = useQuery({
    queryKey: queryKeys.document(id ?? ''),
    queryFn: () => companyDocumentsApi.one(id ?? ''),
    enabled: Boolean(id),
  });
  useErrorAlert(query.error);
  return query;
}

/**
 * Selects (or with null unselects) an MD or SDoC for the item. Selecting closes an open request of
 * that type (docs/decisions/0010), so the item, its requests and the lists are refreshed.
 */
export function useSelectDocument(bucketId: string, itemId: string) {
  const queryClient = useQueryClient();
  const refresh = useItemRefresh(bucketId, itemId);
  return useMutation({
    mutationFn: (change: { type: RequestType; documentId: string | null }) =>
      ordersApi.selectDocument(itemId, change.type, change.documentId),
    onSuccess: async (item, change) => {
      queryClient.setQueryData(queryKeys.orderItem(item.id), item);
      await refresh();
      const label = REQUEST_TYPE_LABELS[change.type];
      showAlert({
        type: 'success',
        message: change.documentId ? `${label} document selected.` : `${label} document unselected.`,
      });
    },
    onError: showErrorAlert,
  });
}
