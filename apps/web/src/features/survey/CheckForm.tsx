import { HAZMAT_CODES, HAZMATS } from '@keelson/domain';
import { Autocomplete, Button, Group, MultiSelect, SegmentedControl, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { CheckBody } from '../../api/survey.ts';
import { formFieldErrors } from '../../components/forms/server-field-errors.ts';
import { useSuggestedValues } from './use-survey.ts';

export type NewCheck = CheckBody & { compartment?: string; location?: string };

export const HAZMAT_OPTIONS = HAZMAT_CODES.map((code) => ({
  value: code,
  label: `${HAZMATS[code].name} (table ${HAZMATS[code].table})`,
}));

/**
 * A new check at a chosen spot: where (compartment, location) and what (type, name, equipment,
 * component, material, colour, suspected hazmats), the free texts completed from what the project
 * already holds.
 */
export function CheckForm({
  projectId,
  busy,
  onSubmit,
  onCancel,
}: {
  projectId: string;
  busy: boolean;
  onSubmit: (check: NewCheck) => Promise<unknown>;
  onCancel: () => void;
}) {
  const suggested = useSuggestedValues(projectId).data;
  const form = useForm({
    initialValues: {
      type: 'sample' as 'sample' | 'visual',
      name: '',
      compartment: '',
      location: '',
      equipment: '',
      component: '',
      material: '',
      color: '',
      suspected_hazmats: [] as string[],
    },
    validate: { name: (value) => (value.trim() ? null : 'This field is required') },
  });
  const text = (
    field: 'equipment' | 'component' | 'material' | 'color' | 'compartment' | 'location',
    label: string,
  ) => (
    <Autocomplete label={label} data={suggested?.[field] ?? []} size="md" {...form.getInputProps(field)} />
  );
  return (
    <form
      aria-label="New check"
      onSubmit={form.onSubmit((values) =>
        onSubmit(values).catch((failure) =>
          form.setErrors(
            formFieldErrors(failure, { name: 'name', type: 'type', suspected_hazmats: 'suspected_hazmats' }),
          ),
        ),
      )}
    >
      <Stack gap="xs">
        <SegmentedControl
          fullWidth
          size="md"
          data={[
            { value: 'sample', label: 'Sample check' },
            { value: 'visual', label: 'Visual check' },
          ]}
          {...form.getInputProps('type')}
        />
        <TextInput label="Name" size="md" withAsterisk {...form.getInputProps('name')} />
        {text('compartment', 'Compartment')}
        {text('location', 'Location')}
        {text('equipment', 'Equipment')}
        {text('component', 'Component')}
        {text('material', 'Material')}
        {text('color', 'Colour')}
        <MultiSelect
          label="Suspected hazardous materials"
          size="md"
          data={HAZMAT_OPTIONS}
          searchable
          {...form.getInputProps('suspected_hazmats')}
        />
        <Group>
          <Button type="submit" size="md" loading={busy}>
            Add check here
          </Button>
          <Button variant="default" size="md" onClick={onCancel}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
