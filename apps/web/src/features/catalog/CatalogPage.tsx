import { Stack, Tabs, Title } from '@mantine/core';
import type { ComponentType } from 'react';
import { useParams } from 'react-router';
import { usePageTitle } from '../../app/page-title.ts';
import { useTabParam } from '../../components/use-tab-param.ts';
import { CompanyNav } from '../company/CompanyNav.tsx';
import { ArticlesTab } from './ArticlesTab.tsx';
import { CategoriesTab } from './CategoriesTab.tsx';
import { SuppliersTab } from './SuppliersTab.tsx';
import { VesselsTab } from './VesselsTab.tsx';

type CatalogTab = 'categories' | 'articles' | 'suppliers' | 'vessels';
const TABS: readonly { tab: CatalogTab; label: string; Panel: ComponentType<{ bucketId: string }> }[] = [
  { tab: 'categories', label: 'Categories', Panel: CategoriesTab },
  { tab: 'articles', label: 'Articles', Panel: ArticlesTab },
  { tab: 'suppliers', label: 'Suppliers', Panel: SuppliersTab },
  { tab: 'vessels', label: 'Vessels', Panel: VesselsTab },
];
const TAB_VALUES = TABS.map(({ tab }) => tab);

/** #/dashboard/companies/{bucketId}/catalog: the company's categories, articles, suppliers and vessels (?tab=). */
export function CatalogPage() {
  const { bucketId = '' } = useParams();
  usePageTitle(['Catalog']);
  const [tab, setTab] = useTabParam(TAB_VALUES, 'categories');
  return (
    <Stack>
      <CompanyNav bucketId={bucketId} current="catalog" />
      <Title order={1} size="h2">
        Catalog
      </Title>
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List>
          {TABS.map(({ tab: value, label }) => (
            <Tabs.Tab key={value} value={value}>
              {label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {TABS.map(({ tab: value, Panel }) => (
          <Tabs.Panel key={value} value={value} pt="md">
            <Panel bucketId={bucketId} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
