import type {
  TGeneratedReport,
  TReportRequest,
  ZGeneratedReportPage,
  ZReportRequestAnswer,
  ZReportTemplates,
} from '@keelson/contract';
import type { ReportType } from '@keelson/domain';
import { api } from './http.ts';

/** The answer type of a contract schema, without importing zod into the web app. */
type Infer<Schema extends { parse: (value: unknown) => unknown }> = ReturnType<Schema['parse']>;

export type TReportTemplates = Infer<typeof ZReportTemplates>;
export type TGeneratedReportPage = Infer<typeof ZGeneratedReportPage>;
export type TReportRequestAnswer = Infer<typeof ZReportRequestAnswer>;

export type ReportListQuery = { type?: ReportType; offset: number; limit: number };

/** A project's reports (spec section 7: report-templates, reports; decision 0031). */
export const reportsApi = {
  templates: (projectId: string) => api.get<TReportTemplates>(`/projects/${projectId}/report-templates`),
  list: (projectId: string, query: ReportListQuery) =>
    api.get<TGeneratedReportPage>(`/projects/${projectId}/reports`, query),
  /** A new version (201, reused false), or the latest one when nothing changed since it (200, reused true). */
  request: (projectId: string, body: TReportRequest) =>
    api.post<TReportRequestAnswer>(`/projects/${projectId}/reports`, body),
  /** One version, with fresh signed links to its files. */
  get: (id: string) => api.get<TGeneratedReport>(`/reports/${id}`),
};

/** Query keys: a project's reports live under the project's prefix; a version's own key is polled while it is made. */
export const reportKeys = {
  project: (projectId: string) => ['projects', projectId, 'reports'] as const,
  templates: (projectId: string) => ['projects', projectId, 'reports', 'templates'] as const,
  lists: (projectId: string) => ['projects', projectId, 'reports', 'list'] as const,
  list: (projectId: string, query: ReportListQuery) =>
    ['projects', projectId, 'reports', 'list', query] as const,
  report: (id: string) => ['reports', id] as const,
};
