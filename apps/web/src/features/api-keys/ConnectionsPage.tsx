import { Alert, Stack, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { usePageTitle } from '../../app/page-title.ts';
import { CompanyNav } from '../company/CompanyNav.tsx';
import { useCompanyCapabilities } from '../company/use-company-capabilities.ts';
import { ApiConnectionsSection } from './ApiConnectionsSection.tsx';
import { ApiKeysSection } from './ApiKeysSection.tsx';

/**
 * #/dashboard/companies/{bucketId}/connections: how purchase data comes in from outside systems —
 * API keys they push with, API connections we pull from. The company's managers hold both.
 */
export function ConnectionsPage() {
  const { bucketId = '' } = useParams();
  usePageTitle(['API keys and connections']);
  const { capabilities, ready } = useCompanyCapabilities(bucketId);
  const manager = capabilities.includes('ihm.maint.is_manager');
  return (
    <Stack>
      <CompanyNav bucketId={bucketId} current="connections" />
      <Title order={1} size="h2">
        API keys and connections
      </Title>
      {ready && !manager ? (
        <Alert color="blue">The company's managers create API keys and connections.</Alert>
      ) : (
        <>
          <ApiKeysSection bucketId={bucketId} />
          <ApiConnectionsSection bucketId={bucketId} />
        </>
      )}
    </Stack>
  );
}
