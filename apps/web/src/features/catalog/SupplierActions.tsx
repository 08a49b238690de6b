import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
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
  const [confirming, setConfirming] = useState(false);
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
        onClick={() => setConfirming(true)}
      >
        Revoke links
      </Button>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={`Revoke the portal links of ${supplier.name}?`}
      >
        <Stack>
          <Text size="sm">
            The links mailed to the supplier so far stop working at once. The next request or reminder mails a
            new link.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button
              color="red"
              onClick={() => {
                setConfirming(false);
                revoke.mutate();
              }}
            >
              Revoke links
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Group>
  );
}
