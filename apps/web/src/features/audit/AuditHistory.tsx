import type { AuditSubject } from '../../api/audit.ts';
import { AuditTimeline } from './AuditTimeline.tsx';
import { useAuditHistory } from './use-audit.ts';

/** The History tab of an item, a check or a project: what changed, newest first. */
export function AuditHistory({ subject, name }: { subject: AuditSubject; name: string }) {
  const query = useAuditHistory(subject);
  return <AuditTimeline query={query} label={`History of ${name}`} />;
}
