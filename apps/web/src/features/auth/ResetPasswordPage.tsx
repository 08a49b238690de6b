import { Title } from '@mantine/core';

export function ResetPasswordPage() {
  return (
    <Title order={1} size="h3">
      Reset Password
    </Title>
  );
}
