import type { TBucket, TServiceLevels } from '@keelson/contract';
import { Button, Group, NumberInput, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useRef } from 'react';
import { clearAlerts, showAlert } from '../../components/alerts/alert-store.ts';
import { showFormErrors } from '../../components/forms/server-field-errors.ts';
import { useFocusFirstInvalid } from '../auth/form-helpers.ts';
import {
  type ScheduleValues,
  scheduleChanges,
  scheduleErrors,
  schedulePreview,
  scheduleValues,
} from './admin-forms.ts';
import { useSaveCompany } from './use-company-admin.ts';

const FIELDS: readonly { field: keyof TServiceLevels; label: string; description: string }[] = [
  { field: 'supplier_reminder1_after_days', label: 'First reminder', description: 'Days after the request' },
  { field: 'supplier_reminder2_after_days', label: 'Second reminder', description: 'Days after the request' },
  { field: 'supplier_overdue_after_days', label: 'Supplier overdue', description: 'Days after the request' },
  {
    field: 'expert_overdue_after_days',
    label: 'Expert overdue',
    description: 'Days after an item needs them',
  },
  { field: 'crew_overdue_after_days', label: 'Crew overdue', description: 'Days after the first notice' },
];
/** A 400's field (`service_levels.x`) under its input. */
const SERVER_FIELDS = Object.fromEntries(FIELDS.map(({ field }) => [`service_levels.${field}`, field]));

/**
 * The company's reminder schedule: its service levels in days, read back in a sentence as they are
 * typed. Saving re-evaluates the company's items in the background, so their deadlines follow.
 */
export function ReminderSchedule({ company }: { company: TBucket }) {
  if (company.archived) return <ReadOnlySchedule company={company} />;
  return <ScheduleForm key={JSON.stringify(scheduleValues(company))} company={company} />;
}

function Preview({ values }: { values: ScheduleValues }) {
  const sentences = schedulePreview(values);
  return (
    <Text size="sm" role="status" aria-label="Schedule preview">
      {sentences ? sentences.join(' ') : 'Correct the days to see the schedule.'}
    </Text>
  );
}

function ReadOnlySchedule({ company }: { company: TBucket }) {
  const values = scheduleValues(company);
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        Reminder schedule
      </Title>
      <Table aria-label="Reminder schedule" withRowBorders={false}>
        <Table.Tbody>
          {FIELDS.map(({ field, label }) => (
            <Table.Tr key={field}>
              <Table.Th scope="row">{label}</Table.Th>
              <Table.Td>{values[field]} days</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Preview values={values} />
    </Stack>
  );
}

function ScheduleForm({ company }: { company: TBucket }) {
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstInvalid = useFocusFirstInvalid(formRef);
  const form = useForm<ScheduleValues>({
    initialValues: scheduleValues(company),
    validate: (values) => scheduleErrors(values),
  });
  const save = useSaveCompany(company.id);
  return (
    <form
      ref={formRef}
      noValidate
      aria-label="Reminder schedule"
      onSubmit={form.onSubmit((values) => {
        clearAlerts();
        const changes = scheduleChanges(company, values);
        if (Object.keys(changes).length === 0)
          showAlert({ type: 'info', message: 'There are no changes to save.' });
        else save.mutate(changes, { onError: showFormErrors(form, SERVER_FIELDS, focusFirstInvalid) });
      }, focusFirstInvalid)}
    >
      <Stack gap="sm">
        <Title order={2} size="h4">
          Reminder schedule
        </Title>
        <Text size="sm" c="dimmed">
          When suppliers are reminded and when the supplier, the expert and the crew count as overdue. Every
          item's deadlines follow a change within moments, and the lists and statistics with them.
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
          {FIELDS.map(({ field, label, description }) => (
            <NumberInput
              key={field}
              label={label}
              description={description}
              suffix=" days"
              min={1}
              max={365}
              allowDecimal={false}
              allowNegative={false}
              clampBehavior="none"
              withAsterisk
              {...form.getInputProps(field)}
            />
          ))}
        </SimpleGrid>
        <Preview values={form.values} />
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            Save schedule
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
