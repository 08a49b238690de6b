import { lazy, Suspense } from 'react';
import { Navigate, useLocation } from 'react-router';
import { LoadingIndicator } from '../../components/loading/LoadingIndicator.tsx';
import { useStore } from '../../lib/store.ts';
import { hasActiveSession, sessionStore } from '../../session/session-store.ts';
import { rememberAfterSignIn } from '../../session/sign-in.ts';

// Its code is fetched only when someone with an active session enters.
const DashboardArea = lazy(async () => ({ default: (await import('./DashboardArea.tsx')).DashboardArea }));

/** The dashboard's guard: without an active session the user is sent to /home/login. */
export function DashboardGate() {
  useStore(sessionStore);
  const location = useLocation();
  if (!hasActiveSession()) {
    rememberAfterSignIn(location.pathname);
    return <Navigate to="/home/login" replace />;
  }
  return (
    <Suspense fallback={<LoadingIndicator />}>
      <DashboardArea />
    </Suspense>
  );
}
