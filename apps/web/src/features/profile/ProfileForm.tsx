import type { TUser } from '@keelson/contract';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../api/query-keys.ts';
import { usersApi } from '../../api/users.ts';
import { clearAlerts, showAlert } from '../../components/alerts/alert-store.ts';
import { showFormErrors } from '../../components/forms/server-field-errors.ts';
import { type ProfileValues, profileChanges, profileValues } from './profile-changes.ts';

/** First and last name (both optional); saving sends only what changed. */
export function ProfileForm({ user }: { user: TUser }) {
  const queryClient = useQueryClient();
  const form = useForm<ProfileValues>({ initialValues: profileValues(user) });
  const save = useMutation({
    mutationFn: (changes: ReturnType<typeof profileChanges>) => usersApi.patch(user.id, changes),
    onSuccess: async (saved) => {
      queryClient.setQueryData(queryKeys.user(user.id), saved);
      form.setValues(profileValues(saved));
      form.resetDirty(profileValues(saved));
      showAlert({ type: 'success', message: 'Your profile was saved.' });
    },
    onError: showFormErrors(form, { first_name: 'firstName', last_name: 'lastName' }),
  });

  return (
    <form
      noValidate
      aria-label="Profile"
      onSubmit={form.onSubmit((values) => {
        clearAlerts();
        const changes = profileChanges(user, values);
        if (Object.keys(changes).length === 0)
          showAlert({ type: 'info', message: 'There are no changes to save.' });
        else save.mutate(changes);
      })}
    >
      <Stack>
        <TextInput label="Email" value={user.email} readOnly />
        <TextInput label="First name" autoComplete="given-name" {...form.getInputProps('firstName')} />
        <TextInput label="Last name" autoComplete="family-name" {...form.getInputProps('lastName')} />
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            Save profile
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
