import { useEffect } from 'react';
import { createStore } from '../lib/store.ts';

/** Whether the primary side panel of the current shell is shown; static panels hide it. */
export const primarySidePanelStore = createStore(true);

/** Hides the primary side panel while the calling component is mounted, restoring it on leave. */
export function useHidePrimarySidePanel() {
  useEffect(() => {
    const before = primarySidePanelStore.get();
    primarySidePanelStore.set(false);
    return () => primarySidePanelStore.set(before);
  }, []);
}
