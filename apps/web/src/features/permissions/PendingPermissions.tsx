import type { TPermission } from '@keelson/contract';
import { PendingAnswerList } from '../../components/PendingAnswerList.tsx';
import { ACCESS_MODE_LABELS, capabilitiesText, issuer, validityText } from './permission-format.ts';
import { usePermissionAnswer } from './use-permission-answer.ts';

/** 'Read and write · Crew · valid until … · issued by Erik Expert', leaving out what is unknown. */
const summary = (permission: TPermission) =>
  [
    ACCESS_MODE_LABELS[permission.access_mode],
    permission.capabilities.length > 0 ? capabilitiesText(permission) : 'no capabilities',
    `valid ${validityText(permission)}`,
    permission.issued_by ? `issued by ${issuer(permission)}` : null,
  ]
    .filter(Boolean)
    .join(' · ');

const projectName = (permission: TPermission) =>
  permission.subject_project?.name ?? permission.subject_project_id;

/** Permissions issued to me that wait for my answer, each with Accept and Reject. */
export function PendingPermissions({ permissions }: { permissions: TPermission[] }) {
  const answer = usePermissionAnswer();
  return (
    <PendingAnswerList
      items={permissions}
      label="Pending permissions"
      emptyText="No permission waits for your answer."
      title={projectName}
      details={summary}
      buttonLabel={(kind, permission) =>
        `${kind === 'accept' ? 'Accept' : 'Reject'} permission for ${projectName(permission)}`
      }
      busyId={answer.isPending ? answer.variables?.id : undefined}
      onAnswer={(permission, kind) => answer.mutate({ id: permission.id, answer: kind })}
    />
  );
}
