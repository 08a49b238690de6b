import { Title } from '@mantine/core';

export function TwoFactorActivationPage() {
  return (
    <Title order={1} size="h3">
      Activate Two-Factor Authentication
    </Title>
  );
}
