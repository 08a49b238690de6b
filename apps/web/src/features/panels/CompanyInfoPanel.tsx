import { Anchor, Stack, Text } from '@mantine/core';
import { environment } from '../../environment.ts';
import { StaticPanel } from './StaticPanel.tsx';

export function CompanyInfoPanel() {
  const { provider } = environment().site;
  return (
    <StaticPanel title="Company Information">
      <Stack gap="xs">
        <Text fw={700}>{provider.name}</Text>
        <Text data-testid="provider-address">{provider.address}</Text>
        <Text>
          Website:{' '}
          <Anchor href={provider.website} target="_blank" rel="noopener noreferrer">
            {provider.website}
          </Anchor>
        </Text>
        <Text>{provider.management}</Text>
        <Text>Commercial register: {provider.register}</Text>
        <Text>VAT id: {provider.vatId}</Text>
      </Stack>
    </StaticPanel>
  );
}
