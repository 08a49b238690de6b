import { Button, Group, Stack, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import type { ProjectFilters as Filters } from '../../api/projects.ts';
import { usePageTitle } from '../../app/page-title.ts';
import { projectCreationTeams, useMyMemberships } from '../teams/use-my-memberships.ts';
import { CreateProjectModal } from './CreateProjectModal.tsx';
import { ProjectFilters } from './ProjectFilters.tsx';
import { ProjectResults } from './ProjectResults.tsx';
import { useCrewOnlyRedirect } from './use-crew-only-redirect.ts';
import { useProjectList } from './use-project-list.ts';
import { useProjectQueryText } from './use-project-query-text.ts';

/** #/dashboard/projects (and the bare #/dashboard, titled 'Dashboard'): my projects with filters. */
export function ProjectListPage({ titled = true }: { titled?: boolean }) {
  usePageTitle(titled ? ['Projects'] : []);
  const [text, setText] = useState('');
  const [groupId, setGroupId] = useState('');
  const [removed, setRemoved] = useState(false);
  const query = useProjectQueryText(text);
  const filters = useMemo<Filters>(() => ({ query, groupId, removed }), [query, groupId, removed]);
  const unfiltered = !query && !groupId && !removed;
  const { query: list, projects, total } = useProjectList(filters);
  useCrewOnlyRedirect(list.isPlaceholderData ? undefined : list.data?.pages[0], unfiltered);

  const memberships = useMyMemberships({ alertOnError: false });
  const creationTeams = projectCreationTeams(memberships.data);
  const [creating, creation] = useDisclosure(false);

  const loadMore = () => {
    if (list.hasNextPage && !list.isFetchingNextPage) void list.fetchNextPage();
  };

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1} size="h2">
          Projects
        </Title>
        <Button onClick={creation.open}>New project</Button>
      </Group>
      <ProjectFilters
        text={text}
        onTextChange={setText}
        groupId={groupId}
        onGroupChange={setGroupId}
        removed={removed}
        onRemovedChange={setRemoved}
      />
      <ProjectResults
        projects={projects}
        total={total}
        loading={list.isPending}
        failed={list.isError}
        onRetry={() => void list.refetch()}
        filtered={Boolean(query || groupId)}
        removed={removed}
        hasMore={Boolean(list.hasNextPage)}
        loadingMore={list.isFetchingNextPage}
        onLoadMore={loadMore}
      />
      {creating && <CreateProjectModal teams={creationTeams} onClose={creation.close} />}
    </Stack>
  );
}
