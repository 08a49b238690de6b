import { Button, Alert as MantineAlert, Portal, Stack } from '@mantine/core';
import { useStore } from '../../lib/store.ts';
import { openSheetsStore } from '../layers/layer-store.ts';
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

/** The alerts above the content; while a drawer covers the screen, above the drawer instead. */
export function AlertBanner() {
  const alerts = useStore(alertStore);
  const sheets = useStore(openSheetsStore);
  if (alerts.length === 0) return null;
  const banner = <Alerts alerts={alerts} floating={sheets > 0} />;
  return sheets > 0 ? <Portal>{banner}</Portal> : banner;
}

function Alerts({ alerts, floating }: { alerts: ReturnType<typeof alertStore.get>; floating: boolean }) {
  return (
    <Stack
      gap="xs"
      className={floating ? 'alert-banner alert-banner-floating' : 'alert-banner'}
      data-testid="alert-banner"
    >
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
