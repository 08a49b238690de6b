import { Badge, Button, Group, Table, Text } from '@mantine/core';
import type { ReuseDecision, TDocumentReuse } from '../../api/document-reuses.ts';
import { formatDay } from '../../lib/format.ts';
import { DocumentLinks } from '../documents/DocumentPreview.tsx';
import { REQUEST_TYPE_LABELS } from '../documents/request-labels.ts';
import { decisionBadge } from './reuse-labels.ts';

type Props = {
  reuses: readonly TDocumentReuse[];
  /** The expert's Approve and Reject buttons; without it the table only shows the decisions. */
  decide?: {
    onDecide: (id: string, decision: ReuseDecision) => void;
    /** The reuse whose decision is being saved. */
    pendingId: string | undefined;
  };
};

/** One row per reuse of a company document: the document, where it is reused and the decision. */
export function DocumentReusesTable({ reuses, decide }: Props) {
  return (
    <Table.ScrollContainer minWidth={1000}>
      <Table striped aria-label="Document reuses">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Document</Table.Th>
            <Table.Th>Type</Table.Th>
            <Table.Th>Vessel</Table.Th>
            <Table.Th>Article</Table.Th>
            <Table.Th>Decision</Table.Th>
            <Table.Th>Created</Table.Th>
            {decide && <Table.Th>Expert decision</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {reuses.map((reuse) => {
            const badge = decisionBadge(reuse.reusage_decision);
            const busy = decide?.pendingId === reuse.id;
            return (
              <Table.Tr key={reuse.id}>
                <Table.Td>{reuse.document ? <DocumentLinks document={reuse.document} /> : '–'}</Table.Td>
                <Table.Td>{REQUEST_TYPE_LABELS[reuse.type]}</Table.Td>
                <Table.Td>{reuse.vessel?.name ?? '–'}</Table.Td>
                <Table.Td>
                  {reuse.article ? (
                    <>
                      <Text size="sm" ff="monospace" span>
                        {reuse.article.impaNumber ?? '–'}
                      </Text>{' '}
                      <Text size="sm" span>
                        {reuse.article.name}
                      </Text>
                    </>
                  ) : (
                    '–'
                  )}
                </Table.Td>
                <Table.Td>
                  <Badge variant="light" color={badge.color} tt="none" style={{ minWidth: 'max-content' }}>
                    {badge.label}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <time dateTime={reuse.created_at}>{formatDay(reuse.created_at)}</time>
                </Table.Td>
                {decide && (
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Button
                        size="compact-xs"
                        color="green"
                        disabled={busy || reuse.reusage_decision === 'EXPERT_APPROVED'}
                        onClick={() => decide.onDecide(reuse.id, 'EXPERT_APPROVED')}
                      >
                        Approve
                      </Button>
                      <Button
                        size="compact-xs"
                        color="red"
                        variant="light"
                        disabled={busy || reuse.reusage_decision === 'EXPERT_REJECTED'}
                        onClick={() => decide.onDecide(reuse.id, 'EXPERT_REJECTED')}
                      >
                        Reject
                      </Button>
                    </Group>
                  </Table.Td>
                )}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
