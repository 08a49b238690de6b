import { Button, Group, Stack, Text, Title } from '@mantine/core';

import { useMediaQuery } from '@mantine/hooks';
import { lazy, Suspense, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { usePageTitle } from '../../app/page-title.ts';
import { LoadingIndicator } from '../../components/loading/LoadingIndicator.tsx';
import { TablePaging } from '../../components/table/TablePaging.tsx';
import { CompanyNav, companyHref, companyOrdersPath } from '../company/CompanyNav.tsx';
import { useCompany } from '../company/use-company.ts';
import { AcceptSuggestionsButton } from '../rules/AcceptSuggestionsButton.tsx';
import { ExpertViewSwitch } from './ExpertViewSwitch.tsx';
import { ExportMenu } from './ExportMenu.tsx';
import { ItemDrawer } from './ItemDrawer.tsx';
import { OrderFilters } from './OrderFilters.tsx';
import { OrderItemCards } from './OrderItemCards.tsx';
import { OrderItemsTable } from './OrderItemsTable.tsx';
import { CREW_ITEM_SETS, ITEM_SETS } from './order-labels.ts';
import { useExpertView } from './use-expert-view.ts';
import { useOrderFilters } from './use-order-filters.ts';
import { useCategories, useOrderItems, useSuppliers, useVessels } from './use-orders.ts';

// The selection's dialogs are fetched when one opens, not with the list (issue 19: first load).
const CategoriseSelectedModal = lazy(async () => ({
  default: (await import('./CategoriseSelectedModal.tsx')).CategoriseSelectedModal,
}));
const RequestDocumentsModal = lazy(async () => ({
  default: (await import('./RequestDocumentsModal.tsx')).RequestDocumentsModal,
}));

/**
 * #/dashboard/ihm/company/{bucketId}/orders: the company's order items by list (?set=), vessel,
 * supplier and search; /orders/items/{itemId} opens an item's drawer over the same list.
 */
export function OrdersPage() {
  const { bucketId = '', '*': rest = '' } = useParams();
  const itemId = /^items\/([^/]+)$/.exec(rest)?.[1];
  const navigate = useNavigate();
  usePageTitle(['Orders']);
  const { expertView, taskList, ready } = useExpertView(bucketId);
  const { filters, update, search } = useOrderFilters(taskList);
  const { data: page, isPending, isError } = useOrderItems(bucketId, filters, ready);
  const company = useCompany(bucketId);
  // On a phone the list is cards with one large next-action button each (the crew works there).
  const phone = useMediaQuery('(max-width: 48em)');
  const categories = useCategories(bucketId);
  const vessels = useVessels(bucketId);
  const suppliers = useSuppliers(bucketId);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [categorising, setCategorising] = useState(false);
  const [requesting, setRequesting] = useState(false);

  const base = companyOrdersPath(bucketId);
  const query = search ? `?${search}` : '';
  const itemHref = (id: string) => `${base}/items/${id}${query}`;
  const select = (ids: string[], on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) on ? next.add(id) : next.delete(id);
      return next;
    });

  return (
    <Stack>
      <CompanyNav bucketId={bucketId} current="orders" />
      <Group justify="space-between">
        <Title order={1} size="h2">
          Orders
        </Title>
        <ExpertViewSwitch bucketId={bucketId} />
      </Group>
      <OrderFilters
        filters={filters}
        update={update}
        vessels={vessels}
        suppliers={suppliers}
        sets={expertView ? ITEM_SETS : CREW_ITEM_SETS}
      />
      {expertView && (filters.search || filters.vesselId || filters.supplierId) && (
        <Button
          component={Link}
          to={ruleFromFilterHref(bucketId, filters)}
          variant="light"
          size="xs"
          style={{ alignSelf: 'flex-start' }}
        >
          Make a rule of this filter
        </Button>
      )}
      <Group justify="space-between">
        <Text size="sm" c="dimmed" aria-live="polite">
          {page ? `${page.total_elements} item(s)` : ''}
          {selected.size > 0 ? ` · ${selected.size} selected` : ''}
        </Text>
        <Group gap="xs">
          <ExportMenu bucketId={bucketId} filters={filters} />
          {expertView && (
            <>
              {selected.size > 0 && (
                <Button variant="subtle" size="xs" onClick={() => setSelected(new Set())}>
                  Clear selection
                </Button>
              )}
              <Button size="xs" disabled={selected.size === 0} onClick={() => setCategorising(true)}>
                Categorise selected
              </Button>
              <AcceptSuggestionsButton
                bucketId={bucketId}
                itemIds={[...selected]}
                onDone={() => setSelected(new Set())}
              />
              <Button size="xs" disabled={selected.size === 0} onClick={() => setRequesting(true)}>
                Request documents
              </Button>
            </>
          )}
        </Group>
      </Group>
      {isPending && !company.isError && <LoadingIndicator />}
      {isError && !page && <Text>The order items could not be loaded.</Text>}
      {page && page.content.length === 0 && <Text c="dimmed">No order items in this list.</Text>}
      {page && page.content.length > 0 && phone && (
        <OrderItemCards items={page.content} expertView={expertView} itemHref={itemHref} />
      )}
      {page && page.content.length > 0 && !phone && (
        <OrderItemsTable
          items={page.content}
          selection={expertView ? { selected, onSelect: select } : undefined}
          expertView={expertView}
          itemHref={itemHref}
          orderHref={(orderId) => `/dashboard/companies/${bucketId}/purchase-orders/${orderId}`}
          onOpen={(id) => navigate(itemHref(id))}
        />
      )}
      <TablePaging
        page={filters.page}
        size={filters.size}
        totalElements={page?.total_elements ?? 0}
        onPage={(value) => update({ page: String(value) })}
        onSize={(size) => update({ size: size === 100 ? '100' : '' })}
      />
      <Suspense fallback={null}>
        {categorising && (
          <CategoriseSelectedModal
            bucketId={bucketId}
            itemIds={[...selected]}
            categories={categories}
            onClose={(done) => {
              setCategorising(false);
              if (done) setSelected(new Set());
            }}
          />
        )}
        {requesting && (
          <RequestDocumentsModal
            bucketId={bucketId}
            itemIds={[...selected]}
            items={page?.content.filter((item) => selected.has(item.id)) ?? []}
            onClose={(done) => {
              setRequesting(false);
              if (done) setSelected(new Set());
            }}
          />
        )}
      </Suspense>
      <ItemDrawer
        itemId={itemId}
        bucketId={bucketId}
        categories={categories}
        expertView={expertView}
        // Closing an item returns to the very list it was opened from: set, statistics filter, page.
        onClose={() => navigate(`${base}${query}`)}
      />
    </Stack>
  );
}

/** The rules screen with a new rule prefilled from the list's search, vessel and supplier. */
function ruleFromFilterHref(
  bucketId: string,
  filters: { search: string; vesselId: string; supplierId: string },
) {
  const params = new URLSearchParams();
  if (filters.search) params.set('search', filters.search);
  if (filters.vesselId) params.set('vessel', filters.vesselId);
  if (filters.supplierId) params.set('supplier', filters.supplierId);
  return `${companyHref(bucketId, 'rules')}?${params}`;
}
