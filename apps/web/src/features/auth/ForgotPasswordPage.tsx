import { Title } from '@mantine/core';

export function ForgotPasswordPage() {
  return (
    <Title order={1} size="h3">
      Forgot Password
    </Title>
  );
}
