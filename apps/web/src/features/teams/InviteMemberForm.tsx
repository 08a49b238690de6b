import { accountEmailError, MESSAGES, normalizeEmail, type TeamMembershipRole } from '@keelson/domain';
import { Button, Group, NativeSelect, Paper, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { queryKeys } from '../../api/query-keys.ts';
import { teamsApi } from '../../api/teams.ts';
import { clearAlerts, showAlert } from '../../components/alerts/alert-store.ts';
import { showFormErrors } from '../../components/forms/server-field-errors.ts';
import { useFocusFirstInvalid } from '../auth/form-helpers.ts';
import { roleOptions } from './team-labels.ts';

type Values = { email: string; role: TeamMembershipRole };

/** A manager invites someone by email with a role. */
export function InviteMemberForm({ teamId }: { teamId: string }) {
  const queryClient = useQueryClient();
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstInvalid = useFocusFirstInvalid(formRef);
  const form = useForm<Values>({
    initialValues: { email: '', role: 'regular' },
    validate: { email: (value) => accountEmailError(value, MESSAGES.emailInvalidElsewhere) },
  });
  const invite = useMutation({
    mutationFn: (values: Values) =>
      teamsApi.invite(teamId, { email: normalizeEmail(values.email), role: values.role }),
    onSuccess: async (_membership, values) => {
      form.reset();
      showAlert({ type: 'success', message: `An invitation was sent to ${normalizeEmail(values.email)}.` });
      await queryClient.invalidateQueries({ queryKey: queryKeys.teamMemberships(teamId) });
    },
    onError: showFormErrors(form, { email: 'email', role: 'role' }, focusFirstInvalid),
  });

  return (
    <Paper withBorder radius="md" p="md">
      <form
        ref={formRef}
        noValidate
        aria-label="Invite member"
        onSubmit={form.onSubmit((values) => {
          clearAlerts();
          invite.mutate(values);
        }, focusFirstInvalid)}
      >
        <Title order={2} size="h4" mb="sm">
          Invite member
        </Title>
        <Group align="flex-start" wrap="wrap">
          <TextInput label="Email" type="text" inputMode="email" w={300} {...form.getInputProps('email')} />
          <NativeSelect label="Role" data={roleOptions} w={180} {...form.getInputProps('role')} />
          <Button type="submit" loading={invite.isPending} mt={25}>
            Invite
          </Button>
        </Group>
      </form>
    </Paper>
  );
}
