import type { TCheck } from '@keelson/contract';
import { Autocomplete, MultiSelect, SegmentedControl, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { CheckBody } from '../../api/survey.ts';
import { SaveCancel } from '../../components/forms/SaveCancel.tsx';
import { formFieldErrors } from '../../components/forms/server-field-errors.ts';
import { EQUIPMENT_CLASS_OPTIONS, HAZMAT_OPTIONS } from './check-options.ts';
import { useChecks, useSuggestedValues } from './use-survey.ts';

export type NewCheck = CheckBody & { compartment?: string; location?: string };

const SUGGESTED = ['equipment', 'component', 'material', 'color', 'compartment', 'location'] as const;

function initialValues(check?: TCheck) {
  return {
    type: check?.type ?? ('sample' as 'sample' | 'visual'),
    name: check?.name ?? '',
    compartment: check?.spot.compartment ?? '',
    location: check?.spot.location ?? '',
    equipment: check?.equipment ?? '',
    component: check?.component ?? '',
    material: check?.material ?? '',
    color: check?.color ?? '',
    approx_mass: check?.approx_mass ?? '',
    remarks: check?.remarks ?? '',
    suspected_hazmats: check?.suspected_hazmats ?? [],
    equipment_classes: check?.equipment_classes ?? [],
    referenced_check_ids: check?.referenced_check_ids ?? [],
  };
}

/**
 * A check at a spot: where (compartment, location) and what (type, name, equipment, component,
 * material, colour, approximate mass, suspected hazmats, Part I tables, related checks), the free
 * texts completed from what the project already holds. Given a check, the form edits it.
 */
export function CheckForm({
  projectId,
  initial,
  busy,
  onSubmit,
  onCancel,
}: {
  projectId: string;
  initial?: TCheck;
  busy: boolean;
  onSubmit: (check: NewCheck) => Promise<unknown>;
  onCancel: () => void;
}) {
  const suggested = useSuggestedValues(projectId).data;
  const others = useChecks(projectId, {}, { limit: 200, offset: 0 }).data?.content ?? [];
  const form = useForm({
    initialValues: initialValues(initial),
    validate: { name: (value) => (value.trim() ? null : 'This field is required') },
  });
  const text = (field: (typeof SUGGESTED)[number], label: string) => (
    <Autocomplete label={label} data={suggested?.[field] ?? []} size="md" {...form.getInputProps(field)} />
  );
  return (
    <form
      aria-label={initial ? 'Edit check' : 'New check'}
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
        <TextInput
          label="Approximate mass"
          size="md"
          placeholder="e.g. 2 kg, 10 m²"
          {...form.getInputProps('approx_mass')}
        />
        <MultiSelect
          label="Suspected hazardous materials"
          size="md"
          data={HAZMAT_OPTIONS}
          searchable
          {...form.getInputProps('suspected_hazmats')}
        />
        <MultiSelect
          label="Part I tables"
          size="md"
          data={EQUIPMENT_CLASS_OPTIONS}
          {...form.getInputProps('equipment_classes')}
        />
        <MultiSelect
          label="Related checks"
          size="md"
          searchable
          data={others
            .filter((other) => other.id !== initial?.id)
            .map((other) => ({ value: other.id, label: other.displayName }))}
          {...form.getInputProps('referenced_check_ids')}
        />
        <TextInput label="Remarks" size="md" {...form.getInputProps('remarks')} />
        <SaveCancel label={initial ? 'Save check' : 'Add check here'} busy={busy} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
