import { deriveAccountKey, MESSAGES, normalizeEmail } from '@keelson/domain';
import { Button, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { accountsApi } from '../../api/accounts.ts';
import { ApiError } from '../../api/http.ts';
import { showAlert } from '../../components/alerts/alert-store.ts';
import { saveSession } from '../../session/session-store.ts';
import { confirmPassword, newPassword, useFocusFirstInvalid } from './form-helpers.ts';
import { useSubmit } from './use-submit.ts';

type Values = { firstName: string; lastName: string; password: string; confirm: string };

export function RegisterCompletionPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const email = normalizeEmail(params.get('email') ?? '');
  const token = params.get('token') ?? '';
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstInvalid = useFocusFirstInvalid(formRef);
  const form = useForm<Values>({
    initialValues: { firstName: '', lastName: '', password: '', confirm: '' },
    validate: { password: newPassword, confirm: confirmPassword },
  });

  const { busy, submit } = useSubmit(
    async (values: Values) => {
      const session = await accountsApi.completeRegistration({
        email,
        account_key: await deriveAccountKey(email, values.password),
        first_name: values.firstName.trim() || undefined,
        last_name: values.lastName.trim() || undefined,
        verify_token: token,
      });
      saveSession(session);
      showAlert({ type: 'success', message: MESSAGES.verificationSuccess, keep: true });
      navigate('/home');
    },
    (error) => {
      if (!(error instanceof ApiError && error.status === 400 && error.body.details === 'invalid token'))
        return false;
      showAlert({
        type: 'error',
        message: MESSAGES.confirmationExpired,
        action: { callback: () => navigate(`/home/register?${new URLSearchParams({ email })}`) },
      });
      return true;
    },
  );

  return (
    <form ref={formRef} noValidate onSubmit={form.onSubmit(submit, focusFirstInvalid)}>
      <Stack>
        <Title order={1} size="h3">
          Register
        </Title>
        <TextInput label="Email" value={email} readOnly />
        <TextInput label="First name" autoComplete="given-name" {...form.getInputProps('firstName')} />
        <TextInput label="Last name" autoComplete="family-name" {...form.getInputProps('lastName')} />
        <PasswordInput label="Password" autoComplete="new-password" {...form.getInputProps('password')} />
        <PasswordInput
          label="Confirm password"
          autoComplete="new-password"
          {...form.getInputProps('confirm')}
        />
        <Button type="submit" loading={busy}>
          COMPLETE REGISTRATION
        </Button>
      </Stack>
    </form>
  );
}
