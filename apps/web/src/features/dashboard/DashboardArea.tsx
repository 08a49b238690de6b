import { AppShell } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { AlertBanner } from '../../components/alerts/AlertBanner.tsx';
import { primarySidePanelStore } from '../../components/side-panel-store.ts';
import { useStore } from '../../lib/store.ts';
import { AppVersions } from './AppVersions.tsx';
import { DashboardHeader } from './DashboardHeader.tsx';
import { DashboardNav } from './DashboardNav.tsx';
import { DashboardRoutes } from './DashboardRoutes.tsx';
import { DashboardSession } from './DashboardSession.tsx';

/**
 * The signed-in area, loaded on demand after the session guard let the user in: a header with the
 * logo and the user's name, the primary side panel with the navigation, and the screens.
 */
export function DashboardArea() {
  const sidePanelVisible = useStore(primarySidePanelStore);
  const [mobileOpened, { toggle, close }] = useDisclosure(false);
  return (
    <>
      {/* First, so the session is the first call the area makes. */}
      <DashboardSession />
      {/* A button, not a link: the router owns the URL's hash, so the skip moves the focus itself. */}
      <button
        type="button"
        className="skip-link"
        onClick={() => document.getElementById('main-content')?.focus()}
      >
        Skip to content
      </button>
      <AppShell
        header={{ height: 60 }}
        navbar={{
          width: 240,
          breakpoint: 'sm',
          collapsed: { mobile: !mobileOpened, desktop: !sidePanelVisible },
        }}
        padding="md"
      >
        <AppShell.Header>
          <DashboardHeader navigationOpened={mobileOpened} onToggleNavigation={toggle} />
        </AppShell.Header>
        <AppShell.Navbar p="sm" data-testid="primary-side-panel">
          <AppShell.Section grow>
            <DashboardNav onNavigate={close} />
          </AppShell.Section>
          <AppShell.Section>
            <AppVersions />
          </AppShell.Section>
        </AppShell.Navbar>
        <AppShell.Main id="main-content" tabIndex={-1}>
          <AlertBanner />
          <DashboardRoutes />
        </AppShell.Main>
      </AppShell>
    </>
  );
}
