import { Button, Group } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { companiesApi } from '../../api/companies.ts';
import { supplierRequestsApi } from '../../api/documents.ts';
import { ApiError } from '../../api/http.ts';
import type { TSupplier } from '../../api/orders.ts';
import { showAlert } from '../../components/alerts/alert-store.ts';
import { showErrorAlert } from '../../components/alerts/use-error-alert.ts';

type Props = { bucketId: string; supplier: TSupplier; onEdit: () => void };

/** A manager's hand on one supplier: its contact, a reminder of its open requests now, the reminder count afresh. */
export function SupplierAdminActions({ bucketId, supplier, onEdit }: Props) {
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
  const reset = useMutation({
    mutationFn: () => companiesApi.resetManualReminders(bucketId, supplier.id),
    onSuccess: (answer) =>
      showAlert({
        type: 'success',
        message: `The manual reminders of ${supplier.name} start afresh (${answer.open_requests} open request(s)).`,
      }),
    onError: showErrorAlert,
  });
  return (
    <Group gap={4} wrap="nowrap">
      <Button
        size="compact-sm"
        variant="light"
        aria-label={`Edit the contact of ${supplier.name}`}
        onClick={onEdit}
      >
        Edit contact
      </Button>
      <Button
        size="compact-sm"
        variant="subtle"
        aria-label={`Send an e-mail to ${supplier.name}`}
        loading={remind.isPending}
        onClick={() => remind.mutate()}
      >
        Send e-mail
      </Button>
      <Button
        size="compact-sm"
        variant="subtle"
        aria-label={`Reset the manual reminders of ${supplier.name}`}
        loading={reset.isPending}
        onClick={() => reset.mutate()}
      >
        Reset reminders
      </Button>
    </Group>
  );
}
