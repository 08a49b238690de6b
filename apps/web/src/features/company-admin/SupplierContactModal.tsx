import { Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { companiesApi, type TSupplierPatch } from '../../api/companies.ts';
import type { TSupplier } from '../../api/orders.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { showAlert } from '../../components/alerts/alert-store.ts';
import { showErrorAlert } from '../../components/alerts/use-error-alert.ts';
import { FormModal } from '../../components/FormModal.tsx';
import { type SupplierValues, supplierForm } from '../catalog/catalog-forms.ts';
import { supplierChanges, supplierValues } from './admin-forms.ts';

type Props = { bucketId: string; supplier: TSupplier; onClose: () => void };

/** A supplier's name and contact e-mails, checked as the catalog's form checks them; only changes are sent. */
export function SupplierContactModal({ bucketId, supplier, onClose }: Props) {
  const queryClient = useQueryClient();
  const form = useForm<SupplierValues>({
    initialValues: supplierValues(supplier),
    validate: supplierForm.validate,
  });
  const save = useMutation({
    mutationFn: (changes: TSupplierPatch) => companiesApi.patchSupplier(supplier.id, changes),
    onSuccess: async (saved) => {
      showAlert({ type: 'success', message: `The contact of ${saved.name} was saved.` });
      await queryClient.invalidateQueries({ queryKey: queryKeys.suppliers(bucketId) });
      onClose();
    },
    onError: showErrorAlert,
  });
  return (
    <FormModal
      title={`Contact of ${supplier.name}`}
      submitLabel="Save contact"
      form={form}
      busy={save.isPending}
      onValid={(values) => {
        const changes = supplierChanges(supplier, values);
        if (Object.keys(changes).length === 0) {
          showAlert({ type: 'info', message: 'There are no changes to save.' });
          onClose();
        } else save.mutate(changes);
      }}
      onClose={onClose}
    >
      <TextInput label="Name" withAsterisk {...form.getInputProps('name')} />
      <Textarea
        label="Contact e-mails"
        description="Separated by commas or new lines"
        autosize
        minRows={2}
        {...form.getInputProps('contactEmails')}
      />
    </FormModal>
  );
}
