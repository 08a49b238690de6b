import { NativeSelect, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMemo } from 'react';
import { ordersApi, type TArticle, type TCategory } from '../../api/orders.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { FormModal } from '../../components/FormModal.tsx';
import { type CatalogColumn, CatalogTable } from './CatalogTable.tsx';
import { type ArticleValues, articleForm } from './catalog-forms.ts';
import { useCatalogCreate, useCatalogList } from './use-catalog.ts';

type Props = { bucketId: string };

/** The company's articles (IMPA number, name, description) and the category of each. */
export function ArticlesTab({ bucketId }: Props) {
  const list = useCatalogList(queryKeys.articles(bucketId), () => ordersApi.articles(bucketId));
  const categories = useCatalogList(queryKeys.categories(bucketId), () => ordersApi.categories(bucketId));
  const columns = useMemo((): readonly CatalogColumn<TArticle>[] => {
    const names = new Map((categories.data ?? []).map((category) => [category.id, category.name]));
    return [
      { header: 'IMPA number', text: (row) => row.impaNumber },
      { header: 'Name', text: (row) => row.name },
      { header: 'Description', text: (row) => row.description },
      { header: 'Category', text: (row) => (row.categoryId ? (names.get(row.categoryId) ?? null) : null) },
    ];
  }, [categories.data]);
  return (
    <CatalogTable
      bucketId={bucketId}
      label="Articles"
      noun="article"
      rows={list.data}
      loading={list.isPending}
      columns={columns}
      renderNew={(onClose) => (
        <NewArticleModal bucketId={bucketId} categories={categories.data ?? []} onClose={onClose} />
      )}
    />
  );
}

type ModalProps = Props & { categories: readonly TCategory[]; onClose: () => void };

function NewArticleModal({ bucketId, categories, onClose }: ModalProps) {
  const form = useForm<ArticleValues>(articleForm);
  const create = useCatalogCreate({
    create: (values: ArticleValues) => ordersApi.createArticle(bucketId, articleForm.body(values)),
    queryKey: queryKeys.articles(bucketId),
    message: 'The article was created.',
    onDone: onClose,
  });
  return (
    <FormModal
      title="New article"
      submitLabel="Create article"
      form={form}
      busy={create.isPending}
      onValid={(values) => create.mutate(values)}
      onClose={onClose}
    >
      <TextInput
        label="IMPA number"
        inputMode="numeric"
        maxLength={6}
        {...form.getInputProps('impaNumber')}
      />
      <TextInput label="Name" withAsterisk {...form.getInputProps('name')} />
      <Textarea label="Description" autosize minRows={2} {...form.getInputProps('description')} />
      <NativeSelect
        label="Category"
        data={[
          { value: '', label: 'No category' },
          ...categories.map((category) => ({ value: category.id, label: category.name })),
        ]}
        {...form.getInputProps('categoryId')}
      />
    </FormModal>
  );
}
