import { deriveAccountKey, MESSAGES, normalizeEmail } from '@keelson/domain';
import { Button, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { accountsApi } from '../../api/accounts.ts';
import { showAlert } from '../../components/alerts/alert-store.ts';
import { confirmPassword, newPassword, useFocusFirstInvalid } from './form-helpers.ts';
import { useSubmit } from './use-submit.ts';

type Values = { password: string; confirm: string };

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const email = normalizeEmail(params.get('email') ?? '');
  const token = params.get('token') ?? '';
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstInvalid = useFocusFirstInvalid(formRef);
  const form = useForm<Values>({
    initialValues: { password: '', confirm: '' },
    validate: { password: newPassword, confirm: confirmPassword },
  });

  const { busy, submit } = useSubmit(
    async (values: Values) => {
      await accountsApi.completeReset({
        email,
        account_key: await deriveAccountKey(email, values.password),
        reset_token: token,
      });
      showAlert({ type: 'success', message: 'Your password has been changed. Please sign in.', keep: true });
      navigate(`/home/login?${new URLSearchParams({ email })}`);
    },
    (_error, values) => {
      showAlert({
        type: 'error',
        message: MESSAGES.unableToComplete,
        action: { callback: () => void submit(values) },
      });
      return true;
    },
  );

  return (
    <form ref={formRef} noValidate onSubmit={form.onSubmit(submit, focusFirstInvalid)}>
      <Stack>
        <Title order={1} size="h3">
          Reset Password
        </Title>
        <TextInput label="Email" value={email} readOnly />
        <PasswordInput label="New password" autoComplete="new-password" {...form.getInputProps('password')} />
        <PasswordInput
          label="Confirm password"
          autoComplete="new-password"
          {...form.getInputProps('confirm')}
        />
        <Button type="submit" loading={busy}>
          RESET PASSWORD
        </Button>
      </Stack>
    </form>
  );
}
