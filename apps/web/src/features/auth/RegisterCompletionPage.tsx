import { Title } from '@mantine/core';

export function RegisterCompletionPage() {
  return (
    <Title order={1} size="h3">
      Register
    </Title>
  );
}
