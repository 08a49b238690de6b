import { Anchor, Box, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, Outlet } from 'react-router';
import { AlertBanner } from '../../components/alerts/AlertBanner.tsx';
import { Logo } from '../../components/Logo.tsx';
import { OnDemand } from '../../components/loading/lazy-screen.tsx';
import { primarySidePanelStore } from '../../components/side-panel-store.ts';
import { environment } from '../../environment.ts';
import { useStore } from '../../lib/store.ts';
import { BackgroundSlideshow } from './BackgroundSlideshow.tsx';

/** The public shell: logo, the primary side panel, the page or panel, and the bottom navigation. */
export function HomeShell() {
  const { site } = environment();
  const sidePanelVisible = useStore(primarySidePanelStore);
  return (
    <div className="home-shell">
      {site.backgroundSlideshow && <BackgroundSlideshow />}
      <main className="home-main">
        {sidePanelVisible && (
          <Paper
            component="aside"
            aria-label="About Keelson"
            data-testid="primary-side-panel"
            p="xl"
            w={{ base: '100%', sm: 340 }}
            maw={{ base: 480, sm: 340 }}
            className="home-product-panel"
            radius="md"
            shadow="md"
          >
            <Stack gap="md">
              <Logo />
              <Title order={2} size="h4">
                Your ship's hazardous materials, always up to date
              </Title>
              <Text size="sm" c="dimmed">
                Every purchased article may bring new hazardous material aboard. Keelson keeps the Inventory
                of Hazardous Materials current, as the Hong Kong Convention and the EU Ship Recycling
                Regulation ask.
              </Text>
              <List size="sm" spacing={4}>
                <List.Item>Experts review purchase-order items and supplier declarations</List.Item>
                <List.Item>Crew tag, store and install goods on the deck plans</List.Item>
                <List.Item>Managers follow overdue work by supplier and vessel</List.Item>
              </List>
            </Stack>
          </Paper>
        )}
        <Box w={{ base: '100%', sm: 480 }} maw={480} className="home-form">
          <AlertBanner />
          <Paper p={{ base: 'md', sm: 'xl' }} radius="md" shadow="md" mt="sm">
            <OnDemand>
              <Outlet />
            </OnDemand>
          </Paper>
        </Box>
      </main>
      <footer className="home-footer">
        <Group component="nav" aria-label="Bottom navigation" justify="center" gap="lg">
          <Anchor href={site.aboutUrl} target="_blank" rel="noopener noreferrer">
            About
          </Anchor>
          <Anchor component={Link} to="/support">
            Support
          </Anchor>
          <Anchor component={Link} to="/company-info">
            Company Information
          </Anchor>
          <Anchor component={Link} to="/legal-info">
            Privacy Information
          </Anchor>
          <Anchor component={Link} to="/data-policy">
            Terms & Conditions
          </Anchor>
        </Group>
      </footer>
    </div>
  );
}
