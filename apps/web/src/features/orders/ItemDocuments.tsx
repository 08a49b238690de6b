import { Badge, Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  documentRequestsApi,
  type ExpertActionBody,
  type RequestType,
  type TDocumentRequest,
} from '../../api/documents.ts';
import type { TOrderItem } from '../../api/orders.ts';
import { showAlert } from '../../components/alerts/alert-store.ts';
import { showErrorAlert, useErrorAlert } from '../../components/alerts/use-error-alert.ts';
import { RequestConversation } from '../documents/RequestConversation.tsx';
import { REQUEST_TYPE_LABELS, requestStatusLabel } from '../documents/request-labels.ts';
import { ItemDocumentSelection } from './ItemDocumentSelection.tsx';
import { requestsKey, useItemRefresh } from './use-item-refresh.ts';

const TYPES: readonly RequestType[] = ['md', 'sdoc'];

/** The provided document still waiting for the expert: the last upload without an accept or reject after it. */
export function pendingDocument(request: TDocumentRequest) {
  let pending: TDocumentRequest['actions'][number]['document'] = null;
  for (const action of request.actions) {
    if (action.type === 'document_provided' && action.document) pending = action.document;
    if (action.type === 'document_accepted' || action.type === 'document_rejected') pending = null;
  }
  return pending;
}

/**
 * The item's selected MD and SDoC, its requests to its supplier and their conversations; in the
 * expert view also the expert's actions.
 */
export function ItemDocuments({
  item,
  bucketId,
  expertView,
}: {
  item: TOrderItem;
  bucketId: string;
  expertView: boolean;
}) {
  const requests = useQuery({
    queryKey: requestsKey(item.id),
    queryFn: () => documentRequestsApi.list(bucketId, item.id),
  });
  useErrorAlert(requests.error);
  const refresh = useItemRefresh(bucketId, item.id);
  const [message, setMessage] = useState('');
  const create = useMutation({
    mutationFn: (type: RequestType) =>
      documentRequestsApi.create(bucketId, item.id, {
        document_type: type,
        ...(message.trim() ? { message: message.trim() } : {}),
      }),
    onSuccess: async (created) => {
      setMessage('');
      await refresh();
      showAlert({ type: 'success', message: `${REQUEST_TYPE_LABELS[created.document_type]} requested.` });
    },
    onError: showErrorAlert,
  });
  const list = requests.data ?? [];
  const missing = TYPES.filter((type) => !list.some((r) => r.document_type === type && !r.is_closed));

  return (
    <Stack gap="sm" component="section" aria-label="Documents and requests">
      <Title order={3} size="h5">
        Documents and requests
      </Title>
      <ItemDocumentSelection item={item} bucketId={bucketId} expertView={expertView} />
      {requests.isPending && <Text size="sm">Loading the requests…</Text>}
      {requests.data && list.length === 0 && (
        <Text size="sm" c="dimmed">
          No documents requested from the supplier yet.
        </Text>
      )}
      {list.map((request) => (
        <RequestCard
          key={request.id}
          request={request}
          bucketId={bucketId}
          itemId={item.id}
          expertView={expertView}
        />
      ))}
      {expertView && requests.data && missing.length > 0 && (
        <Stack gap="xs">
          <Textarea
            label="Message to the supplier (optional)"
            autosize
            minRows={2}
            maxLength={4000}
            value={message}
            onChange={(event) => setMessage(event.currentTarget.value)}
          />
          <Group gap="xs">
            {missing.map((type) => (
              <Button
                key={type}
                size="xs"
                loading={create.isPending && create.variables === type}
                disabled={create.isPending}
                onClick={() => create.mutate(type)}
              >
                Request {REQUEST_TYPE_LABELS[type]}
              </Button>
            ))}
          </Group>
        </Stack>
      )}
    </Stack>
  );
}

function RequestCard({
  request,
  bucketId,
  itemId,
  expertView,
}: {
  request: TDocumentRequest;
  bucketId: string;
  itemId: string;
  expertView: boolean;
}) {
  const refresh = useItemRefresh(bucketId, itemId);
  const [message, setMessage] = useState('');
  const label = `${REQUEST_TYPE_LABELS[request.document_type]} request`;
  const pending = pendingDocument(request);
  const act = useMutation({
    mutationFn: (body: ExpertActionBody) => documentRequestsApi.act(bucketId, itemId, request.id, body),
    onSuccess: async (_answer, body) => {
      setMessage('');
      await refresh();
      const done: Record<ExpertActionBody['type'], string> = {
        message: 'Message sent.',
        document_accepted: 'Document accepted.',
        document_rejected: 'Document rejected.',
        closed: 'Request closed.',
      };
      showAlert({ type: 'success', message: done[body.type] });
    },
    onError: showErrorAlert,
  });
  const text = message.trim();
  const withMessage = text ? { message: text } : {};
  const busy = (type: ExpertActionBody['type']) => act.isPending && act.variables?.type === type;

  return (
    <Paper withBorder p="sm" component="section" aria-label={label}>
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={4} size="h6">
            {label}
          </Title>
          <Badge variant="light" color={request.is_closed ? 'gray' : 'blue'}>
            {request.is_closed ? 'Closed' : requestStatusLabel(request.status)}
          </Badge>
        </Group>
        <RequestConversation actions={request.actions} label={`${label} conversation`} />
        {expertView && !request.is_closed && (
          <>
            <Textarea
              label="Message"
              autosize
              minRows={2}
              maxLength={4000}
              value={message}
              onChange={(event) => setMessage(event.currentTarget.value)}
            />
            <Group gap="xs">
              {pending && (
                <>
                  <Button
                    size="xs"
                    color="green"
                    loading={busy('document_accepted')}
                    disabled={act.isPending}
                    onClick={() =>
                      act.mutate({ type: 'document_accepted', document_id: pending.id, ...withMessage })
                    }
                  >
                    Accept document
                  </Button>
                  <Button
                    size="xs"
                    color="red"
                    variant="light"
                    loading={busy('document_rejected')}
                    disabled={act.isPending}
                    onClick={() =>
                      act.mutate({ type: 'document_rejected', document_id: pending.id, ...withMessage })
                    }
                  >
                    Reject document
                  </Button>
                </>
              )}
              <Button
                size="xs"
                variant="light"
                loading={busy('message')}
                disabled={act.isPending || !text}
                onClick={() => act.mutate({ type: 'message', message: text })}
              >
                Send message
              </Button>
              <Button
                size="xs"
                variant="default"
                loading={busy('closed')}
                disabled={act.isPending}
                onClick={() => act.mutate({ type: 'closed', ...withMessage })}
              >
                Close request
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Paper>
  );
}
