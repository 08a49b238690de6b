import { Stack, Text, Title } from '@mantine/core';
import { privacySections } from './privacy-text.ts';
import { StaticPanel } from './StaticPanel.tsx';

export const PRIVACY_VERSION = 'Version 2 vom 1. März 2024';

export function PrivacyPanel() {
  return (
    <StaticPanel title="Privacy Information" lang="de">
      <Stack gap="sm">
        <Title order={2} size="h5">
          Datenschutzerklärung
        </Title>
        <Text size="sm" c="dimmed" data-testid="privacy-version">
          {PRIVACY_VERSION}
        </Text>
        {privacySections.map((section) => (
          <section key={section.title}>
            <Title order={3} size="h6">
              {section.title}
            </Title>
            {section.paragraphs.map((paragraph) => (
              <Text key={paragraph} size="sm">
                {paragraph}
              </Text>
            ))}
          </section>
        ))}
      </Stack>
    </StaticPanel>
  );
}
