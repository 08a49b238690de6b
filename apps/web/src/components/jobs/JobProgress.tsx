import type { TJobRun } from '@keelson/contract';
import { Alert, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { jobsApi } from '../../api/jobs.ts';
import { isActive, progressLine } from './job-progress-text.ts';

/** How often a running job is asked for its progress. */
const POLL_MS = 1000;

/**
 * One background job as people follow it: a bar, the phase with counts and time left, and when it
 * failed, the reason and a way to start it again. Shared by every screen that starts long work
 * (imports, reports, batch jobs).
 */
export function JobProgress({
  jobId,
  title,
  onDone,
}: {
  jobId: string;
  title?: string;
  onDone?: (run: TJobRun) => void;
}) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: ['jobs', jobId],
    queryFn: async () => {
      const run = await jobsApi.get(jobId);
      if (run.status === 'succeeded') onDone?.(run);
      return run;
    },
    refetchInterval: (q) => (isActive(q.state.data) ? POLL_MS : false),
  });
  const retry = useMutation({
    mutationFn: () => jobsApi.retry(jobId),
    onSuccess: (run) => queryClient.setQueryData(['jobs', jobId], run),
  });
  const run = query.data;
  const failed = run?.status === 'failed';
  return (
    <Stack gap={6} aria-live="polite" data-testid="job-progress">
      {title && (
        <Text fw={600} size="sm">
          {title}
        </Text>
      )}
      <Progress
        value={Math.round((run?.progress ?? 0) * 100)}
        color={failed ? 'red' : run?.status === 'succeeded' ? 'teal' : 'blue'}
        striped={run?.status === 'running'}
        animated={run?.status === 'running'}
        size="lg"
        aria-label={title ?? 'Progress'}
      />
      <Text size="sm" c="dimmed">
        {run ? `${Math.round(run.progress * 100)} % · ${progressLine(run)}` : 'Waiting to start'}
      </Text>
      {failed && (
        <Alert color="red" title="The job failed">
          <Stack gap="xs">
            <Text size="sm">{run.error ?? 'No reason was given.'}</Text>
            {run.can_retry && (
              <Group>
                <Button
                  size="sm"
                  variant="light"
                  color="red"
                  loading={retry.isPending}
                  onClick={() => retry.mutate()}
                >
                  Try again
                </Button>
              </Group>
            )}
          </Stack>
        </Alert>
      )}
    </Stack>
  );
}
