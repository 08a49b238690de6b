import { Anchor, Group, ScrollArea, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useHidePrimarySidePanel } from '../../components/side-panel-store.ts';

/** A read-only information panel with a close link back to its parent route. */
export function StaticPanel({
  title,
  children,
  lang,
}: {
  title: string;
  children: ReactNode;
  lang?: string;
}) {
  useHidePrimarySidePanel();
  return (
    <section aria-label={title} lang={lang}>
      <Group justify="space-between" align="flex-start" mb="md">
        <Title order={1} size="h3">
          {title}
        </Title>
        <Anchor component={Link} to="/home" aria-label="Close">
          Close ✕
        </Anchor>
      </Group>
      <ScrollArea.Autosize mah="60vh" type="auto">
        {children}
      </ScrollArea.Autosize>
    </section>
  );
}
