import { Button, Group, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { required } from '../auth/form-helpers.ts';

/** One name and a button: adding a deck or a plan. */
export function NameForm({
  label,
  action,
  busy,
  onSubmit,
}: {
  label: string;
  action: string;
  busy: boolean;
  onSubmit: (name: string) => Promise<unknown>;
}) {
  const form = useForm({ initialValues: { name: '' }, validate: { name: required } });
  return (
    <form
      noValidate
      aria-label={action}
      onSubmit={form.onSubmit(async ({ name }) => {
        try {
          await onSubmit(name.trim());
          form.reset();
        } catch {
          // The alert banner says why; the name stays to be corrected.
        }
      })}
    >
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <TextInput label={label} maxLength={120} style={{ flex: 1 }} {...form.getInputProps('name')} />
        <Button type="submit" variant="light" loading={busy}>
          {action}
        </Button>
      </Group>
    </form>
  );
}
