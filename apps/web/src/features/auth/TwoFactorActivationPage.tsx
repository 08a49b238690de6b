import { MESSAGES, statusMessage } from '@keelson/domain';
import { Anchor, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useRef, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { accountsApi } from '../../api/accounts.ts';
import { ApiError } from '../../api/http.ts';
import { clearAlerts, showAlert } from '../../components/alerts/alert-store.ts';
import { useStore } from '../../lib/store.ts';
import { hasActiveSession, sessionStore } from '../../session/session-store.ts';
import { dashboardEntry } from '../../session/sign-in.ts';
import { securityCode, useFocusFirstInvalid } from './form-helpers.ts';

type View = 'offer' | 'code' | 'done';

function activationErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.code === '2fa.invalid') return MESSAGES.codeIncorrect;
  if (error instanceof ApiError && error.code === '2fa.expired') return MESSAGES.codeExpired;
  return error instanceof ApiError ? error.message : statusMessage(0);
}

/** Offered after sign-in to accounts without two-factor: offer → code entry → activated. */
export function TwoFactorActivationPage() {
  const session = useStore(sessionStore);
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstInvalid = useFocusFirstInvalid(formRef);
  const [view, setView] = useState<View>('offer');
  const [securityToken, setSecurityToken] = useState<string>();
  const [busy, setBusy] = useState(false);
  const form = useForm({ initialValues: { code: '' }, validate: { code: securityCode } });
  const accountId = session?.account_id;
  // Shown once: the next sign-ins go straight to the dashboard; the profile keeps the offer.
  useEffect(() => {
    if (accountId && hasActiveSession()) void accountsApi.twoFactorOffered(accountId).catch(() => {});
  }, [accountId]);

  if (!hasActiveSession() || !accountId) return <Navigate to="/home/login" replace />;

  const requestCode = async () => {
    setBusy(true);
    clearAlerts();
    try {
      const answer = await accountsApi.request2faActivation(accountId);
      setSecurityToken(answer.securityToken);
      setView('code');
      showAlert({ type: 'info', message: MESSAGES.enterCode });
    } catch (error) {
      showAlert({ type: 'error', message: activationErrorMessage(error) });
    } finally {
      setBusy(false);
    }
  };

  const verify = async ({ code }: { code: string }) => {
    if (!securityToken) return;
    setBusy(true);
    clearAlerts();
    try {
      await accountsApi.confirm2faActivation(accountId, securityToken, code.trim());
      setView('done');
    } catch (error) {
      showAlert({ type: 'error', message: activationErrorMessage(error) });
    } finally {
      setBusy(false);
    }
  };

  const cancel = () => {
    form.reset();
    setSecurityToken(undefined);
    clearAlerts();
    setView('offer');
  };

  const toDashboard = () => navigate(dashboardEntry());

  return (
    <Stack>
      <Title order={1} size="h3">
        Activate Two-Factor Authentication
      </Title>
      {view === 'offer' && (
        <>
          <Text>
            Protect your account with a second step: at each sign-in we mail you a 6-digit security code that
            you enter after your password.
          </Text>
          <Group>
            <Button onClick={() => void requestCode()} loading={busy}>
              Activate 2FA
            </Button>
            <Button variant="subtle" onClick={toDashboard}>
              Skip for now
            </Button>
          </Group>
        </>
      )}
      {view === 'code' && (
        <form ref={formRef} noValidate onSubmit={form.onSubmit(verify, focusFirstInvalid)}>
          <Stack>
            <TextInput
              label="Security code"
              autoComplete="one-time-code"
              inputMode="numeric"
              maxLength={6}
              disabled={!securityToken}
              {...form.getInputProps('code')}
            />
            <Group>
              <Button type="submit" loading={busy}>
                Verify
              </Button>
              <Button variant="default" onClick={cancel}>
                Cancel
              </Button>
            </Group>
            <Anchor component="button" type="button" size="sm" onClick={() => void requestCode()}>
              Resend code
            </Anchor>
          </Stack>
        </form>
      )}
      {view === 'done' && (
        <>
          <Text role="status">Two-factor authentication is now active for your account.</Text>
          <Button onClick={toDashboard}>Ok</Button>
        </>
      )}
    </Stack>
  );
}
