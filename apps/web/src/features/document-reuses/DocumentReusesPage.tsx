import { Group, NativeSelect, Pagination, Stack, Text, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { usePageTitle } from '../../app/page-title.ts';
import { LoadingIndicator } from '../../components/loading/LoadingIndicator.tsx';
import { CompanyNav } from '../company/CompanyNav.tsx';
import { ExpertViewSwitch } from '../orders/ExpertViewSwitch.tsx';
import { useExpertView } from '../orders/use-expert-view.ts';
import { useVessels } from '../orders/use-orders.ts';
import { DocumentReuseFilters } from './DocumentReuseFilters.tsx';
import { DocumentReusesTable } from './DocumentReusesTable.tsx';
import { useDocumentReuses, useReuseDecision } from './use-document-reuses.ts';
import { useReuseFilters } from './use-reuse-filters.ts';

/**
 * #/dashboard/companies/{bucketId}/document-reuses: where the company's documents were proposed for
 * reuse (vessel and article) and the decisions on them; experts in the expert view approve or reject.
 */
export function DocumentReusesPage() {
  const { bucketId = '' } = useParams();
  usePageTitle(['Document reuses']);
  const { expertView } = useExpertView(bucketId);
  const { filters, update } = useReuseFilters();
  const { data: page, isPending, isError } = useDocumentReuses(bucketId, filters);
  const vessels = useVessels(bucketId);
  const decision = useReuseDecision(bucketId);
  const pages = page ? Math.max(1, Math.ceil(page.total_elements / filters.size)) : 1;

  return (
    <Stack>
      <CompanyNav bucketId={bucketId} current="document-reuses" />
      <Group justify="space-between">
        <Title order={1} size="h2">
          Document reuses
        </Title>
        <ExpertViewSwitch bucketId={bucketId} />
      </Group>
      <DocumentReuseFilters filters={filters} update={update} vessels={vessels} />
      <Text size="sm" c="dimmed" aria-live="polite">
        {page ? `${page.total_elements} reuse(s)` : ''}
      </Text>
      {isPending && <LoadingIndicator />}
      {isError && !page && <Text>The document reuses could not be loaded.</Text>}
      {page && page.content.length === 0 && <Text c="dimmed">No document reuses in this list.</Text>}
      {page && page.content.length > 0 && (
        <DocumentReusesTable
          reuses={page.content}
          decide={
            expertView
              ? {
                  onDecide: (id, value) => decision.mutate({ id, decision: value }),
                  pendingId: decision.isPending ? decision.variables?.id : undefined,
                }
              : undefined
          }
        />
      )}
      <Group justify="space-between">
        <NativeSelect
          label="Page size"
          size="xs"
          value={String(filters.size)}
          onChange={(event) => update({ size: event.currentTarget.value === '100' ? '100' : '' })}
          data={['50', '100']}
        />
        <Pagination
          total={pages}
          value={filters.page + 1}
          onChange={(value) => update({ page: String(value - 1) })}
          getControlProps={(control) => ({ 'aria-label': `${control} page` })}
        />
      </Group>
    </Stack>
  );
}
