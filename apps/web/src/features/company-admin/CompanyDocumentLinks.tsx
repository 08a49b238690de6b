import { Button, Group, Paper, SegmentedControl, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { companiesApi } from '../../api/companies.ts';
import { companyDocumentsApi, type RequestType, type TDocumentFile } from '../../api/documents.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { useErrorAlert } from '../../components/alerts/use-error-alert.ts';
import { LoadingIndicator } from '../../components/loading/LoadingIndicator.tsx';
import { TableSearch } from '../../components/table/TableSearch.tsx';
import { companyOrdersPath } from '../company/CompanyNav.tsx';

const TYPES = [
  { value: 'md', label: 'MD' },
  { value: 'sdoc', label: 'SDoC' },
];

/** The company's documents (newest 100 of a type, searchable) and, for one, the items that use it. */
export function CompanyDocumentLinks({ bucketId }: { bucketId: string }) {
  const [type, setType] = useState<RequestType>('md');
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<TDocumentFile | null>(null);
  const documents = useQuery({
    queryKey: queryKeys.companyDocuments(bucketId, type, search),
    queryFn: () => companyDocumentsApi.list(bucketId, type, search),
  });
  useErrorAlert(documents.error);
  return (
    <Stack>
      <Group align="flex-end">
        <SegmentedControl
          aria-label="Document type"
          data={TYPES}
          value={type}
          onChange={(value) => {
            setType(value as RequestType);
            setChosen(null);
          }}
        />
        <TableSearch label="Search documents" value={search} onChange={setSearch} debounceMs={400} />
      </Group>
      {documents.isPending && <LoadingIndicator />}
      {documents.data?.content.length === 0 && <Text c="dimmed">No documents of this type match.</Text>}
      {documents.data && documents.data.content.length > 0 && (
        <Table.ScrollContainer minWidth={560}>
          <Table striped aria-label="Company documents">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>File</Table.Th>
                <Table.Th>Valid</Table.Th>
                <Table.Th>Added</Table.Th>
                <Table.Th>Links</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {documents.data.content.map((document) => (
                <Table.Tr key={document.id}>
                  <Table.Td style={{ wordBreak: 'break-all' }}>{document.filename}</Table.Td>
                  <Table.Td>{document.is_valid ? 'Yes' : 'No'}</Table.Td>
                  <Table.Td>{new Date(document.created_at).toLocaleDateString()}</Table.Td>
                  <Table.Td>
                    <Button
                      size="compact-sm"
                      variant={chosen?.id === document.id ? 'light' : 'subtle'}
                      aria-label={`Where ${document.filename} is used`}
                      onClick={() => setChosen(document)}
                    >
                      Where used
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {chosen && <DocumentLinks bucketId={bucketId} document={chosen} />}
    </Stack>
  );
}

function DocumentLinks({ bucketId, document }: { bucketId: string; document: TDocumentFile }) {
  const links = useQuery({
    queryKey: ['companies', bucketId, 'document-links', document.id],
    queryFn: () => companiesApi.documentLinks(bucketId, document.id),
  });
  useErrorAlert(links.error);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={`Links of ${document.filename}`}>
      <Title order={2} size="h4" mb="xs" style={{ wordBreak: 'break-all' }}>
        Where {document.filename} is used
      </Title>
      {links.isPending && <LoadingIndicator />}
      {links.data?.length === 0 && <Text c="dimmed">No item uses this document.</Text>}
      {links.data && links.data.length > 0 && (
        <Table.ScrollContainer minWidth={560}>
          <Table aria-label="Document links">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Item</Table.Th>
                <Table.Th>Order</Table.Th>
                <Table.Th>Vessel</Table.Th>
                <Table.Th>As</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {links.data.map((link) => (
                <Table.Tr key={`${link.order_item_id}-${link.type}-${link.link}`}>
                  <Table.Td>
                    <Link to={`${companyOrdersPath(bucketId)}/items/${link.order_item.id}?set=all`}>
                      {link.order_item.display_name}
                    </Link>{' '}
                    <Text span size="xs" c="dimmed" ff="monospace">
                      {link.order_item.short_id}
                    </Text>
                  </Table.Td>
                  <Table.Td>{link.order.order_number ?? '–'}</Table.Td>
                  <Table.Td>{link.vessel.name}</Table.Td>
                  <Table.Td>
                    {link.type === 'md' ? 'MD' : 'SDoC'},{' '}
                    {link.link === 'selected' ? 'selected by the expert' : 'provided by the supplier'}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Paper>
  );
}
