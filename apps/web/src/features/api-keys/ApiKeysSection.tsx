import type { TApiKey, TApiKeyCreated } from '@keelson/contract';
import { Badge, Button, Group, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { formFieldErrors } from '../../components/forms/server-field-errors.ts';
import { ConfirmModal } from './ConfirmModal.tsx';
import { CreatedKeyDialog } from './CreatedKeyDialog.tsx';
import { formatMoment } from './connection-format.ts';
import { useApiKeyActions, useApiKeys } from './use-connections.ts';

/** The company's API keys: create one (shown once), see when each was last used, revoke. */
export function ApiKeysSection({ bucketId }: { bucketId: string }) {
  const keys = useApiKeys(bucketId);
  const { create, revoke } = useApiKeyActions(bucketId);
  const [created, setCreated] = useState<TApiKeyCreated | null>(null);
  const [revoking, setRevoking] = useState<TApiKey | null>(null);
  const phone = useMediaQuery('(max-width: 48em)');
  const form = useForm({
    initialValues: { name: '' },
    validate: { name: (value) => (value.trim() ? null : 'This field is required') },
  });
  const submit = form.onSubmit((values) =>
    create
      .mutateAsync(values.name.trim())
      .then((answer) => {
        form.reset();
        setCreated(answer);
      })
      .catch((failure) => form.setErrors(formFieldErrors(failure, { name: 'name' }))),
  );
  const rows = keys.data ?? [];
  return (
    <Stack component="section" aria-label="API keys" gap="sm">
      <Title order={2} size="h3">
        API keys
      </Title>
      <Text size="sm" c="dimmed">
        Your procurement system pushes purchase orders with a key of this company. A key works for this
        company only, until it is revoked.
      </Text>
      <Paper withBorder p="md">
        <form aria-label="Create API key" onSubmit={submit}>
          <Group align="flex-end">
            <TextInput
              label="Name"
              withAsterisk
              style={{ flex: 1, minWidth: 180 }}
              {...form.getInputProps('name')}
            />
            <Button type="submit" loading={create.isPending}>
              Create API key
            </Button>
          </Group>
        </form>
      </Paper>
      {keys.isSuccess && rows.length === 0 && <Text c="dimmed">No API keys yet.</Text>}
      {phone ? (
        <Stack gap="xs">
          {rows.map((key) => (
            <Paper key={key.id} withBorder p="sm" aria-label={`API key ${key.name}`}>
              <Stack gap={4}>
                <Group justify="space-between">
                  <Text fw={600}>{key.name}</Text>
                  <KeyState apiKey={key} />
                </Group>
                <Text size="sm">
                  <code>{key.prefix}…</code> · created {formatMoment(key.created_at)} by{' '}
                  {key.created_by ?? '–'}
                </Text>
                <Text size="sm">Last used {formatMoment(key.last_used_at)}</Text>
                {!key.revoked_at && <RevokeButton apiKey={key} onRevoke={setRevoking} fullWidth />}
              </Stack>
            </Paper>
          ))}
        </Stack>
      ) : (
        rows.length > 0 && (
          <Table aria-label="API keys of the company" highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Key</Table.Th>
                <Table.Th>Created</Table.Th>
                <Table.Th>Last used</Table.Th>
                <Table.Th>State</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((key) => (
                <Table.Tr key={key.id}>
                  <Table.Td>{key.name}</Table.Td>
                  <Table.Td>
                    <code>{key.prefix}…</code>
                  </Table.Td>
                  <Table.Td>
                    {formatMoment(key.created_at)} · {key.created_by ?? '–'}
                  </Table.Td>
                  <Table.Td>{formatMoment(key.last_used_at)}</Table.Td>
                  <Table.Td>
                    <KeyState apiKey={key} />
                  </Table.Td>
                  <Table.Td>
                    {!key.revoked_at && <RevokeButton apiKey={key} onRevoke={setRevoking} />}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )
      )}
      {created && <CreatedKeyDialog created={created} onClose={() => setCreated(null)} />}
      {revoking && (
        <ConfirmModal
          title="Revoke API key?"
          text={`Revoke ${revoking.name} (${revoking.prefix}…)? Systems using it are refused at once; this cannot be undone.`}
          confirmLabel="Revoke"
          busy={revoke.isPending}
          onClose={() => setRevoking(null)}
          onConfirm={() => revoke.mutate(revoking.id, { onSettled: () => setRevoking(null) })}
        />
      )}
    </Stack>
  );
}

function KeyState({ apiKey }: { apiKey: TApiKey }) {
  return apiKey.revoked_at ? (
    <Badge color="gray" title={`Revoked ${formatMoment(apiKey.revoked_at)}`}>
      Revoked
    </Badge>
  ) : (
    <Badge color="green">Active</Badge>
  );
}

function RevokeButton(props: { apiKey: TApiKey; onRevoke: (key: TApiKey) => void; fullWidth?: boolean }) {
  return (
    <Button
      size="xs"
      color="red"
      variant="light"
      fullWidth={props.fullWidth}
      aria-label={`Revoke ${props.apiKey.name}`}
      onClick={() => props.onRevoke(props.apiKey)}
    >
      Revoke
    </Button>
  );
}
