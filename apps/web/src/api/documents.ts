import type {
  ZDocument,
  ZDocumentPage,
  ZDocumentRequest,
  ZDocumentRequestBatchAnswer,
  ZPortalRequest,
  ZPortalView,
} from '@keelson/contract';
import { environment } from '../environment.ts';
import { api, request } from './http.ts';

type Infer<Schema extends { parse: (value: unknown) => unknown }> = ReturnType<Schema['parse']>;

export type RequestType = 'md' | 'sdoc';
export type TDocumentFile = Infer<typeof ZDocument>;
export type TDocumentPage = Infer<typeof ZDocumentPage>;
export type TDocumentRequest = Infer<typeof ZDocumentRequest>;
export type TDocumentRequestAction = TDocumentRequest['actions'][number];
export type TBatchAnswer = Infer<typeof ZDocumentRequestBatchAnswer>;
export type TPortalView = Infer<typeof ZPortalView>;
export type TPortalRequest = Infer<typeof ZPortalRequest>;
export type ExpertActionBody = {
  type: 'message' | 'document_accepted' | 'document_rejected' | 'closed';
  message?: string;
  document_id?: string;
};

const itemRequests = (bucketId: string, itemId: string) =>
  `/ihm/maint/buckets/${bucketId}/purchase-order-items/${itemId}/document-requests`;
const portal = (token: string) => `/supplier-portal/${encodeURIComponent(token)}`;

/** Document requests of an item (experts) and the batch request for many items. */
export const documentRequestsApi = {
  list: (bucketId: string, itemId: string) => api.get<TDocumentRequest[]>(itemRequests(bucketId, itemId)),
  create: (bucketId: string, itemId: string, body: { document_type: RequestType; message?: string }) =>
    api.post<TDocumentRequest>(itemRequests(bucketId, itemId), body),
  act: (bucketId: string, itemId: string, requestId: string, body: ExpertActionBody) =>
    api.post<TDocumentRequest>(`${itemRequests(bucketId, itemId)}/${requestId}/actions`, body),
  batch: (bucketId: string, itemIds: readonly string[], types: readonly RequestType[]) =>
    api.post<TBatchAnswer>(`/ihm/maint/buckets/${bucketId}/document-requests/batch`, {
      item_ids: itemIds,
      document_types: types,
    }),
};

/**
 * The company's documents: the newest 100 of a type (the most the list answers), narrowed by the
 * search syntax over filename, extid and remarks; and one by id.
 */
export const companyDocumentsApi = {
  list: (bucketId: string, type: RequestType, search = '') =>
    api.get<TDocumentPage>(`/ihm/maint/companies/${bucketId}/documents`, { type, search, size: 100 }),
  one: (id: string) => api.get<TDocumentFile>(`/ihm/maint/documents/${id}`),
};

const supplierOf = (bucketId: string, supplierId: string) =>
  `/ihm/maint/buckets/${bucketId}/suppliers/${supplierId}`;

/** By hand, for experts: remind a supplier of all its open requests, or cut its portal links. */
export const supplierRequestsApi = {
  sendReminder: (bucketId: string, supplierId: string) =>
    api.patch<{ open_requests: number }>(`${supplierOf(bucketId, supplierId)}/send-email`, {}),
  revokePortalLinks: (bucketId: string, supplierId: string) =>
    api.post<{ revoked: number }>(`${supplierOf(bucketId, supplierId)}/portal-links/revoke`),
};

/** The supplier portal: the mailed token is the credential, no session. */
// Portal calls never carry a signed-in user's session, so a 401 there cannot sign anyone out.
const portalPost = <T>(path: string, body: unknown = {}) =>
  request<T>('POST', path, { body, anonymous: true });

export const portalApi = {
  view: (token: string) => request<TPortalView>('GET', portal(token), { anonymous: true }),
  upload: (token: string, requestId: string, file: File) =>
    request<TDocumentFile>('POST', `${portal(token)}/requests/${requestId}/documents`, {
      raw: file,
      contentType: file.type || 'application/octet-stream',
      query: { filename: file.name },
      anonymous: true,
    }),
  verify: (token: string, requestId: string) =>
    portalPost<{ ok: true }>(`${portal(token)}/requests/${requestId}/verify`),
  reject: (token: string, requestId: string, message: string) =>
    portalPost<{ ok: true }>(`${portal(token)}/requests/${requestId}/reject`, { message }),
  message: (token: string, requestId: string, message: string) =>
    portalPost<{ ok: true }>(`${portal(token)}/requests/${requestId}/messages`, { message }),
};

/** A document's signed download address (the server answers it under its API path). */
export function downloadHref(downloadUrl: string): string {
  return `${environment().api.host.replace(/\/+$/, '')}${downloadUrl}`;
}

/** The same signed URL, answered for showing in the browser rather than downloading. */
export function previewHref(downloadUrl: string): string {
  return `${downloadHref(downloadUrl)}&disposition=inline`;
}
