import type { TApiConnection } from '@keelson/contract';
import { IMPORT_SCHEDULE_LABELS, labelOf } from '@keelson/domain';
import { Anchor, Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { showErrorAlert } from '../../components/alerts/use-error-alert.ts';
import { ApiConnectionForm } from './ApiConnectionForm.tsx';
import { ConfirmModal } from './ConfirmModal.tsx';
import { formatMoment } from './connection-format.ts';
import { useApiConnectionActions, useApiConnectionJobs, useApiConnections } from './use-connections.ts';

/** The company's API connections: each pulls a file on its schedule and imports it. */
export function ApiConnectionsSection({ bucketId }: { bucketId: string }) {
  const connections = useApiConnections(bucketId);
  const actions = useApiConnectionActions(bucketId);
  const [editing, setEditing] = useState<TApiConnection | 'new' | null>(null);
  const [deleting, setDeleting] = useState<TApiConnection | null>(null);
  const rows = connections.data ?? [];
  return (
    <Stack component="section" aria-label="API connections" gap="sm">
      <Group justify="space-between">
        <Title order={2} size="h3">
          API connections
        </Title>
        <Button onClick={() => setEditing('new')}>New API connection</Button>
      </Group>
      <Text size="sm" c="dimmed">
        A connection fetches an export from your procurement system on its schedule; each run is an import job
        that is simulated first and runs when the simulation passes.
      </Text>
      {connections.isSuccess && rows.length === 0 && <Text c="dimmed">No API connections yet.</Text>}
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {rows.map((connection) => (
          <ConnectionCard
            key={connection.id}
            bucketId={bucketId}
            connection={connection}
            busy={actions.run.isPending || actions.update.isPending}
            onRun={() => actions.run.mutate(connection.id)}
            onToggle={() =>
              actions.update.mutate(
                { id: connection.id, body: { disabled: !connection.disabled } },
                { onError: showErrorAlert },
              )
            }
            onEdit={() => setEditing(connection)}
            onDelete={() => setDeleting(connection)}
          />
        ))}
      </SimpleGrid>
      {editing && (
        <ApiConnectionForm
          connection={editing === 'new' ? undefined : editing}
          busy={actions.create.isPending || actions.update.isPending}
          onCreate={(body) => actions.create.mutateAsync(body)}
          onUpdate={(body) => actions.update.mutateAsync({ id: (editing as TApiConnection).id, body })}
          onClose={() => setEditing(null)}
        />
      )}
      {deleting && (
        <ConfirmModal
          title="Delete API connection?"
          text={`Delete ${deleting.name}? It stops pulling; its import jobs stay in the company's history.`}
          confirmLabel="Delete"
          busy={actions.remove.isPending}
          onClose={() => setDeleting(null)}
          onConfirm={() => actions.remove.mutate(deleting.id, { onSettled: () => setDeleting(null) })}
        />
      )}
    </Stack>
  );
}

function ConnectionCard(props: {
  bucketId: string;
  connection: TApiConnection;
  busy: boolean;
  onRun: () => void;
  onToggle: () => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { connection } = props;
  const jobs = useApiConnectionJobs(props.bucketId, connection.id);
  return (
    <Paper withBorder p="md" aria-label={`API connection ${connection.name}`}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600}>{connection.name}</Text>
          {connection.disabled ? <Badge color="gray">Disabled</Badge> : <Badge color="green">Enabled</Badge>}
        </Group>
        <Anchor
          href={connection.url}
          target="_blank"
          rel="noreferrer"
          size="sm"
          style={{ wordBreak: 'break-all' }}
        >
          {connection.url}
        </Anchor>
        <Text size="sm">
          {labelOf('importFileType', connection.file_type)}
          {connection.source ? ` · ${labelOf('importSource', connection.source)}` : ''} ·{' '}
          {IMPORT_SCHEDULE_LABELS[connection.schedule]}
          {connection.auth_type !== 'none' ? ' · with credentials' : ''}
        </Text>
        <Text size="sm">
          Last run {formatMoment(connection.last_run_at)} · next run{' '}
          {connection.disabled ? '–' : formatMoment(connection.next_run_at)}
        </Text>
        {(jobs.data?.content.length ?? 0) > 0 && (
          <Stack gap={2} aria-label={`Runs of ${connection.name}`}>
            {jobs.data?.content.map((job) => (
              <Text key={job.id} size="xs" c={job.status === 'failed' ? 'red' : undefined}>
                Import job {job.number}: {labelOf('importJobStatus', job.status)} ·{' '}
                {formatMoment(job.created_at)}
                {job.error ? ` · ${job.error}` : ''}
              </Text>
            ))}
          </Stack>
        )}
        <Group gap="xs" grow>
          <Button size="sm" onClick={props.onRun} disabled={props.busy}>
            Run now
          </Button>
          <Button size="sm" variant="default" onClick={props.onEdit}>
            Edit
          </Button>
        </Group>
        <Group gap="xs" grow>
          <Button size="sm" variant="light" onClick={props.onToggle} disabled={props.busy}>
            {connection.disabled ? 'Enable' : 'Disable'}
          </Button>
          <Button size="sm" color="red" variant="light" onClick={props.onDelete}>
            Delete
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
