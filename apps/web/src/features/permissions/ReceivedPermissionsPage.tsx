import type { TPermission } from '@keelson/contract';
import { Anchor, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { usePageTitle } from '../../app/page-title.ts';
import { LoadingIndicator } from '../../components/loading/LoadingIndicator.tsx';
import { PermissionStateBadge } from './PermissionStateBadge.tsx';
import { ACCESS_MODE_LABELS, capabilitiesText, issuer, validityText } from './permission-format.ts';
import { useReceivedPermissions } from './use-received-permissions.ts';

const projectName = (permission: TPermission) =>
  permission.subject_project?.name ?? permission.subject_project_id;

/** #/dashboard/permissions: every permission issued to me, with its state. */
export function ReceivedPermissionsPage() {
  usePageTitle(['Permissions received']);
  const { data: permissions = [], isPending } = useReceivedPermissions();
  return (
    <Stack>
      <Title order={1} size="h2">
        Permissions received
      </Title>
      {isPending && <LoadingIndicator />}
      {!isPending && permissions.length === 0 && (
        <Text c="dimmed">You have not received any permission.</Text>
      )}
      {permissions.length > 0 && (
        <Paper withBorder radius="md">
          <Table.ScrollContainer minWidth={720}>
            <Table striped aria-label="Received permissions">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Project</Table.Th>
                  <Table.Th>Access</Table.Th>
                  <Table.Th>Capabilities</Table.Th>
                  <Table.Th>Valid</Table.Th>
                  <Table.Th>Issued by</Table.Th>
                  <Table.Th>State</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {permissions.map((permission) => (
                  <Table.Tr key={permission.id}>
                    <Table.Td>
                      {permission.state === 'active' ? (
                        <Anchor component={Link} to={`/dashboard/projects/${permission.subject_project_id}`}>
                          {projectName(permission)}
                        </Anchor>
                      ) : (
                        projectName(permission)
                      )}
                    </Table.Td>
                    <Table.Td>{ACCESS_MODE_LABELS[permission.access_mode]}</Table.Td>
                    <Table.Td>{capabilitiesText(permission)}</Table.Td>
                    <Table.Td>{validityText(permission)}</Table.Td>
                    <Table.Td>{issuer(permission)}</Table.Td>
                    <Table.Td>
                      <PermissionStateBadge permission={permission} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      )}
    </Stack>
  );
}
