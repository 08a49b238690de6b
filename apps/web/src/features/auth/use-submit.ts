import { statusMessage } from '@keelson/domain';
import { useState } from 'react';
import { ApiError } from '../../api/http.ts';
import { clearAlerts, showAlert } from '../../components/alerts/alert-store.ts';

/** The message a user reads for a failed call: the catalogue's text for its status. */
export function errorMessage(error: unknown): string {
  return error instanceof ApiError ? error.message : statusMessage(0);
}

/**
 * Runs a form's submission: clears old alerts, marks the form busy, and shows a failure the
 * form does not handle itself (`onError` returns true when it did).
 */
export function useSubmit<T>(
  action: (values: T) => Promise<void>,
  onError?: (error: unknown, values: T) => boolean,
) {
  const [busy, setBusy] = useState(false);
  const submit = async (values: T) => {
    setBusy(true);
    clearAlerts();
    try {
      await action(values);
    } catch (error) {
      if (!onError?.(error, values)) showAlert({ type: 'error', message: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  };
  return { busy, submit };
}
