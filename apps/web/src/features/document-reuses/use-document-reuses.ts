import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { documentReusesApi, type ReuseDecision, type ReuseFilters } from '../../api/document-reuses.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { showAlert } from '../../components/alerts/alert-store.ts';
import { showErrorAlert, useErrorAlert } from '../../components/alerts/use-error-alert.ts';
import { DECISION_DONE } from './reuse-labels.ts';

/** One page of the company's document reuses; the previous page stays on screen while the next loads. */
export function useDocumentReuses(bucketId: string, filters: ReuseFilters) {
  const query = useQuery({
    queryKey: queryKeys.documentReuses(bucketId, filters),
    queryFn: () => documentReusesApi.list(bucketId, filters),
    placeholderData: keepPreviousData,
  });
  useErrorAlert(query.error);
  return query;
}

/** The expert's decision on one reuse; the list is refreshed (the row may leave a filtered list). */
export function useReuseDecision(bucketId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: { id: string; decision: ReuseDecision }) =>
      documentReusesApi.decide(change.id, change.decision),
    onSuccess: async (_answer, change) => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.documentReuses(bucketId) });
      showAlert({ type: 'success', message: DECISION_DONE[change.decision] ?? 'The decision was saved.' });
    },
    onError: showErrorAlert,
  });
}
