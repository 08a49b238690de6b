import { Anchor, List, Text } from '@mantine/core';
import { downloadHref, type TDocumentRequestAction } from '../../api/documents.ts';
import { actionTypeLabel, ROLE_LABELS } from './request-labels.ts';

const time = (iso: string) => new Date(iso).toLocaleString();

/** A request's history, oldest first: who, what, the message and the document with its download link. */
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
          {action.document && (
            <Text size="sm">
              <Anchor
                href={downloadHref(action.document.download_url)}
                target="_blank"
                rel="noopener noreferrer"
              >
                Download {action.document.filename}
              </Anchor>
            </Text>
          )}
        </List.Item>
      ))}
    </List>
  );
}
