import { derivedRoles } from '@keelson/domain';
import { Anchor, Stack, Tabs, Text } from '@mantine/core';
import { lazy } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { usePageTitle } from '../../app/page-title.ts';
import { LoadingIndicator } from '../../components/loading/LoadingIndicator.tsx';
import { OnDemand } from '../../components/loading/lazy-screen.tsx';
import { ProjectHeader } from './ProjectHeader.tsx';
import { ProjectOverview } from './ProjectOverview.tsx';
import { useProject, useProjectCapabilities } from './use-project.ts';

// Each tab but the overview loads when it opens: the surveyor's screens (forms, photo handling),
// the deck plans, tags, reports and the managers' tabs stay out of the project's first load.
const DecksPanel = lazy(async () => ({ default: (await import('../decks/DecksPanel.tsx')).DecksPanel }));
const TagsPanel = lazy(async () => ({ default: (await import('../tags/TagsPanel.tsx')).TagsPanel }));
const ProjectPermissionsPanel = lazy(async () => ({
  default: (await import('../permissions/ProjectPermissionsPanel.tsx')).ProjectPermissionsPanel,
}));
const ProjectMaintenance = lazy(async () => ({
  default: (await import('./ProjectMaintenance.tsx')).ProjectMaintenance,
}));
const ProjectSettings = lazy(async () => ({
  default: (await import('./ProjectSettings.tsx')).ProjectSettings,
}));
const SurveyPanel = lazy(async () => ({ default: (await import('../survey/SurveyPanel.tsx')).SurveyPanel }));
const ReportsPanel = lazy(async () => ({
  default: (await import('../reports/ReportsPanel.tsx')).ReportsPanel,
}));
const AuditHistory = lazy(async () => ({
  default: (await import('../audit/AuditHistory.tsx')).AuditHistory,
}));

const TABS = [
  'overview',
  'decks',
  'survey',
  'tags',
  'reports',
  'history',
  'permissions',
  'settings',
] as const;
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
    candidate === 'tags' ||
    candidate === 'reports' ||
    candidate === 'history';
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
          <Tabs.Tab value="reports">Reports</Tabs.Tab>
          <Tabs.Tab value="history">History</Tabs.Tab>
          {manager && <Tabs.Tab value="permissions">Permissions</Tabs.Tab>}
          {manager && <Tabs.Tab value="settings">Settings</Tabs.Tab>}
        </Tabs.List>
        <Tabs.Panel value="overview" pt="md">
          <ProjectOverview project={project} manager={manager} />
        </Tabs.Panel>
        <Tabs.Panel value="decks" pt="md">
          <OnDemand>
            <DecksPanel
              projectId={project.id}
              editor={roles.expert || manager}
              onBoard={roles.crew || roles.expert}
            />
          </OnDemand>
        </Tabs.Panel>
        <Tabs.Panel value="survey" pt="md">
          <OnDemand>
            <SurveyPanel projectId={project.id} editor={roles.expert || manager} />
          </OnDemand>
        </Tabs.Panel>
        <Tabs.Panel value="tags" pt="md">
          <OnDemand>
            <TagsPanel projectId={project.id} canRequest={roles.crew || roles.expert} />
          </OnDemand>
        </Tabs.Panel>
        <Tabs.Panel value="reports" pt="md">
          <OnDemand>
            <ReportsPanel projectId={project.id} />
          </OnDemand>
        </Tabs.Panel>
        <Tabs.Panel value="history" pt="md">
          <OnDemand>
            <AuditHistory subject={{ kind: 'project', id: project.id }} name={project.name} />
          </OnDemand>
        </Tabs.Panel>
        {manager && (
          <Tabs.Panel value="permissions" pt="md">
            <OnDemand>
              <ProjectPermissionsPanel projectId={project.id} />
            </OnDemand>
          </Tabs.Panel>
        )}
        {manager && (
          <Tabs.Panel value="settings" pt="md">
            <OnDemand>
              <Stack>
                <ProjectMaintenance project={project} />
                <ProjectSettings project={project} />
              </Stack>
            </OnDemand>
          </Tabs.Panel>
        )}
      </Tabs>
    </Stack>
  );
}
