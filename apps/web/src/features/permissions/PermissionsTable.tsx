import type { TPermission } from '@keelson/contract';
import { Button, Table, Text, VisuallyHidden } from '@mantine/core';
import { PermissionStateBadge } from './PermissionStateBadge.tsx';
import { ACCESS_MODE_LABELS, capabilitiesText, grantee, validityText } from './permission-format.ts';

type Props = { permissions: TPermission[]; onRevoke: (permission: TPermission) => void; revokingId?: string };

/** The project's grants with their state; grants not yet inactive can be revoked. */
export function PermissionsTable({ permissions, onRevoke, revokingId }: Props) {
  if (permissions.length === 0)
    return <Text c="dimmed">No permissions were granted on this project yet.</Text>;
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped aria-label="Granted permissions">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Granted to</Table.Th>
            <Table.Th>Access</Table.Th>
            <Table.Th>Capabilities</Table.Th>
            <Table.Th>Valid</Table.Th>
            <Table.Th>State</Table.Th>
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {permissions.map((permission) => (
            <Table.Tr key={permission.id}>
              <Table.Td>{grantee(permission)}</Table.Td>
              <Table.Td>{ACCESS_MODE_LABELS[permission.access_mode]}</Table.Td>
              <Table.Td>{capabilitiesText(permission)}</Table.Td>
              <Table.Td>{validityText(permission)}</Table.Td>
              <Table.Td>
                <PermissionStateBadge permission={permission} />
              </Table.Td>
              <Table.Td>
                {permission.state !== 'inactive' && (
                  <Button
                    size="xs"
                    variant="light"
                    color="red"
                    aria-label={`Revoke permission of ${grantee(permission)}`}
                    loading={revokingId === permission.id}
                    onClick={() => onRevoke(permission)}
                  >
                    Revoke
                  </Button>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
