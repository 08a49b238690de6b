import type { TAuditPage } from '@keelson/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { type AuditFilters, type AuditSubject, auditApi } from '../../api/audit.ts';

/** Under 'audit': every trail the screens show; an open History reads again when it remounts. */
export const auditKeys = {
  history: (subject: AuditSubject) => ['audit', subject.kind, subject.id] as const,
  company: (bucketId: string, filters: AuditFilters) => ['audit', 'company', bucketId, filters] as const,
};

const pagesOf = {
  initialPageParam: undefined as number | undefined,
  getNextPageParam: (last: TAuditPage) => last.next_before ?? undefined,
};

/** An item's, a check's or a project's History, newest first, older pages on demand. */
export function useAuditHistory(subject: AuditSubject) {
  return useInfiniteQuery({
    queryKey: auditKeys.history(subject),
    queryFn: ({ pageParam }) => auditApi.history(subject, pageParam),
    ...pagesOf,
    // Opening the tab again shows what changed meanwhile.
    refetchOnMount: 'always',
  });
}

/** The company's trail with the audit view's filters (not asked while they are contradictory). */
export function useCompanyAudit(bucketId: string, filters: AuditFilters, enabled = true) {
  return useInfiniteQuery({
    queryKey: auditKeys.company(bucketId, filters),
    queryFn: ({ pageParam }) => auditApi.companyEntries(bucketId, filters, pageParam),
    ...pagesOf,
    enabled,
  });
}
