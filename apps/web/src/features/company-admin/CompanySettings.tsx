import type { TBucket } from '@keelson/contract';
import { Button, Group, Paper, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useRef } from 'react';
import { clearAlerts, showAlert } from '../../components/alerts/alert-store.ts';
import { Fact } from '../../components/Fact.tsx';
import { showFormErrors } from '../../components/forms/server-field-errors.ts';
import { required, useFocusFirstInvalid } from '../auth/form-helpers.ts';
import { ArchiveCompany } from './ArchiveCompany.tsx';
import { type CompanyValues, companyChanges, companyValues, dataOwnerValue } from './admin-forms.ts';
import { CompanyDataOwner } from './CompanyDataOwner.tsx';
import { ReminderSchedule } from './ReminderSchedule.tsx';
import { useSaveCompany } from './use-company-admin.ts';

/**
 * The company's settings: what PATCH companies/{id} takes (name, checked; the data owner; the reminder
 * schedule), each part saved on its own, beside what identifies it. An archived company's are
 * read-only; Restore is its only action.
 */
export function CompanySettings({ company }: { company: TBucket }) {
  return (
    <Stack>
      <Paper withBorder radius="md" p="md">
        <Stack gap="sm">
          <Group gap="xl">
            <Fact label="Short id" value={company.short_id} />
            <Fact label="Data owner" value={company.dataowner_name} />
            <Fact label="Created" value={new Date(company.created_at).toLocaleDateString()} />
          </Group>
          {company.archived ? (
            <ReadOnlySettings company={company} />
          ) : (
            <SettingsForm key={`${company.name}|${company.checked}`} company={company} />
          )}
        </Stack>
      </Paper>
      {!company.archived && (
        <Paper withBorder radius="md" p="md">
          <CompanyDataOwner key={dataOwnerValue(company)} company={company} />
        </Paper>
      )}
      <Paper withBorder radius="md" p="md">
        <ReminderSchedule company={company} />
      </Paper>
      <ArchiveCompany company={company} />
    </Stack>
  );
}

function ReadOnlySettings({ company }: { company: TBucket }) {
  return (
    <Stack gap="xs">
      <TextInput label="Name" value={company.name} readOnly />
      <Switch label="Checked" checked={company.checked} readOnly disabled />
      <Text size="sm" c="dimmed">
        The company is archived: restore it to change its settings.
      </Text>
    </Stack>
  );
}

function SettingsForm({ company }: { company: TBucket }) {
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstInvalid = useFocusFirstInvalid(formRef);
  const form = useForm<CompanyValues>({
    initialValues: companyValues(company),
    validate: { name: required },
  });
  const save = useSaveCompany(company.id);
  return (
    <form
      ref={formRef}
      noValidate
      aria-label="Company settings"
      onSubmit={form.onSubmit((values) => {
        clearAlerts();
        const changes = companyChanges(company, values);
        if (Object.keys(changes).length === 0)
          showAlert({ type: 'info', message: 'There are no changes to save.' });
        else
          save.mutate(changes, {
            onError: showFormErrors(form, { name: 'name', checked: 'checked' }, focusFirstInvalid),
          });
      }, focusFirstInvalid)}
    >
      <Stack gap="sm">
        <Title order={2} size="h4">
          Settings
        </Title>
        <TextInput label="Name" withAsterisk maxLength={120} {...form.getInputProps('name')} />
        <Switch
          label="Checked"
          description="The company's data has been checked"
          {...form.getInputProps('checked', { type: 'checkbox' })}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            Save settings
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
