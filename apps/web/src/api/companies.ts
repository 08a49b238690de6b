import type {
  TBucket,
  TBucketPatch,
  TDocumentLink,
  TProject,
  ZBucketProject,
  ZSupplierReminderAnswer,
} from '@keelson/contract';
import type { BucketProjectRole } from '@keelson/domain';
import type { TProjectPage } from './contract-types.ts';
import { api } from './http.ts';
import type { TSupplier } from './orders.ts';

type Infer<Schema extends { parse: (value: unknown) => unknown }> = ReturnType<Schema['parse']>;

export type TBucketProject = Infer<typeof ZBucketProject>;
export type TSupplierReminder = Infer<typeof ZSupplierReminderAnswer>;
/** Name, checked, data owner (a team or a user) and the whole reminder schedule; only what changed. */
export type TCompanyPatch = TBucketPatch;
export type TSupplierPatch = { name?: string; contact_emails?: string[] };

/** How many pages of my projects the company administration reads at most (100 each). */
const MY_PROJECT_PAGES = 10;
const PAGE = 100;

/**
 * Companies (buckets) and their administration (spec section 7): a team's companies, one company,
 * its settings, archive and restore, its suppliers' contacts and reminders, where a document is used,
 * and the bucket-project links.
 */
export const companiesApi = {
  ofTeam: (teamId: string, query: { role?: 'ihm_maint' | 'ihm_expert'; expert_bucket_id?: string } = {}) =>
    api.get<TBucket[]>(`/teams/${teamId}/ihm/companies`, query),
  get: (id: string) => api.get<TBucket>(`/ihm/maint/companies/${id}`),
  patch: (id: string, body: TCompanyPatch) => api.patch<TBucket>(`/ihm/maint/companies/${id}`, body),
  archive: (id: string) => api.post<TBucket>(`/ihm/maint/buckets/${id}/archive`),
  restore: (id: string) => api.post<TBucket>(`/ihm/maint/buckets/${id}/restore`),
  patchSupplier: (supplierId: string, body: TSupplierPatch) =>
    api.patch<TSupplier>(`/ihm/maint/suppliers/${supplierId}`, body),
  resetManualReminders: (bucketId: string, supplierId: string) =>
    api.patch<TSupplierReminder>(
      `/ihm/maint/buckets/${bucketId}/suppliers/${supplierId}/reset-manual-reminders`,
      {},
    ),
  documentLinks: (bucketId: string, documentId: string) =>
    api.get<TDocumentLink[]>(`/ihm/maint/companies/${bucketId}/document-links`, { document_id: documentId }),
  projectBuckets: (projectId: string) => api.get<TBucketProject[]>(`/projects/${projectId}/buckets`),
  link: (projectId: string, bucketId: string, role: BucketProjectRole) =>
    api.post<TBucketProject>(`/projects/${projectId}/buckets`, { bucket_id: bucketId, role }),
  unlink: (linkId: string) => api.delete<null>(`/project-buckets/${linkId}`),
  /** Every live project I see (up to 1,000), with its buckets and my capabilities on it. */
  allMyProjects: async (): Promise<TProject[]> => {
    const projects: TProject[] = [];
    for (let page = 0; page < MY_PROJECT_PAGES; page++) {
      const answer = await api.get<TProjectPage>('/my-projects', {
        page_limit: PAGE,
        page_offset: page * PAGE,
      });
      projects.push(...answer.items);
      if (projects.length >= answer.total || answer.items.length < PAGE) break;
    }
    return projects;
  },
};
