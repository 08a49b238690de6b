import { derivedRoles } from '@keelson/domain';
import { Anchor, Stack, Tabs, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { usePageTitle } from '../../app/page-title.ts';
import { LoadingIndicator } from '../../components/loading/LoadingIndicator.tsx';
import { DecksPanel } from '../decks/DecksPanel.tsx';
import { ProjectPermissionsPanel } from '../permissions/ProjectPermissionsPanel.tsx';
import { TagsPanel } from '../tags/TagsPanel.tsx';
import { ProjectHeader } from './ProjectHeader.tsx';
import { ProjectMaintenance } from './ProjectMaintenance.tsx';
import { ProjectOverview } from './ProjectOverview.tsx';
import { ProjectSettings } from './ProjectSettings.tsx';
import { useProject, useProjectCapabilities } from './use-project.ts';

// The surveyor's screens (forms, photo handling) load when the Survey tab opens.
const SurveyPanel = lazy(async () => ({ default: (await import('../survey/SurveyPanel.tsx')).SurveyPanel }));

const TABS = ['overview', 'decks', 'survey', 'tags', 'permissions', 'settings'] as const;
type Tab = (typeof TABS)[number];

/** #/dashboard/projects/{id}: the project's header and its sections; managers also see permissions and settings. */
export function ProjectPage() {
  const { projectId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const { data: project, isPending, isError } = useProject(projectId);
  const capabilities = useProjectCapabilities(projectId, project?.capabilities);
  usePageTitle(['Projects', project?.ship.name]);

  if (isPending) return <LoadingIndicator />;
  if (isError || !project) {
    return (
      <Stack>
        <Text>This project could not be loaded.</Text>
        <Anchor component={Link} to="/dashboard/projects">
          Back to the projects
        </Anchor>
      </Stack>
    );
  }

  const roles = derivedRoles(capabilities);
  const manager = roles.manager;
  const requested = params.get('tab') as Tab | null;
  const open = (candidate: Tab) =>
    manager ||
    candidate === 'overview' ||
    candidate === 'decks' ||
    candidate === 'survey' ||
    candidate === 'tags';
  const tab: Tab = requested && TABS.includes(requested) && open(requested) ? requested : 'overview';

  return (
    <Stack>
      <Anchor component={Link} to="/dashboard/projects" size="sm">
        ← Projects
      </Anchor>
      <ProjectHeader project={project} capabilities={capabilities} />
      <Tabs
        value={tab}
        onChange={(value) =>
          setParams(value && value !== 'overview' ? { tab: value } : {}, { replace: true })
        }
        keepMounted={false}
      >
        <Tabs.List>
          <Tabs.Tab value="overview">Overview</Tabs.Tab>
          <Tabs.Tab value="decks">Decks</Tabs.Tab>
          <Tabs.Tab value="survey">Survey</Tabs.Tab>
          <Tabs.Tab value="tags">Tags</Tabs.Tab>
          {manager && <Tabs.Tab value="permissions">Permissions</Tabs.Tab>}
          {manager && <Tabs.Tab value="settings">Settings</Tabs.Tab>}
        </Tabs.List>
        <Tabs.Panel value="overview" pt="md">
          <ProjectOverview project={project} manager={manager} />
        </Tabs.Panel>
        <Tabs.Panel value="decks" pt="md">
          <DecksPanel
            projectId={project.id}
            editor={roles.expert || manager}
            onBoard={roles.crew || roles.expert}
          />
        </Tabs.Panel>
        <Tabs.Panel value="survey" pt="md">
          <Suspense fallback={<LoadingIndicator />}>
            <SurveyPanel projectId={project.id} editor={roles.expert || manager} />
          </Suspense>
        </Tabs.Panel>
        <Tabs.Panel value="tags" pt="md">
          <TagsPanel projectId={project.id} canRequest={roles.crew || roles.expert} />
        </Tabs.Panel>
        {manager && (
          <Tabs.Panel value="permissions" pt="md">
            <ProjectPermissionsPanel projectId={project.id} />
          </Tabs.Panel>
        )}
        {manager && (
          <Tabs.Panel value="settings" pt="md">
            <Stack>
              <ProjectMaintenance project={project} />
              <ProjectSettings project={project} />
            </Stack>
          </Tabs.Panel>
        )}
      </Tabs>
    </Stack>
  );
}
