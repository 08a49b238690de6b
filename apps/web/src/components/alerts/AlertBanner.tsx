import { Button, Alert as MantineAlert, Stack } from '@mantine/core';
import { useStore } from '../../lib/store.ts';
import {
  type AlertType,
  alertStore,
  DEFAULT_ACTION_LABEL,
  dismissAlert,
  isDismissable,
  runAlertAction,
} from './alert-store.ts';

const COLOURS: Record<AlertType, string> = {
  success: 'green',
  error: 'red',
  info: 'blue',
  warning: 'yellow',
  default: 'gray',
};

export function AlertBanner() {
  const alerts = useStore(alertStore);
  if (alerts.length === 0) return null;
  return (
    <Stack gap="xs" className="alert-banner" data-testid="alert-banner">
      {alerts.map((alert) => (
        <MantineAlert
          key={alert.id}
          role="alert"
          color={COLOURS[alert.type]}
          variant="filled"
          data-type={alert.type}
          withCloseButton={isDismissable(alert)}
          closeButtonLabel="Dismiss"
          onClose={() => dismissAlert(alert.id)}
        >
          {alert.message}
          {(alert.action || alert.callback) && (
            <Button size="xs" variant="white" ml="md" onClick={() => runAlertAction(alert)}>
              {alert.action?.label ?? DEFAULT_ACTION_LABEL}
            </Button>
          )}
        </MantineAlert>
      ))}
    </Stack>
  );
}
