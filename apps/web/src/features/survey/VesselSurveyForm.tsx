import type { TVesselSurvey } from '@keelson/contract';
import {
  Button,
  Fieldset,
  Group,
  NumberInput,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../api/query-keys.ts';
import { vesselSurveyApi } from '../../api/survey.ts';
import { serverFieldErrors } from '../../components/forms/server-field-errors.ts';
import { LoadingIndicator } from '../../components/loading/LoadingIndicator.tsx';
import { useSurveyAction } from './use-survey.ts';

const SHIP_FIELDS: [keyof TVesselSurvey['ship'], string][] = [
  ['name', 'Ship name'],
  ['imo_number', 'IMO number'],
  ['flag', 'Flag'],
  ['port_of_registry', 'Port of registry'],
  ['ship_type', 'Ship type'],
  ['shipyard', 'Shipyard'],
  ['owner', 'Owner'],
  ['owner_address', 'Owner address'],
  ['manager', 'Manager'],
  ['manager_address', 'Manager address'],
  ['classification_society', 'Classification society'],
];

/** The ship's survey data for the report, section by section; the surveyor saves it as a whole. */
export function VesselSurveyForm({ projectId, editor }: { projectId: string; editor: boolean }) {
  const survey = useQuery({
    queryKey: [...queryKeys.survey(projectId), 'vessel-survey'],
    queryFn: () => vesselSurveyApi.get(projectId),
  });
  if (!survey.data) return <LoadingIndicator />;
  return (
    <Form
      projectId={projectId}
      editor={editor}
      initial={survey.data.data}
      updatedAt={survey.data.updated_at}
    />
  );
}

function Form(props: {
  projectId: string;
  editor: boolean;
  initial: TVesselSurvey;
  updatedAt: string | null;
}) {
  const action = useSurveyAction(props.projectId);
  const form = useForm({ initialValues: props.initial });
  const field = (path: string, label: string) => (
    <TextInput
      label={label}
      size="md"
      disabled={!props.editor}
      {...form.getInputProps(path)}
      value={(form.getInputProps(path).value as string | null) ?? ''}
    />
  );
  return (
    <form
      aria-label="Survey data"
      onSubmit={form.onSubmit((values) =>
        action
          .mutateAsync({
            run: () => vesselSurveyApi.put(props.projectId, values),
            success: 'The survey data was saved.',
          })
          .catch((failure) => form.setErrors(serverFieldErrors(failure))),
      )}
    >
      <Stack>
        <Text size="xs" c="dimmed">
          {props.updatedAt ? `Saved ${new Date(props.updatedAt).toLocaleString()}` : 'Not saved yet'}
        </Text>
        <Fieldset legend="General">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {field('general.report_number', 'Report number')}
            {field('general.revision', 'Revision')}
          </SimpleGrid>
        </Fieldset>
        <Fieldset legend="Ship">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {SHIP_FIELDS.map(([key, label]) => (
              <div key={key}>{field(`ship.${key}`, label)}</div>
            ))}
            <NumberInput
              label="Gross tonnage"
              size="md"
              min={0}
              disabled={!props.editor}
              {...form.getInputProps('ship.gross_tonnage')}
            />
            <TextInput
              type="date"
              label="Delivered on"
              size="md"
              disabled={!props.editor}
              {...form.getInputProps('ship.delivery_date')}
              value={form.values.ship.delivery_date ?? ''}
            />
          </SimpleGrid>
        </Fieldset>
        <Fieldset legend="Survey">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              type="date"
              label="Started on"
              size="md"
              disabled={!props.editor}
              {...form.getInputProps('survey.started_on')}
              value={form.values.survey.started_on ?? ''}
            />
            <TextInput
              type="date"
              label="Finished on"
              size="md"
              disabled={!props.editor}
              {...form.getInputProps('survey.finished_on')}
              value={form.values.survey.finished_on ?? ''}
            />
            {field('survey.location', 'Place of the survey')}
            {field('survey.surveyor', 'Surveyor')}
            {field('survey.company', 'Company')}
          </SimpleGrid>
        </Fieldset>
        <Fieldset legend="Texts">
          <Textarea
            label="Introduction"
            autosize
            minRows={3}
            disabled={!props.editor}
            {...form.getInputProps('texts.introduction')}
            value={form.values.texts.introduction ?? ''}
          />
        </Fieldset>
        <Fieldset legend="Laboratories">
          <Stack gap="xs">
            {form.values.laboratories.map((_lab, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows of a form list have no identity of their own
              <Group key={index} grow align="flex-end">
                {field(`laboratories.${index}.name`, 'Laboratory')}
                {field(`laboratories.${index}.accreditation`, 'Accreditation')}
                {props.editor && (
                  <Button
                    variant="subtle"
                    color="red"
                    onClick={() => form.removeListItem('laboratories', index)}
                  >
                    Remove
                  </Button>
                )}
              </Group>
            ))}
            {props.editor && (
              <Button
                variant="light"
                onClick={() => form.insertListItem('laboratories', { name: '', accreditation: '' })}
              >
                Add a laboratory
              </Button>
            )}
          </Stack>
        </Fieldset>
        {props.editor && (
          <Button type="submit" size="md" loading={action.isPending}>
            Save survey data
          </Button>
        )}
      </Stack>
    </form>
  );
}
