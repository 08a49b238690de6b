import { CONTAMINATIONS, type Contamination, HAZMAT_CODES, HAZMATS, type HazmatCode } from '@keelson/domain';
import { Button, Group, NativeSelect, NumberInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useRef } from 'react';
import { ordersApi, type TOrderItem } from '../../api/orders.ts';
import { clearAlerts } from '../../components/alerts/alert-store.ts';
import { required, useFocusFirstInvalid } from '../auth/form-helpers.ts';
import { CONTAMINATION_LABELS } from './order-labels.ts';
import { useItemAction } from './use-item-action.ts';

type Values = {
  hazmat: string;
  contamination: string;
  concentration: number | string;
  perUnit: number | string;
  unit: string;
  remarks: string;
};
const initialValues: Values = {
  hazmat: '',
  contamination: '',
  concentration: '',
  perUnit: '',
  unit: '',
  remarks: '',
};
const num = (value: number | string) => (typeof value === 'number' ? value : null);
const hazmatOptions = (table: 'A' | 'B') =>
  HAZMAT_CODES.filter((code) => HAZMATS[code].table === table).map((code) => ({
    value: code,
    label: `${HAZMATS[code].name} (Table ${table})`,
  }));

/** Records a hazmat check result on the item; an unset contamination with a concentration is decided by the threshold. */
export function CheckResultForm({ item, bucketId }: { item: TOrderItem; bucketId: string }) {
  const action = useItemAction(bucketId);
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstInvalid = useFocusFirstInvalid(formRef);
  const form = useForm<Values>({ initialValues, validate: { hazmat: required } });

  return (
    <form
      ref={formRef}
      noValidate
      aria-label="Record hazmat"
      onSubmit={form.onSubmit((values) => {
        clearAlerts();
        action.mutate(
          {
            run: () =>
              ordersApi.addCheckResult(item.id, {
                hazmat: values.hazmat as HazmatCode,
                contamination: (values.contamination || null) as Contamination | null,
                concentration: num(values.concentration),
                quantification_per_item_unit: num(values.perUnit),
                quantification_unit: values.unit.trim() || null,
                remarks: values.remarks.trim() || null,
              }),
            success: 'The hazmat result was recorded.',
          },
          { onSuccess: () => form.reset() },
        );
      }, focusFirstInvalid)}
    >
      <Stack gap="xs">
        <NativeSelect
          label="Hazmat"
          withAsterisk
          data={[
            { value: '', label: 'Choose a hazmat' },
            { group: 'Table A', items: hazmatOptions('A') },
            { group: 'Table B', items: hazmatOptions('B') },
          ]}
          {...form.getInputProps('hazmat')}
        />
        <NativeSelect
          label="Contamination"
          data={[
            { value: '', label: 'Unset (decided by concentration)' },
            ...CONTAMINATIONS.map((value) => ({ value, label: CONTAMINATION_LABELS[value] })),
          ]}
          {...form.getInputProps('contamination')}
        />
        <Group grow gap="xs" align="flex-start">
          <NumberInput label="Concentration (mg/kg)" min={0} {...form.getInputProps('concentration')} />
          <NumberInput label="Quantity per item unit" min={0} {...form.getInputProps('perUnit')} />
          <TextInput label="Quantity unit" placeholder="g" {...form.getInputProps('unit')} />
        </Group>
        <TextInput label="Remarks" {...form.getInputProps('remarks')} />
        <Group justify="flex-end">
          <Button type="submit" loading={action.isPending}>
            Record hazmat
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
