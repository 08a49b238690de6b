import type { TBucket } from '@keelson/contract';
import { Alert, Button, Group, Stack, Tabs, Title } from '@mantine/core';
import type { ComponentType } from 'react';
import { Link, useParams } from 'react-router';
import { usePageTitle } from '../../app/page-title.ts';
import { LoadingIndicator } from '../../components/loading/LoadingIndicator.tsx';
import { useTabParam } from '../../components/use-tab-param.ts';
import { useSessionUserId } from '../../session/use-session-user-id.ts';
import { administers } from '../companies/company-list.ts';
import { CompanyNav } from '../company/CompanyNav.tsx';
import { useCompany } from '../company/use-company.ts';
import { useMyMemberships } from '../teams/use-my-memberships.ts';
import { CompanyDocumentLinks } from './CompanyDocumentLinks.tsx';
import { CompanyProjects } from './CompanyProjects.tsx';
import { CompanySettings } from './CompanySettings.tsx';
import { CompanySuppliers } from './CompanySuppliers.tsx';
import { CompanyTeam } from './CompanyTeam.tsx';

type AdminTab = 'settings' | 'projects' | 'suppliers' | 'documents' | 'team';
type Panel = ComponentType<{ company: TBucket }>;
const TABS: readonly { tab: AdminTab; label: string; Panel: Panel; whenArchived: boolean }[] = [
  { tab: 'settings', label: 'Settings', Panel: CompanySettings, whenArchived: true },
  { tab: 'projects', label: 'Projects', Panel: CompanyProjects, whenArchived: true },
  {
    tab: 'suppliers',
    label: 'Suppliers',
    Panel: ({ company }) => <CompanySuppliers bucketId={company.id} />,
    whenArchived: false,
  },
  {
    tab: 'documents',
    label: 'Document links',
    Panel: ({ company }) => <CompanyDocumentLinks bucketId={company.id} />,
    whenArchived: false,
  },
  { tab: 'team', label: 'Team', Panel: CompanyTeam, whenArchived: true },
];
const TAB_VALUES = TABS.map(({ tab }) => tab);

/**
 * #/dashboard/companies/{bucketId}/admin (?tab=): the company's administration, for its managers
 * only (decision 0032); others are told it is not theirs and see none of it. An archived company's
 * data is closed: its settings are read-only, its suppliers and documents not shown.
 */
export function CompanyAdminPage() {
  const { bucketId = '' } = useParams();
  usePageTitle(['Administration']);
  const company = useCompany(bucketId);
  const userId = useSessionUserId();
  const memberships = useMyMemberships({ alertOnError: false });
  const [tab, setTab] = useTabParam(TAB_VALUES, 'settings');
  const ready = company.data && memberships.data;
  const admin = ready ? administers(company.data, userId, memberships.data) : false;
  const tabs = TABS.filter(({ whenArchived }) => whenArchived || !company.data?.archived);
  return (
    <Stack>
      <CompanyNav bucketId={bucketId} current="admin" />
      <Group justify="space-between" gap="xs">
        <Title order={1} size="h2">
          Administration
        </Title>
        {admin && (
          <Button
            component={Link}
            to={`/dashboard/companies/${bucketId}/admin/audit`}
            variant="light"
            size="xs"
          >
            Audit trail
          </Button>
        )}
      </Group>
      {!ready && !company.isError && <LoadingIndicator />}
      {ready && !admin && (
        <Alert color="gray">
          Only the company's managers administer it: its owner and the legal and manager members of its team.
        </Alert>
      )}
      {ready && admin && company.data && (
        <Tabs
          value={tabs.some((t) => t.tab === tab) ? tab : 'settings'}
          onChange={setTab}
          keepMounted={false}
        >
          <Tabs.List>
            {tabs.map(({ tab: value, label }) => (
              <Tabs.Tab key={value} value={value}>
                {label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {tabs.map(({ tab: value, Panel }) => (
            <Tabs.Panel key={value} value={value} pt="md">
              <Panel company={company.data as TBucket} />
            </Tabs.Panel>
          ))}
        </Tabs>
      )}
    </Stack>
  );
}
