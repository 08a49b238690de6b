import { MESSAGES, normalizeEmail, SPAM_HINT_AFTER_MS } from '@keelson/domain';
import { Anchor, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { accountsApi } from '../../api/accounts.ts';
import { showAlert } from '../../components/alerts/alert-store.ts';
import { accountEmail, useFocusFirstInvalid } from './form-helpers.ts';
import { errorMessage, useSubmit } from './use-submit.ts';

export function RegisterPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstInvalid = useFocusFirstInvalid(formRef);
  const [sentAt, setSentAt] = useState<number>();
  const [showSpamHint, setShowSpamHint] = useState(false);
  const form = useForm({
    initialValues: { email: params.get('email') ?? '' },
    validate: { email: accountEmail },
  });

  // Mails get lost in spam folders: after a while without confirmation, say where to look.
  useEffect(() => {
    if (sentAt === undefined) return;
    setShowSpamHint(false);
    const timer = setTimeout(() => setShowSpamHint(true), SPAM_HINT_AFTER_MS);
    return () => clearTimeout(timer);
  }, [sentAt]);

  const { busy, submit } = useSubmit(
    async ({ email: raw }: { email: string }) => {
      const email = normalizeEmail(raw);
      const answer = await accountsApi.register(email);
      if (answer.verify_token) {
        navigate(`/home/register2?${new URLSearchParams({ email, token: answer.verify_token })}`);
        return;
      }
      showAlert({ type: 'info', message: MESSAGES.verifyEmail });
      setSentAt(Date.now());
    },
    (error, values) => {
      showAlert({
        type: 'error',
        message: errorMessage(error),
        action: { callback: () => void submit(values) },
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
        <TextInput
          label="Email"
          type="text"
          inputMode="email"
          autoComplete="email"
          {...form.getInputProps('email')}
        />
        <Button type="submit" loading={busy}>
          REGISTER
        </Button>
        {showSpamHint && (
          <Text size="sm" c="dimmed" data-testid="spam-hint">
            No mail yet? Please look in your spam or junk folder, or register again to get a new link.
          </Text>
        )}
        <Anchor component={Link} to="/home/login" size="sm">
          Return to Main
        </Anchor>
      </Stack>
    </form>
  );
}
