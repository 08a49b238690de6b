import { TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ordersApi, type TVessel } from '../../api/orders.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { FormModal } from '../../components/FormModal.tsx';
import { type CatalogColumn, CatalogTable } from './CatalogTable.tsx';
import { type VesselValues, vesselForm } from './catalog-forms.ts';
import { useCatalogCreate, useCatalogList } from './use-catalog.ts';

const COLUMNS: readonly CatalogColumn<TVessel>[] = [
  { header: 'Name', text: (row) => row.name },
  { header: 'IMO', text: (row) => row.imo },
];

type Props = { bucketId: string };

/** The company's vessels, the ships its purchase orders go to. */
export function VesselsTab({ bucketId }: Props) {
  const list = useCatalogList(queryKeys.vessels(bucketId), () => ordersApi.vessels(bucketId));
  return (
    <CatalogTable
      bucketId={bucketId}
      label="Vessels"
      noun="vessel"
      rows={list.data}
      loading={list.isPending}
      columns={COLUMNS}
      renderNew={(onClose) => <NewVesselModal bucketId={bucketId} onClose={onClose} />}
    />
  );
}

function NewVesselModal({ bucketId, onClose }: Props & { onClose: () => void }) {
  const form = useForm<VesselValues>(vesselForm);
  const create = useCatalogCreate({
    create: (values: VesselValues) => ordersApi.createVessel(bucketId, vesselForm.body(values)),
    queryKey: queryKeys.vessels(bucketId),
    message: 'The vessel was created.',
    onDone: onClose,
  });
  return (
    <FormModal
      title="New vessel"
      submitLabel="Create vessel"
      form={form}
      busy={create.isPending}
      onValid={(values) => create.mutate(values)}
      onClose={onClose}
    >
      <TextInput label="Name" withAsterisk {...form.getInputProps('name')} />
      <TextInput label="IMO number" inputMode="numeric" maxLength={7} {...form.getInputProps('imo')} />
    </FormModal>
  );
}
