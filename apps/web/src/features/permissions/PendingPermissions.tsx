import type { TPermission } from '@keelson/contract';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
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
  if (permissions.length === 0) return <Text c="dimmed">No permission waits for your answer.</Text>;
  return (
    <Stack gap="sm" role="list" aria-label="Pending permissions">
      {permissions.map((permission) => {
        const busy = answer.isPending && answer.variables?.id === permission.id;
        return (
          <Paper key={permission.id} withBorder radius="md" p="sm" role="listitem">
            <Group justify="space-between" wrap="wrap">
              <div>
                <Text fw={600}>{projectName(permission)}</Text>
                <Text size="sm" c="dimmed">
                  {summary(permission)}
                </Text>
              </div>
              <Group gap="xs">
                <Button
                  size="xs"
                  aria-label={`Accept permission for ${projectName(permission)}`}
                  disabled={busy}
                  onClick={() => answer.mutate({ id: permission.id, answer: 'accept' })}
                >
                  Accept
                </Button>
                <Button
                  size="xs"
                  variant="default"
                  aria-label={`Reject permission for ${projectName(permission)}`}
                  disabled={busy}
                  onClick={() => answer.mutate({ id: permission.id, answer: 'reject' })}
                >
                  Reject
                </Button>
              </Group>
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}
