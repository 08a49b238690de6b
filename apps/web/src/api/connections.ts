import type {
  TApiConnection,
  TApiConnectionCreate,
  TApiConnectionPatch,
  TApiKey,
  TApiKeyCreated,
  TImportJob,
  TImportJobPage,
} from '@keelson/contract';
import { api } from './http.ts';

/** A company's API keys (spec section 7: apikey and apikeys): outside systems push orders with them. */
export const apiKeysApi = {
  list: (bucketId: string) => api.get<TApiKey[]>(`/ihm/maint/buckets/${bucketId}/apikeys`),
  create: (bucketId: string, name: string) =>
    api.post<TApiKeyCreated>(`/ihm/maint/buckets/${bucketId}/apikey`, { name }),
  revoke: (keyId: string) => api.delete<TApiKey>(`/ihm/maint/apikeys/${keyId}`),
};

const connectionPath = (id: string) => `/ihm/maint/api-connections/${id}`;

/** A company's API connections (spec section 7): pulls on a schedule, each run an import job. */
export const apiConnectionsApi = {
  list: (bucketId: string) => api.get<TApiConnection[]>(`/ihm/maint/buckets/${bucketId}/api-connections`),
  create: (bucketId: string, body: TApiConnectionCreate) =>
    api.post<TApiConnection>(`/ihm/maint/buckets/${bucketId}/api-connections`, body),
  update: (id: string, body: TApiConnectionPatch) => api.patch<TApiConnection>(connectionPath(id), body),
  remove: (id: string) => api.delete<TApiConnection>(connectionPath(id)),
  run: (id: string) => api.post<TImportJob>(`${connectionPath(id)}/jobs`),
  jobs: (id: string) => api.get<TImportJobPage>(`${connectionPath(id)}/api-connection-jobs`, { limit: 5 }),
};
