import type { TeamFeature } from '@keelson/domain';
import { Button, Checkbox, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { pollUntilReadable } from '../../api/poll-until-readable.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { teamsApi } from '../../api/teams.ts';
import { clearAlerts, showAlert } from '../../components/alerts/alert-store.ts';
import { showFormErrors } from '../../components/forms/server-field-errors.ts';
import { useSessionUserId } from '../../session/use-session-user-id.ts';
import { required, useFocusFirstInvalid } from '../auth/form-helpers.ts';
import { featureOptions } from './team-labels.ts';

type Values = { name: string; description: string; features: TeamFeature[] };

/** Creates a team (I become its legal member), waits until it can be read, then opens it. */
export function CreateTeamModal({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const userId = useSessionUserId();
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstInvalid = useFocusFirstInvalid(formRef);
  const form = useForm<Values>({
    initialValues: { name: '', description: '', features: [] },
    validate: { name: required },
  });
  const create = useMutation({
    mutationFn: async (values: Values) => {
      const team = await teamsApi.create({
        name: values.name.trim(),
        description: values.description.trim() || null,
        available_features: values.features,
      });
      await pollUntilReadable(() => teamsApi.get(team.id));
      return team;
    },
    onSuccess: async (team) => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.myMemberships(userId) });
      onClose();
      navigate(`/dashboard/teams/${team.id}`);
      showAlert({ type: 'success', message: 'The team was created.', keep: true });
    },
    onError: showFormErrors(
      form,
      { name: 'name', description: 'description', available_features: 'features' },
      focusFirstInvalid,
    ),
  });

  return (
    <Modal opened onClose={onClose} title="New team">
      <form
        ref={formRef}
        noValidate
        onSubmit={form.onSubmit((values) => {
          clearAlerts();
          create.mutate(values);
        }, focusFirstInvalid)}
      >
        <Stack>
          <TextInput label="Name" withAsterisk {...form.getInputProps('name')} />
          <Textarea label="Description" autosize minRows={2} {...form.getInputProps('description')} />
          <Checkbox.Group label="Features" {...form.getInputProps('features')}>
            <Stack gap={6} mt={4}>
              {featureOptions.map((feature) => (
                <Checkbox key={feature.value} value={feature.value} label={feature.label} />
              ))}
            </Stack>
          </Checkbox.Group>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending}>
              Create team
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
