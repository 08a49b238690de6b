import { Anchor, Text } from '@mantine/core';
import { environment } from '../../environment.ts';
import { StaticPanel } from './StaticPanel.tsx';

export function SupportPanel() {
  const { supportEmail } = environment().site;
  return (
    <StaticPanel title="Support">
      <Text>
        Questions, problems or ideas? Please write to us at{' '}
        <Anchor href={`mailto:${supportEmail}`}>{supportEmail}</Anchor> and tell us the vessel, the screen and
        what you expected to happen. We answer on working days.
      </Text>
    </StaticPanel>
  );
}
