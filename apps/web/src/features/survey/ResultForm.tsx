import { CONCENTRATION_UNITS, CONTAMINATIONS, labelOf } from '@keelson/domain';
import { Button, Group, NativeSelect, NumberInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { ResultBody } from '../../api/survey.ts';
import { formFieldErrors } from '../../components/forms/server-field-errors.ts';
import { HAZMAT_OPTIONS } from './CheckForm.tsx';

/** A laboratory result of the check: hazmat, contamination, concentration with its unit, details. */
export function ResultForm({
  busy,
  onSubmit,
}: {
  busy: boolean;
  onSubmit: (body: ResultBody) => Promise<unknown>;
}) {
  const form = useForm({
    initialValues: {
      hazmat: 'asb',
      contamination: 'yes',
      concentration: '' as number | string,
      concentration_unit: 'mg/kg',
      hazmat_details: '',
    },
  });
  return (
    <form
      aria-label="New result"
      onSubmit={form.onSubmit((values) =>
        onSubmit({
          hazmat: values.hazmat,
          contamination: values.contamination,
          concentration: typeof values.concentration === 'number' ? values.concentration : null,
          concentration_unit: typeof values.concentration === 'number' ? values.concentration_unit : null,
          hazmat_details: values.hazmat_details,
        })
          .then(() => form.reset())
          .catch((failure) =>
            form.setErrors(
              formFieldErrors(failure, {
                hazmat: 'hazmat',
                contamination: 'contamination',
                concentration: 'concentration',
                concentration_unit: 'concentration_unit',
              }),
            ),
          ),
      )}
    >
      <Stack gap="xs">
        <NativeSelect
          label="Hazardous material"
          size="md"
          data={HAZMAT_OPTIONS}
          {...form.getInputProps('hazmat')}
        />
        <NativeSelect
          label="Contamination"
          size="md"
          data={CONTAMINATIONS.map((value) => ({ value, label: labelOf('contamination', value) }))}
          {...form.getInputProps('contamination')}
        />
        <Group grow align="flex-start">
          <NumberInput label="Concentration" size="md" min={0} {...form.getInputProps('concentration')} />
          <NativeSelect
            label="Unit"
            size="md"
            data={[...CONCENTRATION_UNITS]}
            {...form.getInputProps('concentration_unit')}
          />
        </Group>
        <TextInput
          label="Details"
          size="md"
          placeholder="e.g. Chrysotile"
          {...form.getInputProps('hazmat_details')}
        />
        <Button type="submit" size="md" loading={busy}>
          Add result
        </Button>
      </Stack>
    </form>
  );
}
