import { derivedRoles } from '@keelson/domain';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import type { TProjectPage } from '../../api/contract-types.ts';
import { sessionStore } from '../../session/session-store.ts';

// Once per session: afterwards the crew member can still open the list from the navigation.
let decidedForSession: string | undefined;

/**
 * A crew-only user with exactly one project, which has a maintenance bucket, is taken straight to
 * that project (spec section 2). Decided on the first page of the unfiltered list.
 */
export function useCrewOnlyRedirect(firstPage: TProjectPage | undefined, unfiltered: boolean) {
  const navigate = useNavigate();
  useEffect(() => {
    const sessionId = sessionStore.get()?.id;
    if (!firstPage || !unfiltered || !sessionId || decidedForSession === sessionId) return;
    decidedForSession = sessionId;
    const [only] = firstPage.items;
    if (firstPage.total !== 1 || !only) return;
    if (derivedRoles(only.capabilities).crew_only && only.maintenance_bucket) {
      navigate(`/dashboard/projects/${only.id}`, { replace: true });
    }
  }, [firstPage, unfiltered, navigate]);
}
