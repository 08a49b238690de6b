import type { TBucket } from '@keelson/contract';
import { Alert, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { usePageTitle } from '../../app/page-title.ts';
import { LoadingIndicator } from '../../components/loading/LoadingIndicator.tsx';
import { useSessionUserId } from '../../session/use-session-user-id.ts';
import { useMyMemberships } from '../teams/use-my-memberships.ts';
import { CompaniesTable } from './CompaniesTable.tsx';
import { CompanyCards } from './CompanyCards.tsx';
import { administers } from './company-list.ts';
import { useMyCompanyList } from './use-my-company-list.ts';

/**
 * #/dashboard/companies: every company the user works for, with their work in each and one click
 * to it; archived companies apart, read-only (decision 0032). Cards on a phone, a table above.
 */
export function CompaniesPage() {
  usePageTitle(['Companies']);
  const list = useMyCompanyList();
  const userId = useSessionUserId();
  const memberships = useMyMemberships({ alertOnError: false }).data;
  const phone = useMediaQuery('(max-width: 48em)');
  const canAdminister = (company: TBucket) => administers(company, userId, memberships);
  const View = phone ? CompanyCards : CompaniesTable;
  return (
    <Stack>
      <Title order={1} size="h2">
        Companies
      </Title>
      <Text size="sm" c="dimmed">
        Open tasks, tasks to monitor and overdue tasks count your task list in each company: expert tasks for
        experts, crew tasks otherwise.
      </Text>
      {list.isPending && <LoadingIndicator />}
      {list.isError && <Text>The companies could not be loaded.</Text>}
      {list.data && list.data.active.length === 0 && (
        <Alert color="blue">
          {list.data.archived.length > 0
            ? 'Every company you work for is archived.'
            : 'You work for no company yet: a company comes with an activated IHM project.'}
        </Alert>
      )}
      {list.data && list.data.active.length > 0 && (
        <View companies={list.data.active} label="Companies" administers={canAdminister} />
      )}
      {list.data && list.data.archived.length > 0 && (
        <Stack gap="xs" mt="md">
          <Title order={2} size="h4">
            Archived companies
          </Title>
          <Text size="sm" c="dimmed">
            Read-only: their orders and statistics are closed until a manager restores them.
          </Text>
          <View companies={list.data.archived} label="Archived companies" administers={canAdminister} />
        </Stack>
      )}
    </Stack>
  );
}
