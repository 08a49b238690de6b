import type { TPermission } from '@keelson/contract';
import { Badge } from '@mantine/core';

const COLOURS = { pending: 'yellow', active: 'green', inactive: 'gray' } as const;

/** Pending, active, or inactive with its reason (revoked, rejected, expired). */
export function PermissionStateBadge({
  permission,
}: {
  permission: Pick<TPermission, 'state' | 'inactive_reason'>;
}) {
  const text =
    permission.state === 'inactive' && permission.inactive_reason
      ? `inactive (${permission.inactive_reason})`
      : permission.state;
  return (
    <Badge color={COLOURS[permission.state]} variant="light" data-state={permission.state}>
      {text}
    </Badge>
  );
}
