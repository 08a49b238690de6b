import { Group, Stack, Text, Title } from '@mantine/core';

import { useParams } from 'react-router';
import { usePageTitle } from '../../app/page-title.ts';
import { LoadingIndicator } from '../../components/loading/LoadingIndicator.tsx';
import { TablePaging } from '../../components/table/TablePaging.tsx';
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
      <TablePaging
        page={filters.page}
        size={filters.size}
        totalElements={page?.total_elements ?? 0}
        onPage={(value) => update({ page: String(value) })}
        onSize={(size) => update({ size: size === 100 ? '100' : '' })}
      />
    </Stack>
  );
}
