import { NativeSelect, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ordersApi, type TCategory } from '../../api/orders.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { FormModal } from '../../components/FormModal.tsx';
import { RELEVANCY_LABELS } from '../orders/order-labels.ts';
import { type CatalogColumn, CatalogTable } from './CatalogTable.tsx';
import { type CategoryValues, categoryForm } from './catalog-forms.ts';
import { useCatalogCreate, useCatalogList } from './use-catalog.ts';

const COLUMNS: readonly CatalogColumn<TCategory>[] = [
  { header: 'Name', text: (row) => row.name },
  { header: 'Description', text: (row) => row.description },
  { header: 'Relevancy', text: (row) => RELEVANCY_LABELS[row.relevancy] ?? row.relevancy },
];
const RELEVANCY_OPTIONS = (['relevant', 'additional', 'not_relevant'] as const).map((value) => ({
  value,
  label: RELEVANCY_LABELS[value] ?? value,
}));

type Props = { bucketId: string };

/** The company's categories of articles, with their hazmat relevancy. */
export function CategoriesTab({ bucketId }: Props) {
  const list = useCatalogList(queryKeys.categories(bucketId), () => ordersApi.categories(bucketId));
  return (
    <CatalogTable
      bucketId={bucketId}
      label="Categories"
      noun="category"
      rows={list.data}
      loading={list.isPending}
      columns={COLUMNS}
      renderNew={(onClose) => <NewCategoryModal bucketId={bucketId} onClose={onClose} />}
    />
  );
}

function NewCategoryModal({ bucketId, onClose }: Props & { onClose: () => void }) {
  const form = useForm<CategoryValues>(categoryForm);
  const create = useCatalogCreate({
    create: (values: CategoryValues) => ordersApi.createCategory(bucketId, categoryForm.body(values)),
    queryKey: queryKeys.categories(bucketId),
    message: 'The category was created.',
    onDone: onClose,
  });
  return (
    <FormModal
      title="New category"
      submitLabel="Create category"
      form={form}
      busy={create.isPending}
      onValid={(values) => create.mutate(values)}
      onClose={onClose}
    >
      <TextInput label="Name" withAsterisk {...form.getInputProps('name')} />
      <Textarea label="Description" autosize minRows={2} {...form.getInputProps('description')} />
      <NativeSelect label="Relevancy" data={RELEVANCY_OPTIONS} {...form.getInputProps('relevancy')} />
    </FormModal>
  );
}
