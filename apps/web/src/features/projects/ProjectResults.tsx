import type { TProject } from '@keelson/contract';
import { Button, Center, Paper, Stack, Text } from '@mantine/core';
import { InfiniteScrollSentinel } from '../../components/InfiniteScrollSentinel.tsx';
import { LoadingIndicator } from '../../components/loading/LoadingIndicator.tsx';
import { ProjectGrid } from './ProjectGrid.tsx';

type Props = {
  projects: TProject[];
  total: number;
  loading: boolean;
  /** The first page failed (the alert says why); offers to try again. */
  failed: boolean;
  onRetry: () => void;
  filtered: boolean;
  /** Only removed projects are listed ("Show removed"). */
  removed: boolean;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
};

function emptyTitle(filtered: boolean, removed: boolean) {
  if (removed) return filtered ? 'No removed project matches the filters.' : 'No project has been removed.';
  return filtered ? 'No project matches the filters.' : 'There are no projects yet.';
}

/** The loaded projects as cards, the empty state, and the marker that loads the next 50. */
export function ProjectResults({
  projects,
  total,
  loading,
  failed,
  onRetry,
  filtered,
  removed,
  hasMore,
  loadingMore,
  onLoadMore,
}: Props) {
  if (loading) {
    return (
      <Center py="xl">
        <LoadingIndicator />
      </Center>
    );
  }
  if (failed && projects.length === 0) {
    return (
      <Paper withBorder p="xl" radius="md" data-testid="projects-failed">
        <Text fw={600}>The projects could not be loaded.</Text>
        <Button variant="light" mt="sm" onClick={onRetry}>
          Try again
        </Button>
      </Paper>
    );
  }
  if (projects.length === 0) {
    return (
      <Paper withBorder p="xl" radius="md" data-testid="projects-empty">
        <Text fw={600}>{emptyTitle(filtered, removed)}</Text>
        <Text size="sm" c="dimmed">
          {removed
            ? 'Removed projects can be restored from here. Clear “Show removed” to see the others.'
            : filtered
              ? 'Change the search text or the group.'
              : 'Projects you own, or that were shared with you or your teams, appear here.'}
        </Text>
      </Paper>
    );
  }
  return (
    <Stack>
      <Text size="sm" c="dimmed" aria-live="polite">
        Showing {projects.length} of {total} projects
      </Text>
      <ProjectGrid projects={projects} total={total} />
      <InfiniteScrollSentinel
        onVisible={onLoadMore}
        watch={projects.length}
        disabled={!hasMore || loadingMore}
      />
      {hasMore && (
        <Center>
          <Button variant="light" onClick={onLoadMore} loading={loadingMore}>
            Load more
          </Button>
        </Center>
      )}
    </Stack>
  );
}
