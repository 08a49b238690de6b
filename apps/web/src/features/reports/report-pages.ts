import type { TGeneratedReport } from '@keelson/contract';
import type { ReportListQuery, TGeneratedReportPage } from '../../api/reports.ts';

/**
 * A list page with a just-requested version on top: only the first page, only a list that shows
 * its type, and only once. Undefined when the page stays as it is.
 */
export function withNewVersion(
  page: TGeneratedReportPage | undefined,
  query: ReportListQuery | undefined,
  report: TGeneratedReport,
): TGeneratedReportPage | undefined {
  if (page?.offset !== 0) return undefined;
  if (query?.type && query.type !== report.type) return undefined;
  if (page.content.some((shown) => shown.id === report.id)) return undefined;
  return {
    ...page,
    content: [report, ...page.content].slice(0, page.limit),
    total_elements: page.total_elements + 1,
  };
}
