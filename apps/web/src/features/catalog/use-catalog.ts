import { type QueryKey, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { showAlert } from '../../components/alerts/alert-store.ts';
import { showErrorAlert, useErrorAlert } from '../../components/alerts/use-error-alert.ts';

/** One list of the company's catalog (the same query keys as the orders screen's lists). */
export function useCatalogList<Row>(queryKey: QueryKey, load: () => Promise<Row[]>) {
  const query = useQuery({ queryKey, queryFn: load });
  useErrorAlert(query.error);
  return query;
}

type CreateOptions<Body> = {
  create: (body: Body) => Promise<unknown>;
  /** The list that shows the new entry; refetched after the create. */
  queryKey: QueryKey;
  message: string;
  onDone: () => void;
};

/** Creates a catalog entry, refreshes its list, closes the form and says so. */
export function useCatalogCreate<Body>({ create, queryKey, message, onDone }: CreateOptions<Body>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: create,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey });
      onDone();
      showAlert({ type: 'success', message });
    },
    onError: showErrorAlert,
  });
}
