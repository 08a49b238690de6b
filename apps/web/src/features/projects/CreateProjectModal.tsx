import type { TTeam } from '@keelson/contract';
import { Button, Group, Modal, NativeSelect, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { ihmProjectsApi } from '../../api/ihm-projects.ts';
import { pollUntilReadable } from '../../api/poll-until-readable.ts';
import { projectsApi } from '../../api/projects.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { clearAlerts, showAlert } from '../../components/alerts/alert-store.ts';
import { showFormErrors } from '../../components/forms/server-field-errors.ts';
import { useFocusFirstInvalid } from '../auth/form-helpers.ts';
import {
  accessToOptions,
  type CreateProjectValues,
  createProjectBody,
  createProjectValidation,
  initialCreateProjectValues,
  PERSONAL_OWNER,
  pricingModelOptions,
} from './create-project-form.ts';

type Props = { teams: readonly TTeam[]; onClose: () => void };

/** Creates an IHM project for one of my expert teams or for me alone, waits until it can be read, then opens it. */
export function CreateProjectModal({ teams, onClose }: Props) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstInvalid = useFocusFirstInvalid(formRef);
  const form = useForm<CreateProjectValues>({
    initialValues: initialCreateProjectValues(teams),
    validate: createProjectValidation,
  });
  const create = useMutation({
    mutationFn: async (values: CreateProjectValues) => {
      const project = await ihmProjectsApi.create(createProjectBody(values));
      await pollUntilReadable(() => projectsApi.get(project.id));
      return project;
    },
    onSuccess: async (project) => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.myProjects() });
      onClose();
      navigate(`/dashboard/projects/${project.id}`);
      showAlert({ type: 'success', message: 'The project was created.', keep: true });
    },
    onError: showFormErrors(
      form,
      {
        name: 'name',
        dataowner_team_id: 'teamId',
        'ship.name': 'shipName',
        'ship.imo': 'imo',
        accessTo: 'accessTo',
        pricingModel: 'pricingModel',
      },
      focusFirstInvalid,
    ),
  });

  return (
    <Modal opened onClose={onClose} title="New project" size="lg">
      <form
        ref={formRef}
        noValidate
        onSubmit={form.onSubmit((values) => {
          clearAlerts();
          create.mutate(values);
        }, focusFirstInvalid)}
      >
        <Stack>
          <TextInput label="Project name" withAsterisk {...form.getInputProps('name')} />
          <NativeSelect
            label="Owner"
            withAsterisk
            data={[
              { value: '', label: 'Choose an owner' },
              ...teams.map((team) => ({ value: team.id, label: team.name })),
              { value: PERSONAL_OWNER, label: 'Only me (a personal project)' },
            ]}
            {...form.getInputProps('teamId')}
          />
          <TextInput label="Ship name" withAsterisk {...form.getInputProps('shipName')} />
          <TextInput label="IMO number" inputMode="numeric" maxLength={7} {...form.getInputProps('imo')} />
          <NativeSelect label="Access to" data={accessToOptions} {...form.getInputProps('accessTo')} />
          <NativeSelect
            label="Pricing model"
            data={pricingModelOptions}
            {...form.getInputProps('pricingModel')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending}>
              Create project
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
