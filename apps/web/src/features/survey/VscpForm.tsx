import type { TVscpEntry } from '@keelson/contract';
import { MultiSelect, SegmentedControl, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { VscpBody } from '../../api/survey.ts';
import { SaveCancel } from '../../components/forms/SaveCancel.tsx';
import { formFieldErrors } from '../../components/forms/server-field-errors.ts';
import { HAZMAT_OPTIONS } from './check-options.ts';

/** A VSCP entry: check type, what, suspected hazmats, where. Given an entry, the form edits it. */
export function VscpForm({
  busy,
  initial,
  onSubmit,
  onCancel,
}: {
  busy: boolean;
  initial?: TVscpEntry;
  onSubmit: (body: VscpBody) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const form = useForm({
    initialValues: {
      check_type: initial?.check_type ?? ('sample' as 'sample' | 'visual'),
      name: initial?.name ?? '',
      suspected_hazmats: initial?.suspected_hazmats ?? ([] as string[]),
      location_description: initial?.location_description ?? '',
    },
    validate: { name: (value) => (value.trim() ? null : 'This field is required') },
  });
  return (
    <form
      aria-label={initial ? `Edit ${initial.name}` : 'New VSCP entry'}
      onSubmit={form.onSubmit((values) =>
        onSubmit(values)
          .then(() => (initial ? undefined : form.reset()))
          .catch((failure) =>
            form.setErrors(formFieldErrors(failure, { name: 'name', check_type: 'check_type' })),
          ),
      )}
    >
      <Stack gap="xs">
        <SegmentedControl
          data={[
            { value: 'sample', label: 'Sample' },
            { value: 'visual', label: 'Visual' },
          ]}
          {...form.getInputProps('check_type')}
        />
        <TextInput label="Entry" size="md" withAsterisk {...form.getInputProps('name')} />
        <MultiSelect
          label="Suspected hazardous materials"
          size="md"
          data={HAZMAT_OPTIONS}
          searchable
          {...form.getInputProps('suspected_hazmats')}
        />
        <TextInput label="Where" size="md" {...form.getInputProps('location_description')} />
        <SaveCancel label={initial ? 'Save entry' : 'Add to the VSCP'} busy={busy} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
