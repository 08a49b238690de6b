import type { TImportJob, TImportJobPage } from '@keelson/contract';
import type { ImportFileType, ImportSource } from '@keelson/domain';
import { apiBase } from '../environment.ts';
import { api } from './http.ts';

export type ImportTemplateLayout = 'flat' | 'entities';

/** Import jobs (spec section 7: buckets/{id}/import-jobs create, run, file, get, list, discard-simulation). */
export const importsApi = {
  list: (bucketId: string, offset = 0, limit = 20) =>
    api.get<TImportJobPage>(`/ihm/maint/buckets/${bucketId}/import-jobs`, { offset, limit }),
  create: (
    bucketId: string,
    body: { file_type: ImportFileType; source: ImportSource | null; file_name: string },
  ) => api.post<TImportJob>(`/ihm/maint/buckets/${bucketId}/import-jobs`, body),
  upload: (jobId: string, file: File) =>
    api.put<TImportJob>(`/ihm/maint/import-jobs/${jobId}/file`, file, 'application/octet-stream'),
  run: (jobId: string) => api.post<TImportJob>(`/ihm/maint/import-jobs/${jobId}/run`),
  discard: (jobId: string) => api.post<TImportJob>(`/ihm/maint/import-jobs/${jobId}/discard-simulation`),
  /** A template needs no session: a plain link downloads it. */
  templateUrl: (layout: ImportTemplateLayout, fileType: ImportFileType) =>
    `${apiBase()}/ihm/maint/import-templates/${layout}?file_type=${fileType}`,
};
