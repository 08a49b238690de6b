import type { TSurveyResult } from '@keelson/contract';
import { CONCENTRATION_UNITS, CONTAMINATIONS, labelOf } from '@keelson/domain';
import { Group, NativeSelect, NumberInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { ResultBody } from '../../api/survey.ts';
import { SaveCancel } from '../../components/forms/SaveCancel.tsx';
import { formFieldErrors } from '../../components/forms/server-field-errors.ts';
import { HAZMAT_OPTIONS } from './check-options.ts';

/**
 * A laboratory result of the check: hazmat, contamination, concentration with its unit, details and
 * the recommendation. Given a result, the form corrects it.
 */
export function ResultForm({
  busy,
  initial,
  onSubmit,
  onCancel,
}: {
  busy: boolean;
  initial?: TSurveyResult;
  onSubmit: (body: ResultBody) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const form = useForm({
    initialValues: {
      hazmat: initial?.hazmat ?? 'asb',
      contamination: initial?.contamination ?? 'yes',
      concentration: (initial?.concentration ?? '') as number | string,
      concentration_unit: initial?.concentration_unit ?? 'mg/kg',
      hazmat_details: initial?.hazmat_details ?? '',
      recommendation: initial?.recommendation ?? '',
    },
  });
  return (
    <form
      aria-label={initial ? 'Edit result' : 'New result'}
      onSubmit={form.onSubmit((values) =>
        onSubmit({
          ...values,
          concentration: typeof values.concentration === 'number' ? values.concentration : null,
          concentration_unit: typeof values.concentration === 'number' ? values.concentration_unit : null,
        })
          .then(() => (initial ? undefined : form.reset()))
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
        <TextInput
          label="Recommendation"
          size="md"
          placeholder="e.g. Label and keep intact"
          {...form.getInputProps('recommendation')}
        />
        <SaveCancel label={initial ? 'Save result' : 'Add result'} busy={busy} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
