import type { TApiConnectionCreate, TApiConnectionPatch } from '@keelson/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiConnectionsApi, apiKeysApi } from '../../api/connections.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { showAlert } from '../../components/alerts/alert-store.ts';
import { showErrorAlert, useErrorAlert } from '../../components/alerts/use-error-alert.ts';

export function useApiKeys(bucketId: string) {
  const query = useQuery({ queryKey: queryKeys.apiKeys(bucketId), queryFn: () => apiKeysApi.list(bucketId) });
  useErrorAlert(query.error);
  return query;
}

/** Creating (the answer carries the key, shown once by the caller) and revoking keys. */
export function useApiKeyActions(bucketId: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.apiKeys(bucketId) });
  const create = useMutation({
    mutationFn: (name: string) => apiKeysApi.create(bucketId, name),
    onSuccess: () => refresh(),
  });
  const revoke = useMutation({
    mutationFn: (keyId: string) => apiKeysApi.revoke(keyId),
    onSuccess: async (key) => {
      await refresh();
      showAlert({ type: 'success', message: `${key.name} was revoked: it no longer works.` });
    },
    onError: showErrorAlert,
  });
  return { create, revoke };
}

export function useApiConnections(bucketId: string) {
  const query = useQuery({
    queryKey: queryKeys.apiConnections(bucketId),
    queryFn: () => apiConnectionsApi.list(bucketId),
  });
  useErrorAlert(query.error);
  return query;
}

/** A connection's latest runs; while one is on its way, read again every few seconds. */
export function useApiConnectionJobs(bucketId: string, connectionId: string) {
  return useQuery({
    queryKey: queryKeys.apiConnectionJobs(bucketId, connectionId),
    queryFn: () => apiConnectionsApi.jobs(connectionId),
    refetchInterval: (query) =>
      query.state.data?.content.some((job) =>
        ['created', 'pending', 'simulating', 'running'].includes(job.status),
      )
        ? 2000
        : false,
  });
}

export function useApiConnectionActions(bucketId: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.apiConnections(bucketId) });
  const create = useMutation({
    mutationFn: (body: TApiConnectionCreate) => apiConnectionsApi.create(bucketId, body),
    onSuccess: async (connection) => {
      await refresh();
      showAlert({ type: 'success', message: `${connection.name} was created: it pulls within minutes.` });
    },
  });
  const update = useMutation({
    mutationFn: (props: { id: string; body: TApiConnectionPatch }) =>
      apiConnectionsApi.update(props.id, props.body),
    onSuccess: async (connection, props) => {
      await refresh();
      const message =
        props.body.disabled === true
          ? `${connection.name} is disabled: it no longer pulls on its schedule.`
          : props.body.disabled === false
            ? `${connection.name} is enabled again.`
            : `${connection.name} was saved.`;
      showAlert({ type: 'success', message });
    },
  });
  const remove = useMutation({
    mutationFn: (id: string) => apiConnectionsApi.remove(id),
    onSuccess: async (connection) => {
      await refresh();
      showAlert({ type: 'success', message: `${connection.name} was deleted.` });
    },
    onError: showErrorAlert,
  });
  const run = useMutation({
    mutationFn: (id: string) => apiConnectionsApi.run(id),
    onSuccess: async (job) => {
      await refresh();
      showAlert({ type: 'success', message: `Import job ${job.number} started: the file is being fetched.` });
    },
    onError: showErrorAlert,
  });
  return { create, update, remove, run };
}
