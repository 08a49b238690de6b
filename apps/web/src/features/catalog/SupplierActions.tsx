import { Button, Group } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { supplierRequestsApi } from '../../api/documents.ts';
import { ApiError } from '../../api/http.ts';
import type { TSupplier } from '../../api/orders.ts';
import { showAlert } from '../../components/alerts/alert-store.ts';
import { showErrorAlert } from '../../components/alerts/use-error-alert.ts';

/**
 * An expert's hand on a supplier's open requests: a reminder mail listing them all now, and
 * revoking the portal links mailed so far (the next mail brings a new one).
 */
export function SupplierActions({ bucketId, supplier }: { bucketId: string; supplier: TSupplier }) {
  const remind = useMutation({
    mutationFn: () => supplierRequestsApi.sendReminder(bucketId, supplier.id),
    onSuccess: (answer) =>
      showAlert({
        type: 'success',
        message: `${supplier.name} was reminded of ${answer.open_requests} open request(s).`,
      }),
    onError: (error) =>
      // 409: nothing is open, which is news rather than a failure.
      error instanceof ApiError && error.status === 409
        ? showAlert({ type: 'info', message: `${supplier.name} has no open requests.` })
        : showErrorAlert(error),
  });
  const revoke = useMutation({
    mutationFn: () => supplierRequestsApi.revokePortalLinks(bucketId, supplier.id),
    onSuccess: (answer) =>
      showAlert({
        type: 'success',
        message: `${answer.revoked} portal link(s) of ${supplier.name} revoked.`,
      }),
    onError: showErrorAlert,
  });
  return (
    <Group gap={4} wrap="nowrap">
      <Button
        size="compact-xs"
        variant="light"
        aria-label={`Send a reminder to ${supplier.name}`}
        loading={remind.isPending}
        onClick={() => remind.mutate()}
      >
        Send reminder
      </Button>
      <Button
        size="compact-xs"
        variant="subtle"
        color="red"
        aria-label={`Revoke the portal links of ${supplier.name}`}
        loading={revoke.isPending}
        onClick={() => revoke.mutate()}
      >
        Revoke links
      </Button>
    </Group>
  );
}
