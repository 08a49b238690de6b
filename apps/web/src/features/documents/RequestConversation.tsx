import { List, Text } from '@mantine/core';
import type { TDocumentRequestAction } from '../../api/documents.ts';
import { DocumentLinks } from './DocumentPreview.tsx';
import { actionTypeLabel, ROLE_LABELS } from './request-labels.ts';

const time = (iso: string) => new Date(iso).toLocaleString();

/** A request's history, oldest first: who, what, the message and the document to download or preview. */
export function RequestConversation({
  actions,
  label,
}: {
  actions: readonly TDocumentRequestAction[];
  label: string;
}) {
  if (actions.length === 0) return <Text size="sm">No entries yet.</Text>;
  return (
    <List size="sm" spacing={4} aria-label={label} listStyleType="none">
      {actions.map((action) => (
        <List.Item key={action.id}>
          <Text size="sm" span fw={600}>
            {ROLE_LABELS[action.user_role] ?? action.user_role}
          </Text>{' '}
          <Text size="sm" span>
            · {actionTypeLabel(action.type)} ·{' '}
          </Text>
          <Text size="xs" span c="dimmed">
            <time dateTime={action.at}>{time(action.at)}</time>
          </Text>
          {action.message && (
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {action.message}
            </Text>
          )}
          {action.document && <DocumentLinks document={action.document} />}
        </List.Item>
      ))}
    </List>
  );
}
