import type { TImportJob } from '@keelson/contract';
import { IMPORT_ENTITIES, labelOf } from '@keelson/domain';
import { Alert, Anchor, Badge, Button, Group, Paper, Progress, Stack, Table, Text } from '@mantine/core';
import { isWorking } from './use-imports.ts';

const STATUS_COLOR: Record<TImportJob['status'], string> = {
  created: 'gray',
  pending: 'blue',
  simulating: 'blue',
  simulated: 'yellow',
  running: 'blue',
  finished: 'teal',
  failed: 'red',
  discarded: 'gray',
};

const minutes = (seconds: number) =>
  seconds < 60 ? `${seconds} s` : `${Math.floor(seconds / 60)} min ${seconds % 60} s`;

function progressText(job: TImportJob) {
  const phase = job.current_phase === 'import' ? 'Importing' : 'Simulating';
  const left = job.estimated_remaining_duration;
  // A workbook's simulation cannot know its share done (its rows are counted as they come): rows only.
  if (job.progress === 0) return `${phase}: ${job.statistics.rows_read} rows read`;
  return `${phase}: ${Math.round(job.progress * 100)} %, ${job.statistics.rows_read} rows read${
    left !== null ? `, about ${minutes(left)} left` : ''
  }`;
}

/** One import job: its state, progress while it works, what it counted per item type, its log, and Run / Discard once simulated. */
export function ImportJobCard(props: {
  job: TImportJob;
  busy: boolean;
  onRun: () => void;
  onDiscard: () => void;
}) {
  const { job } = props;
  const stats = job.statistics;
  const simulatedOnly = job.status === 'simulated' || job.status === 'discarded';
  return (
    <Paper withBorder p="sm" component="article" aria-label={`Import ${job.number}`}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={700}>
            Import {job.number} · {job.file_name ?? labelOf('importFileType', job.file_type)}
          </Text>
          <Badge color={STATUS_COLOR[job.status]} variant="light">
            {labelOf('importJobStatus', job.status)}
          </Badge>
        </Group>
        <Text size="xs" c="dimmed">
          {labelOf('importFileType', job.file_type)}
          {job.source ? ` · ${labelOf('importSource', job.source)}` : ''}
          {job.created_by_name ? ` · by ${job.created_by_name}` : ''} ·{' '}
          {new Date(job.created_at).toLocaleString()}
        </Text>
        {isWorking(job) && (
          <Stack gap={2} aria-live="polite">
            <Progress
              value={job.progress === 0 ? 100 : Math.round(job.progress * 100)}
              striped
              animated
              aria-label="Progress"
            />
            <Text size="sm">{progressText(job)}</Text>
          </Stack>
        )}
        {job.error && (
          <Alert color="red" title="The import failed" p="xs">
            {job.error}
          </Alert>
        )}
        {stats.rows_read > 0 && (
          <>
            <Text size="sm" data-testid="import-summary">
              {simulatedOnly
                ? `Order items: a run would add ${stats.items_added}, change ${stats.items_changed} and leave ${stats.items_unchanged} as they are; ${stats.items_failed} fail.`
                : `Order items: ${stats.items_added} added, ${stats.items_changed} changed, ${stats.items_unchanged} unchanged, ${stats.items_failed} failed.`}
              {stats.problems ? ` ${stats.problems} messages in the log.` : ''}
            </Text>
            <Table
              fz="xs"
              withTableBorder
              verticalSpacing={2}
              horizontalSpacing={6}
              aria-label="Counts per item type"
            >
              <Table.Thead>
                <Table.Tr>
                  <Table.Th />
                  <Table.Th>Added</Table.Th>
                  <Table.Th>Changed</Table.Th>
                  <Table.Th>Same</Table.Th>
                  <Table.Th>Failed</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {IMPORT_ENTITIES.map((entity) => {
                  const counts = stats.item_type_stats[entity];
                  return (
                    <Table.Tr key={entity}>
                      <Table.Th scope="row">{labelOf('importEntity', entity)}</Table.Th>
                      <Table.Td>{counts?.added ?? 0}</Table.Td>
                      <Table.Td>{counts?.changed ?? 0}</Table.Td>
                      <Table.Td>{counts?.unchanged ?? 0}</Table.Td>
                      <Table.Td c={counts?.failed ? 'red' : undefined}>{counts?.failed ?? 0}</Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </>
        )}
        <Group gap="sm" wrap="wrap">
          {job.status === 'simulated' && (
            <>
              <Button size="sm" onClick={props.onRun} loading={props.busy}>
                Run import
              </Button>
              <Button size="sm" variant="default" onClick={props.onDiscard} disabled={props.busy}>
                Discard
              </Button>
            </>
          )}
          {stats.log_file_url && (
            <Anchor href={stats.log_file_url} size="sm" download>
              Download the log
            </Anchor>
          )}
          {job.file_url && (
            <Anchor href={job.file_url} size="sm" download>
              Download the file
            </Anchor>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
