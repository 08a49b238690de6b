import { normalizeEmail } from '@keelson/domain';
import { Anchor, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { accountsApi } from '../../api/accounts.ts';
import { accountEmail, useFocusFirstInvalid } from './form-helpers.ts';
import { useSubmit } from './use-submit.ts';

export function ForgotPasswordPage() {
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstInvalid = useFocusFirstInvalid(formRef);
  const [sentTo, setSentTo] = useState<string>();
  const form = useForm({ initialValues: { email: '' }, validate: { email: accountEmail } });
  const { busy, submit } = useSubmit(async ({ email: raw }: { email: string }) => {
    const email = normalizeEmail(raw);
    await accountsApi.requestReset(email);
    setSentTo(email);
  });

  return (
    <form ref={formRef} noValidate onSubmit={form.onSubmit(submit, focusFirstInvalid)}>
      <Stack>
        <Title order={1} size="h3">
          Forgot Password
        </Title>
        {sentTo ? (
          <Text role="status">A link to reset your password has been sent to {sentTo}.</Text>
        ) : (
          <>
            <TextInput
              label="Email"
              type="text"
              inputMode="email"
              autoComplete="email"
              {...form.getInputProps('email')}
            />
            <Button type="submit" loading={busy}>
              RESET PASSWORD
            </Button>
          </>
        )}
        <Anchor component={Link} to="/home/login" size="sm">
          Return to Main
        </Anchor>
      </Stack>
    </form>
  );
}
