import type { TAuditListQuery, TAuditPage } from '@keelson/contract';
import { apiBase } from '../environment.ts';
import { sessionToken } from '../session/session-store.ts';
import { ApiError, api, queryString } from './http.ts';

/** Whose History a tab shows: an order item, a survey check or a project. */
export type AuditSubject = { kind: 'item' | 'check' | 'project'; id: string };
/** The company audit view's filters (paging aside). */
export type AuditFilters = Omit<TAuditListQuery, 'before' | 'limit' | 'actor_id'>;
export type AuditExportFormat = 'csv' | 'jsonlines';
/** What the web reports with POST /user-audit-logs (USER_AUDIT_LOG_TYPES). */
export type UserAuditLogType = 'viewed' | 'downloaded' | 'exported';

const HISTORY_PATHS: Record<AuditSubject['kind'], (id: string) => string> = {
  item: (id) => `/ihm/maint/purchase-order-items/${id}/history`,
  check: (id) => `/ihm/checks/${id}/history`,
  project: (id) => `/ihm/projects/${id}/history`,
};

const PAGE = 30;

/** The file name of a Content-Disposition header (RFC 6266 filename* first), or undefined. */
export function attachmentName(header: string | null): string | undefined {
  if (!header) return undefined;
  const encoded = /filename\*\s*=\s*(?:UTF-8'')?([^;]+)/i.exec(header)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim().replace(/^"|"$/g, ''));
    } catch {
      // fall through to the plain name
    }
  }
  return /filename\s*=\s*"?([^";]+)"?/i.exec(header)?.[1]?.trim();
}

/** The audit trail (issue 20): History pages, the company's filtered trail and its export. */
export const auditApi = {
  history: (subject: AuditSubject, before?: number) =>
    api.get<TAuditPage>(HISTORY_PATHS[subject.kind](subject.id), { before, limit: PAGE }),
  companyEntries: (bucketId: string, filters: AuditFilters, before?: number) =>
    api.get<TAuditPage>(`/ihm/maint/companies/${bucketId}/audit-entries`, {
      ...filters,
      before,
      limit: PAGE,
    }),
  /**
   * The export with these filters, downloaded as the server names it. The call needs the session,
   * so it is fetched and handed to the browser as a file rather than followed as a plain link.
   */
  downloadExport: async (bucketId: string, filters: AuditFilters, format: AuditExportFormat) => {
    const path = `/ihm/maint/companies/${bucketId}/audit-entries/export`;
    const token = sessionToken();
    let response: Response;
    try {
      response = await fetch(`${apiBase()}${path}${queryString({ ...filters, format })}`, {
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
    } catch {
      throw new ApiError(0);
    }
    if (!response.ok) {
      const body = await response.json().catch(() => ({}));
      throw new ApiError(response.status, body);
    }
    const blob = await response.blob();
    const fileName =
      attachmentName(response.headers.get('content-disposition')) ??
      `audit.${format === 'csv' ? 'csv' : 'jsonl'}`;
    const url = URL.createObjectURL(blob);
    const anchor = document.createElement('a');
    anchor.href = url;
    anchor.download = fileName;
    document.body.append(anchor);
    anchor.click();
    anchor.remove();
    // The browser has taken the file once the click is handled.
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
    return fileName;
  },
};

/**
 * Tells the server what the user downloaded or exported (POST /user-audit-logs). Fire and forget:
 * it never delays nor fails what the user did, and without a session (the supplier portal) it is
 * not sent.
 */
export function reportUserAction(type: UserAuditLogType, objectId: string, objectName: string) {
  if (!sessionToken() || !objectId) return;
  api
    .post('/user-audit-logs', {
      objectId: objectId.slice(0, 100),
      objectName: objectName.slice(0, 200),
      type,
    })
    .catch(() => undefined);
}
