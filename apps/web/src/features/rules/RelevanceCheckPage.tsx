import {
  Badge,
  Button,
  Checkbox,
  Group,
  NativeSelect,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import { queryKeys } from '../../api/query-keys.ts';
import { relevanceApi } from '../../api/rules.ts';
import { usePageTitle } from '../../app/page-title.ts';
import { showAlert } from '../../components/alerts/alert-store.ts';
import { showErrorAlert } from '../../components/alerts/use-error-alert.ts';
import { type TablePageSize, TablePaging } from '../../components/table/TablePaging.tsx';
import { CompanyNav } from '../company/CompanyNav.tsx';
import { RELEVANCY_LABELS } from '../orders/order-labels.ts';
import { useCategories } from '../orders/use-orders.ts';

const RELEVANCY_COLOR = { relevant: 'red', additional: 'orange', not_relevant: 'gray' } as const;

/**
 * #/dashboard/companies/{bucketId}/relevance-check: the company's articles with their category,
 * relevancy and how many (open) items they are on; select many and set their category at once —
 * their open items follow and are re-evaluated (decision 0028).
 */
export function RelevanceCheckPage() {
  const { bucketId = '' } = useParams();
  usePageTitle(['Relevance check']);
  const categories = useCategories(bucketId);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [categoryId, setCategoryId] = useState('');
  const [page, setPage] = useState(0);
  const [size, setSize] = useState<TablePageSize>(50);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [target, setTarget] = useState('');
  const filter = { search: debounced, categoryId, page, size };
  const articles = useQuery({
    queryKey: queryKeys.relevance(bucketId, filter),
    queryFn: () => relevanceApi.articles(bucketId, filter),
    placeholderData: keepPreviousData,
  });
  const queryClient = useQueryClient();
  const apply = useMutation({
    mutationFn: (props: { ids: string[]; categoryId: string | null }) =>
      relevanceApi.setCategories(
        bucketId,
        props.ids.map((id) => ({ id, category_id: props.categoryId })),
      ),
    onSuccess: async (answer) => {
      await queryClient.invalidateQueries({ queryKey: ['companies', bucketId] });
      setSelected(new Set());
      showAlert({
        type: 'success',
        message: `${answer.updated} article(s) changed; ${answer.reevaluated} item(s) evaluated again.`,
      });
    },
    onError: showErrorAlert,
  });
  const rows = articles.data?.content ?? [];
  const toggle = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      on ? next.add(id) : next.delete(id);
      return next;
    });
  const categoryOptions = categories.map((category) => ({ value: category.id, label: category.name }));
  return (
    <Stack>
      <CompanyNav bucketId={bucketId} current="relevance-check" />
      <Title order={1} size="h2">
        Relevance check
      </Title>
      <Group align="flex-end">
        <TextInput
          label="Search articles"
          placeholder="Name or IMPA code"
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(0);
          }}
        />
        <NativeSelect
          label="Category"
          value={categoryId}
          onChange={(event) => {
            setCategoryId(event.currentTarget.value);
            setPage(0);
          }}
          data={[
            { value: '', label: 'All' },
            { value: 'none', label: 'Without category' },
            ...categoryOptions,
          ]}
        />
      </Group>
      <Group align="flex-end" gap="xs">
        <NativeSelect
          label={`Category for the ${selected.size} selected article(s)`}
          value={target}
          onChange={(event) => setTarget(event.currentTarget.value)}
          data={[
            { value: '', label: 'Choose a category' },
            { value: 'none', label: 'No category' },
            ...categoryOptions,
          ]}
        />
        <Button
          disabled={selected.size === 0 || !target}
          loading={apply.isPending}
          onClick={() => apply.mutate({ ids: [...selected], categoryId: target === 'none' ? null : target })}
        >
          Set category
        </Button>
      </Group>
      <Table striped aria-label="Articles">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>
              <Checkbox
                aria-label="Select the articles of this page"
                checked={rows.length > 0 && rows.every((row) => selected.has(row.id))}
                onChange={(event) => {
                  const on = event.currentTarget.checked;
                  for (const row of rows) toggle(row.id, on);
                }}
              />
            </Table.Th>
            <Table.Th>Article</Table.Th>
            <Table.Th>IMPA</Table.Th>
            <Table.Th>Category</Table.Th>
            <Table.Th>Relevancy</Table.Th>
            <Table.Th>Items (open)</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td>
                <Checkbox
                  aria-label={`Select ${row.name}`}
                  checked={selected.has(row.id)}
                  onChange={(event) => toggle(row.id, event.currentTarget.checked)}
                />
              </Table.Td>
              <Table.Td>{row.name}</Table.Td>
              <Table.Td>{row.impa_number ?? ''}</Table.Td>
              <Table.Td>{row.category?.name ?? <Text c="dimmed">None</Text>}</Table.Td>
              <Table.Td>
                {row.category && (
                  <Badge color={RELEVANCY_COLOR[row.category.relevancy]} variant="light">
                    {RELEVANCY_LABELS[row.category.relevancy]}
                  </Badge>
                )}
              </Table.Td>
              <Table.Td>
                {row.num_items} ({row.num_open_items})
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <TablePaging
        page={page}
        size={size}
        totalElements={articles.data?.total ?? 0}
        onPage={setPage}
        onSize={(next) => {
          setSize(next);
          setPage(0);
        }}
      />
    </Stack>
  );
}
