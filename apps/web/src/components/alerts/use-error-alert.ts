import { useEffect, useRef } from 'react';
import { errorMessage } from '../../api/error-message.ts';
import { alertStore, showAlert } from './alert-store.ts';

/** Shows an error alert unless the same one is on screen already (several screens may share a failing query). */
export function showErrorAlert(error: unknown) {
  const message = errorMessage(error);
  if (alertStore.get().some((alert) => alert.type === 'error' && alert.message === message)) return;
  showAlert({ type: 'error', message });
}

/** Alerts once when a query fails; its refetches every 120000 ms do not repeat the alert while it keeps failing. */
export function useErrorAlert(error: unknown) {
  const shown = useRef(false);
  useEffect(() => {
    if (!error) {
      shown.current = false;
      return;
    }
    if (shown.current) return;
    shown.current = true;
    showErrorAlert(error);
  }, [error]);
}
