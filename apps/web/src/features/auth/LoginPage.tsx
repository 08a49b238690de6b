import { deriveAccountKey, MESSAGES, normalizeEmail } from '@keelson/domain';
import { Anchor, Button, Group, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { accountsApi } from '../../api/accounts.ts';
import { ApiError } from '../../api/http.ts';
import { showAlert } from '../../components/alerts/alert-store.ts';
import { hasActiveSession } from '../../session/session-store.ts';
import { enterSession, pathAfterSignIn } from '../../session/sign-in.ts';
import { accountEmail, required, securityCode, useFocusFirstInvalid } from './form-helpers.ts';
import { errorMessage, useSubmit } from './use-submit.ts';

type Values = { email: string; password: string; code: string };

export function LoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstInvalid = useFocusFirstInvalid(formRef);
  const [securityToken, setSecurityToken] = useState<string>();
  const form = useForm<Values>({
    initialValues: { email: params.get('email') ?? '', password: '', code: '' },
    validate: {
      email: accountEmail,
      password: (value) => (securityToken ? null : required(value)),
      code: (value) => (securityToken ? securityCode(value) : null),
    },
  });

  // Someone who is signed in already (e.g. right after completing the registration) goes on.
  useEffect(() => {
    if (!hasActiveSession()) return;
    accountsApi.myAccount().then(
      (account) => navigate(pathAfterSignIn(account), { replace: true }),
      () => {},
    );
  }, [navigate]);

  const requestCode = (token: string) =>
    accountsApi.requestCode(token).then(
      () => showAlert({ type: 'info', message: MESSAGES.enterCode }),
      (failure: unknown) => showAlert({ type: 'error', message: errorMessage(failure) }),
    );

  const { busy, submit } = useSubmit(
    async (values: Values) => {
      const email = normalizeEmail(values.email);
      const session = securityToken
        ? await accountsApi.signInWithCode({
            email,
            grant_type: 'otp',
            security_token: securityToken,
            security_code: values.code.trim(),
          })
        : await accountsApi.signIn({
            email,
            grant_type: 'password',
            account_key: await deriveAccountKey(email, values.password),
          });
      navigate(await enterSession(session));
    },
    (error) => {
      if (!(error instanceof ApiError && error.status === 403)) return false;
      if (error.code === '2fa.required') {
        const token = String(error.body.security_token);
        setSecurityToken(token);
        void requestCode(token);
        return true;
      }
      if (error.code === '2fa.invalid') {
        showAlert({ type: 'error', message: error.body.error ?? error.message });
        return true;
      }
      return false;
    },
  );

  return (
    <form ref={formRef} noValidate onSubmit={form.onSubmit(submit, focusFirstInvalid)}>
      <Stack>
        <Title order={1} size="h3">
          Sign in
        </Title>
        <TextInput
          label="Email"
          type="text"
          inputMode="email"
          autoComplete="username"
          disabled={Boolean(securityToken)}
          {...form.getInputProps('email')}
        />
        {!securityToken && (
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            {...form.getInputProps('password')}
          />
        )}
        {securityToken && (
          <TextInput
            label="Security code"
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={6}
            {...form.getInputProps('code')}
          />
        )}
        <Button type="submit" loading={busy}>
          LOGIN
        </Button>
        <Group justify="space-between">
          <Anchor component={Link} to="/home/register" size="sm">
            Register your account
          </Anchor>
          <Anchor component={Link} to="/home/pwreset" size="sm">
            Forgot Password?
          </Anchor>
        </Group>
        {securityToken && (
          <Anchor component="button" type="button" size="sm" onClick={() => void requestCode(securityToken)}>
            Resend code
          </Anchor>
        )}
      </Stack>
    </form>
  );
}
