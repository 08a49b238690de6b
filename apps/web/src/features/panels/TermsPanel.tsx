import { Stack, Text, Title } from '@mantine/core';
import { environment } from '../../environment.ts';
import { StaticPanel } from './StaticPanel.tsx';
import { termsSections } from './terms-text.ts';

export const TERMS_VERSION = 'Version 1 vom 7. November 2018';

export function TermsPanel() {
  const { provider } = environment().site;
  return (
    <StaticPanel title="Terms & Conditions" lang="de">
      <Stack gap="sm">
        <Title order={2} size="h5">
          Allgemeine Geschäftsbedingungen der {provider.name}
        </Title>
        <Text size="sm" c="dimmed" data-testid="terms-version">
          {TERMS_VERSION}
        </Text>
        {termsSections.map((section, index) => (
          <section key={section.title} data-testid="terms-section">
            <Title order={3} size="h6">
              § {index + 1} {section.title}
            </Title>
            {section.paragraphs.map((paragraph) => (
              <Text key={paragraph} size="sm" mb={4}>
                {paragraph}
              </Text>
            ))}
          </section>
        ))}
      </Stack>
    </StaticPanel>
  );
}
