import { createStore } from '../../lib/store.ts';

export type AlertType = 'success' | 'error' | 'info' | 'warning' | 'default';

export type AlertAction = {
  /** Defaults to 'Retry'. */
  label?: string;
  /** Without a callback the action emits the app-wide reload event. */
  callback?: () => void;
};

export type Alert = {
  id: number;
  type: AlertType;
  message: string;
  action?: AlertAction;
  callback?: () => void;
  /** Not cleared by route changes (e.g. a message for the page navigated to); dismissed by hand. */
  keep?: boolean;
};

export const RELOAD_EVENT = 'keelson:reload';
export const DEFAULT_ACTION_LABEL = 'Retry';

export const alertStore = createStore<Alert[]>([]);
let nextId = 1;

export function showAlert(alert: Omit<Alert, 'id'>): number {
  const id = nextId++;
  alertStore.set((alerts) => [...alerts, { ...alert, id }]);
  return id;
}

export function dismissAlert(id: number) {
  alertStore.set((alerts) => alerts.filter((alert) => alert.id !== id));
}

export function clearAlerts() {
  alertStore.set([]);
}

/** A route change clears every alert that is not kept. */
export function clearAlertsOnRouteChange() {
  alertStore.set((alerts) => alerts.filter((alert) => alert.keep));
}

/** An alert with an action or a callback must be answered, not dismissed. */
export function isDismissable(alert: Alert): boolean {
  return !alert.action && !alert.callback;
}

export function runAlertAction(alert: Alert) {
  const callback = alert.action?.callback ?? alert.callback;
  if (callback) callback();
  else window.dispatchEvent(new CustomEvent(RELOAD_EVENT));
  dismissAlert(alert.id);
}
