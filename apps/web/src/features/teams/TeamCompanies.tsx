import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { teamsApi } from '../../api/teams.ts';
import { useErrorAlert } from '../../components/alerts/use-error-alert.ts';

/** An expert team's companies (expert buckets), with their short ids. */
export function TeamCompanies({ teamId }: { teamId: string }) {
  const companies = useQuery({
    queryKey: ['teams', teamId, 'companies', 'ihm_expert'],
    queryFn: () => teamsApi.expertCompanies(teamId),
  });
  useErrorAlert(companies.error);
  if (!companies.data) return null;
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} size="h4" mb="sm">
        Expert companies
      </Title>
      {companies.data.length === 0 && <Text c="dimmed">This team has no expert company yet.</Text>}
      <Stack gap={6}>
        {companies.data.map((company) => (
          <Group key={company.id} gap="xs">
            <Text>{company.name}</Text>
            <Badge variant="light" color="gray" ff="monospace">
              {company.short_id}
            </Badge>
            {company.archived && <Badge color="gray">Archived</Badge>}
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
