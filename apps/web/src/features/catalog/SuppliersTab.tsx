import { Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ordersApi, type TSupplier } from '../../api/orders.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { FormModal } from '../../components/FormModal.tsx';
import { useCompanyCapabilities } from '../company/use-company-capabilities.ts';
import { type CatalogColumn, CatalogTable } from './CatalogTable.tsx';
import { type SupplierValues, supplierForm } from './catalog-forms.ts';
import { SupplierActions } from './SupplierActions.tsx';
import { useCatalogCreate, useCatalogList } from './use-catalog.ts';

const COLUMNS: readonly CatalogColumn<TSupplier>[] = [
  { header: 'Name', text: (row) => row.name },
  { header: 'External id', text: (row) => row.extid },
  { header: 'Contact e-mails', text: (row) => row.contact_emails.join(', ') },
];

type Props = { bucketId: string };

/** The company's suppliers and the addresses their document requests go to. */
export function SuppliersTab({ bucketId }: Props) {
  const list = useCatalogList(queryKeys.suppliers(bucketId), () => ordersApi.suppliers(bucketId));
  const expert = useCompanyCapabilities(bucketId).capabilities.includes('ihm.maint.is_expert');
  return (
    <CatalogTable
      bucketId={bucketId}
      label="Suppliers"
      noun="supplier"
      rows={list.data}
      loading={list.isPending}
      columns={COLUMNS}
      renderNew={(onClose) => <NewSupplierModal bucketId={bucketId} onClose={onClose} />}
      rowActions={
        expert ? (supplier) => <SupplierActions bucketId={bucketId} supplier={supplier} /> : undefined
      }
    />
  );
}

function NewSupplierModal({ bucketId, onClose }: Props & { onClose: () => void }) {
  const form = useForm<SupplierValues>(supplierForm);
  const create = useCatalogCreate({
    create: (values: SupplierValues) => ordersApi.createSupplier(bucketId, supplierForm.body(values)),
    queryKey: queryKeys.suppliers(bucketId),
    message: 'The supplier was created.',
    onDone: onClose,
  });
  return (
    <FormModal
      title="New supplier"
      submitLabel="Create supplier"
      form={form}
      busy={create.isPending}
      onValid={(values) => create.mutate(values)}
      onClose={onClose}
    >
      <TextInput label="Name" withAsterisk {...form.getInputProps('name')} />
      <TextInput label="External id" {...form.getInputProps('extid')} />
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
