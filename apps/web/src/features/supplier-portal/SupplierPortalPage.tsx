import { Badge, Box, Button, Container, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useParams } from 'react-router';
import { portalApi, type TPortalRequest } from '../../api/documents.ts';
import { ApiError } from '../../api/http.ts';
import { AlertBanner } from '../../components/alerts/AlertBanner.tsx';
import { showAlert } from '../../components/alerts/alert-store.ts';
import { showErrorAlert } from '../../components/alerts/use-error-alert.ts';
import { Logo } from '../../components/Logo.tsx';
import { DocumentLinks } from '../documents/DocumentPreview.tsx';
import { RequestConversation } from '../documents/RequestConversation.tsx';
import { REQUEST_TYPE_LABELS, requestStatusLabel } from '../documents/request-labels.ts';

export const INVALID_LINK_MESSAGE = 'This link is no longer valid. Please ask for a new one.';

const isInvalidLink = (error: unknown) =>
  error instanceof ApiError && error.status === 401 && error.code === 'invalid_link';

/** Alerts a failed portal call: an invalid link in plain words, anything else by its status. */
function showPortalError(error: unknown) {
  if (isInvalidLink(error)) showAlert({ type: 'error', message: INVALID_LINK_MESSAGE });
  else showErrorAlert(error);
}

const portalKey = (token: string) => ['supplier-portal', token] as const;

/** #/supplier/{token}: the mailed, session-less page where a supplier answers a company's document requests. */
export function SupplierPortalPage() {
  const { token = '' } = useParams();
  const view = useQuery({ queryKey: portalKey(token), queryFn: () => portalApi.view(token), retry: false });
  return (
    <Box mih="100vh" py="xl" bg="gray.0">
      <Container size="md">
        <Stack gap="md">
          <Group justify="space-between">
            <Logo />
            <Text c="dimmed" size="sm">
              Supplier Portal
            </Text>
          </Group>
          <AlertBanner />
          <Paper p="xl" radius="md" shadow="sm" component="main">
            {view.isPending && <Text>Loading your requests…</Text>}
            {view.isError && (
              <Text role="alert">
                {isInvalidLink(view.error) ? INVALID_LINK_MESSAGE : errorText(view.error)}
              </Text>
            )}
            {view.data && (
              <Stack gap="md">
                <div>
                  <Title order={1} size="h2">
                    Document requests
                  </Title>
                  <Text>
                    For <strong>{view.data.supplier_name}</strong> from{' '}
                    <strong>{view.data.company_name}</strong>
                  </Text>
                </div>
                {view.data.requests.length === 0 && <Text c="dimmed">There are no open requests.</Text>}
                {view.data.requests.map((request) => (
                  <PortalRequestCard key={request.id} token={token} request={request} />
                ))}
              </Stack>
            )}
          </Paper>
        </Stack>
      </Container>
    </Box>
  );
}

function errorText(error: unknown) {
  return error instanceof ApiError ? error.message : 'Connection error';
}

type Action =
  | { kind: 'upload'; file: File }
  | { kind: 'verify' }
  | { kind: 'reject' | 'message'; text: string };

function PortalRequestCard({ token, request }: { token: string; request: TPortalRequest }) {
  const queryClient = useQueryClient();
  const fileId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [fileKey, setFileKey] = useState(0);
  const [message, setMessage] = useState('');
  const type = REQUEST_TYPE_LABELS[request.document_type];
  const label = `${type} request for ${request.item_display_name}`;
  const act = useMutation({
    mutationFn: async (action: Action) => {
      if (action.kind === 'upload') return portalApi.upload(token, request.id, action.file);
      if (action.kind === 'verify') return portalApi.verify(token, request.id);
      if (action.kind === 'reject') return portalApi.reject(token, request.id, action.text);
      return portalApi.message(token, request.id, action.text);
    },
    onSuccess: async (_answer, action) => {
      if (action.kind === 'upload') {
        setFile(null);
        setFileKey((key) => key + 1);
      } else setMessage('');
      await queryClient.invalidateQueries({ queryKey: portalKey(token) });
      const done = {
        upload: 'Document uploaded.',
        verify: 'Document confirmed.',
        reject: 'Request rejected.',
        message: 'Message sent.',
      };
      showAlert({ type: 'success', message: done[action.kind] });
    },
    onError: showPortalError,
  });
  const text = message.trim();
  const busy = (kind: Action['kind']) => act.isPending && act.variables?.kind === kind;
  const canVerify = request.document !== null && request.status === 'expert_requested_verification';

  return (
    <Paper withBorder p="md" component="section" aria-label={label}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={2} size="h4">
              {type}: {request.item_display_name}
            </Title>
            <Text size="sm" c="dimmed">
              IMPA {request.article_impa ?? '–'} · Order {request.order_number ?? '–'} · Vessel{' '}
              {request.vessel_name ?? '–'}
            </Text>
          </div>
          <Badge variant="light">{requestStatusLabel(request.status)}</Badge>
        </Group>
        <RequestConversation actions={request.actions} label={`${label} conversation`} />
        {canVerify && request.document && (
          <Group gap="xs">
            <Text size="sm">Please confirm this document still applies:</Text>
            <DocumentLinks document={request.document} />
            <Button
              size="xs"
              color="green"
              loading={busy('verify')}
              disabled={act.isPending}
              onClick={() => act.mutate({ kind: 'verify' })}
            >
              Confirm document
            </Button>
          </Group>
        )}
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (file) act.mutate({ kind: 'upload', file });
          }}
        >
          <Group gap="xs" align="flex-end">
            <Stack gap={2}>
              <Text component="label" htmlFor={fileId} size="sm" fw={500}>
                {type} file (PDF, PNG or JPEG)
              </Text>
              <input
                key={fileKey}
                id={fileId}
                type="file"
                accept=".pdf,.png,.jpg,.jpeg"
                onChange={(event) => setFile(event.currentTarget.files?.[0] ?? null)}
              />
            </Stack>
            <Button type="submit" size="xs" loading={busy('upload')} disabled={!file || act.isPending}>
              Upload document
            </Button>
          </Group>
        </form>
        <Textarea
          label="Message or reason"
          autosize
          minRows={2}
          maxLength={4000}
          value={message}
          onChange={(event) => setMessage(event.currentTarget.value)}
        />
        <Group gap="xs">
          <Button
            size="xs"
            variant="light"
            loading={busy('message')}
            disabled={act.isPending || !text}
            onClick={() => act.mutate({ kind: 'message', text })}
          >
            Send message
          </Button>
          <Button
            size="xs"
            color="red"
            variant="light"
            loading={busy('reject')}
            disabled={act.isPending || !text}
            onClick={() => act.mutate({ kind: 'reject', text })}
          >
            Reject request
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
