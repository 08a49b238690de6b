import type { TBucket, TProject } from '@keelson/contract';
import { LABELS } from '@keelson/domain';
import { Button, Group, Modal, NativeSelect, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { LoadingIndicator } from '../../components/loading/LoadingIndicator.tsx';
import { linkRoleOf, useCompanyProjects, useProjectLinkActions } from './use-company-projects.ts';

/** The projects the company serves (bucket-project links with their role): link one, unlink one. */
export function CompanyProjects({ company }: { company: TBucket }) {
  const { isPending, linked, linkable, manages } = useCompanyProjects(company);
  const { link, unlink } = useProjectLinkActions(company);
  const [choice, setChoice] = useState('');
  const [unlinking, setUnlinking] = useState<TProject | null>(null);
  const role = linkRoleOf(company);
  if (isPending) return <LoadingIndicator />;
  const chosen = linkable.find((project) => project.id === choice);
  return (
    <Stack>
      <Paper withBorder radius="md" p="md">
        <Title order={2} size="h4" mb="xs">
          Linked projects
        </Title>
        {linked.length === 0 ? (
          <Text c="dimmed">This company serves none of your projects.</Text>
        ) : (
          <Table.ScrollContainer minWidth={480}>
            <Table aria-label="Linked projects">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Project</Table.Th>
                  <Table.Th>Role</Table.Th>
                  <Table.Th>Actions</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {linked.map((project) => (
                  <Table.Tr key={project.id}>
                    <Table.Td>
                      <Link to={`/dashboard/projects/${project.id}`}>{project.name}</Link>
                    </Table.Td>
                    <Table.Td>{role ? LABELS.bucketProjectRole[role] : ''}</Table.Td>
                    <Table.Td>
                      {manages(project) && !company.archived && (
                        <Button
                          size="compact-sm"
                          variant="subtle"
                          color="red"
                          aria-label={`Unlink ${project.name}`}
                          onClick={() => setUnlinking(project)}
                        >
                          Unlink
                        </Button>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Paper>
      {role && !company.archived && (
        <Paper withBorder radius="md" p="md">
          <Title order={2} size="h4" mb="xs">
            Link a project
          </Title>
          {linkable.length === 0 ? (
            <Text c="dimmed" size="sm">
              None of the projects you manage is without a {LABELS.bucketProjectRole[role].toLowerCase()}{' '}
              company.
            </Text>
          ) : (
            <Group align="flex-end">
              <NativeSelect
                label="Project"
                data={[
                  { value: '', label: 'Choose a project' },
                  ...linkable.map((project) => ({ value: project.id, label: project.name })),
                ]}
                value={choice}
                onChange={(event) => setChoice(event.currentTarget.value)}
              />
              <Button
                disabled={!chosen}
                loading={link.isPending}
                onClick={() => chosen && link.mutate(chosen, { onSuccess: () => setChoice('') })}
              >
                Link project
              </Button>
            </Group>
          )}
        </Paper>
      )}
      <Modal
        opened={unlinking !== null}
        onClose={() => setUnlinking(null)}
        title={`Unlink ${unlinking?.name}?`}
      >
        <Stack>
          <Text size="sm">{company.name} stops serving this project; its data stays in the company.</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setUnlinking(null)}>
              Cancel
            </Button>
            <Button
              color="red"
              onClick={() => {
                if (unlinking) unlink.mutate(unlinking);
                setUnlinking(null);
              }}
            >
              Unlink
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
