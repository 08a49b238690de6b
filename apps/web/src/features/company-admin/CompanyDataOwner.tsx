import type { TBucket, TTeamMembership } from '@keelson/contract';
import { Button, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { queryKeys } from '../../api/query-keys.ts';
import { teamsApi } from '../../api/teams.ts';
import { clearAlerts, showAlert } from '../../components/alerts/alert-store.ts';
import { showErrorAlert } from '../../components/alerts/use-error-alert.ts';
import { useCurrentUser } from '../profile/use-current-user.ts';
import { useMyMemberships } from '../teams/use-my-memberships.ts';
import { dataOwnerChange, dataOwnerOptions, dataOwnerValue } from './admin-forms.ts';
import { useSaveCompany } from './use-company-admin.ts';

const NO_MEMBERS: TTeamMembership[] = [];

/**
 * The data owner picker (decision 0032): a team the user manages, themselves, or a member of the
 * owner team. Handing the company to someone else ends the user's administration of it, and says so.
 */
export function CompanyDataOwner({ company }: { company: TBucket }) {
  const me = useCurrentUser({ alertOnError: false }).data;
  const myMemberships = useMyMemberships({ alertOnError: false }).data ?? NO_MEMBERS;
  const teamId = company.dataowner_team_id;
  const members = useQuery({
    queryKey: queryKeys.teamMemberships(teamId ?? ''),
    queryFn: () => teamsApi.memberships(teamId ?? ''),
    enabled: Boolean(teamId),
  });
  const [choice, setChoice] = useState(dataOwnerValue(company));
  const save = useSaveCompany(company.id);
  const options = dataOwnerOptions({
    company,
    me,
    myMemberships,
    ownerTeamMembers: members.data ?? NO_MEMBERS,
  });
  const change = dataOwnerChange(company, choice);
  const handsAway = Boolean(change.dataowner_user_id && change.dataowner_user_id !== me?.id);
  return (
    <form
      aria-label="Data owner"
      onSubmit={(event) => {
        event.preventDefault();
        clearAlerts();
        if (Object.keys(change).length === 0)
          showAlert({ type: 'info', message: 'There are no changes to save.' });
        else save.mutate(change, { onError: showErrorAlert });
      }}
    >
      <Stack gap="sm">
        <Title order={2} size="h4">
          Data owner
        </Title>
        <Text size="sm" c="dimmed">
          The company's data belongs to a team, administered by its legal and manager members, or to one
          person. You may choose a team you manage, yourself, or a member of the company's team.
        </Text>
        <NativeSelect
          label="Data owner"
          data={options}
          value={choice}
          onChange={(event) => setChoice(event.currentTarget.value)}
        />
        {handsAway && (
          <Text size="sm" c="orange.8">
            You will no longer administer this company: only its new owner will.
          </Text>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            Save data owner
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
