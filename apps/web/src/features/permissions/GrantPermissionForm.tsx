import { CAPABILITIES } from '@keelson/domain';
import { Button, Checkbox, Group, NativeSelect, Paper, Radio, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { permissionsApi } from '../../api/permissions.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { clearAlerts, showAlert } from '../../components/alerts/alert-store.ts';
import { showFormErrors } from '../../components/forms/server-field-errors.ts';
import { useFocusFirstInvalid } from '../auth/form-helpers.ts';
import { CAPABILITY_LABELS } from '../projects/capability-labels.ts';
import { acceptedMemberships, useMyMemberships } from '../teams/use-my-memberships.ts';
import { type GrantValues, grantBody, grantValidation, initialGrantValues } from './grant-permission-form.ts';

/** Grants access to the project to a user (by email) or to one of my teams. */
export function GrantPermissionForm({ projectId }: { projectId: string }) {
  const queryClient = useQueryClient();
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstInvalid = useFocusFirstInvalid(formRef);
  const teams = acceptedMemberships(useMyMemberships({ alertOnError: false }).data).flatMap((m) =>
    m.team ? [m.team] : [],
  );
  const form = useForm<GrantValues>({ initialValues: initialGrantValues, validate: grantValidation });
  const grant = useMutation({
    mutationFn: (values: GrantValues) => permissionsApi.create(projectId, grantBody(values)),
    onSuccess: async () => {
      form.reset();
      showAlert({ type: 'success', message: 'The permission was granted.' });
      await queryClient.invalidateQueries({ queryKey: queryKeys.projectPermissions(projectId) });
    },
    onError: showFormErrors(
      form,
      {
        granted_to_user_email: 'email',
        granted_to_team_id: 'teamId',
        access_mode: 'accessMode',
        capabilities: 'capabilities',
        not_valid_before: 'validFrom',
        not_valid_after: 'validUntil',
      },
      focusFirstInvalid,
    ),
  });
  const target = form.getValues().target;

  return (
    <Paper withBorder radius="md" p="md">
      <form
        ref={formRef}
        noValidate
        aria-label="Grant permission"
        onSubmit={form.onSubmit((values) => {
          clearAlerts();
          grant.mutate(values);
        }, focusFirstInvalid)}
      >
        <Stack>
          <Title order={2} size="h4">
            Grant permission
          </Title>
          <Radio.Group label="Grant to" {...form.getInputProps('target')}>
            <Group mt={4}>
              <Radio value="user" label="User" />
              <Radio value="team" label="Team" />
            </Group>
          </Radio.Group>
          {target === 'user' ? (
            <TextInput
              label="Email"
              type="text"
              inputMode="email"
              key="email"
              {...form.getInputProps('email')}
            />
          ) : (
            <NativeSelect
              label="Team"
              key="team"
              data={[
                { value: '', label: 'Choose a team' },
                ...teams.map((t) => ({ value: t.id, label: t.name })),
              ]}
              {...form.getInputProps('teamId')}
            />
          )}
          <Radio.Group label="Access mode" {...form.getInputProps('accessMode')}>
            <Group mt={4}>
              <Radio value="READ" label="Read" />
              <Radio value="READWRITE" label="Read and write" />
            </Group>
          </Radio.Group>
          <Checkbox.Group label="Capabilities" {...form.getInputProps('capabilities')}>
            <Group mt={4}>
              {CAPABILITIES.map((capability) => (
                <Checkbox key={capability} value={capability} label={CAPABILITY_LABELS[capability]} />
              ))}
            </Group>
          </Checkbox.Group>
          <Group grow align="flex-start">
            <TextInput label="Valid from" type="datetime-local" {...form.getInputProps('validFrom')} />
            <TextInput label="Valid until" type="datetime-local" {...form.getInputProps('validUntil')} />
          </Group>
          <Group justify="flex-end">
            <Button type="submit" loading={grant.isPending}>
              Grant
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
