import { PRODUCT_NAME } from '@keelson/domain';
import { Group, Text } from '@mantine/core';

export function Logo({ inverted = false }: { inverted?: boolean }) {
  return (
    <Group gap={8} wrap="nowrap" aria-label={`${PRODUCT_NAME} logo`} role="img">
      <svg width="36" height="36" viewBox="0 0 64 64" aria-hidden="true">
        <rect width="64" height="64" rx="12" fill="#0b3c5d" />
        <path d="M12 40h40l-6 10H18z" fill="#f2b134" />
        <path d="M31 12h3v26h-3z" fill="#fff" />
        <path d="M34 14l14 20H34z" fill="#dfe9f2" />
      </svg>
      <Text fw={800} size="xl" c={inverted ? 'white' : 'ocean.9'} style={{ letterSpacing: '0.04em' }}>
        {PRODUCT_NAME}
      </Text>
    </Group>
  );
}
