import type { TTeam } from '@keelson/contract';
import { Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { queryKeys } from '../../api/query-keys.ts';
import { type TTeamPatch, teamsApi } from '../../api/teams.ts';
import { clearAlerts, showAlert } from '../../components/alerts/alert-store.ts';
import { showFormErrors } from '../../components/forms/server-field-errors.ts';
import { required, useFocusFirstInvalid } from '../auth/form-helpers.ts';

type Values = { name: string; description: string };

/** Only the changed fields, trimmed; an emptied description becomes null. */
export function teamChanges(team: TTeam, values: Values): TTeamPatch {
  const changes: TTeamPatch = {};
  const name = values.name.trim();
  const description = values.description.trim() || null;
  if (name !== team.name) changes.name = name;
  if (description !== (team.description ?? null)) changes.description = description;
  return changes;
}

/** A manager edits the team's name and description. */
export function TeamDetailsForm({ team }: { team: TTeam }) {
  const queryClient = useQueryClient();
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstInvalid = useFocusFirstInvalid(formRef);
  const form = useForm<Values>({
    initialValues: { name: team.name, description: team.description ?? '' },
    validate: { name: required },
  });
  const save = useMutation({
    mutationFn: (changes: TTeamPatch) => teamsApi.patch(team.id, changes),
    // The page re-mounts this form with the saved team (keyed by name and description).
    onSuccess: async () => {
      showAlert({ type: 'success', message: 'The team was saved.' });
      await queryClient.invalidateQueries({ queryKey: queryKeys.team(team.id) });
      await queryClient.invalidateQueries({ queryKey: ['users'] });
    },
    onError: showFormErrors(form, { name: 'name', description: 'description' }, focusFirstInvalid),
  });

  return (
    <form
      ref={formRef}
      noValidate
      aria-label="Team details"
      onSubmit={form.onSubmit((values) => {
        clearAlerts();
        const changes = teamChanges(team, values);
        if (Object.keys(changes).length === 0)
          showAlert({ type: 'info', message: 'There are no changes to save.' });
        else save.mutate(changes);
      }, focusFirstInvalid)}
    >
      <Stack>
        <TextInput label="Team name" withAsterisk {...form.getInputProps('name')} />
        <Textarea label="Description" autosize minRows={2} {...form.getInputProps('description')} />
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            Save team
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
