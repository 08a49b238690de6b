import type { TAuditEntry, TAuditPage } from '@keelson/contract';
import { Alert, Box, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../api/http.ts';
import { LoadingIndicator } from '../../components/loading/LoadingIndicator.tsx';
import { ActorIcon } from './ActorIcon.tsx';
import { changeText, dateTimeText, entryTitle, relativeTime } from './audit-format.ts';

type Props = {
  query: UseInfiniteQueryResult<InfiniteData<TAuditPage>>;
  /** The list's accessible name, e.g. "History of Gasket sheet". */
  label: string;
  /** Shown in place of the list when nothing matches (the company view's filters). */
  emptyText?: string;
};

/** A created row's changes can be many columns: a few show, the rest on demand. */
const SHOWN_CHANGES = 6;
// Long values (remarks, addresses, settings) wrap anywhere rather than widen a phone's screen.
const WRAP = { overflowWrap: 'anywhere' } as const;

/**
 * An audit trail, newest first: when (relative, exact on hover), who (with an icon for their kind),
 * what, and each change "Label: before → after"; older entries page in with "Load older".
 */
export function AuditTimeline({ query, label, emptyText = 'No changes recorded yet.' }: Props) {
  if (query.isPending) return <LoadingIndicator />;
  if (query.isError && !query.data) {
    const status = query.error instanceof ApiError ? query.error.status : 0;
    return (
      <Alert color={status === 403 || status === 404 ? 'gray' : 'red'}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">
            {status === 403 || status === 404
              ? 'You may not see this history.'
              : 'The history could not be loaded.'}
          </Text>
          {status !== 403 && status !== 404 && (
            <Button size="xs" variant="default" onClick={() => query.refetch()}>
              Try again
            </Button>
          )}
        </Stack>
      </Alert>
    );
  }
  const entries = query.data?.pages.flatMap((page) => page.content) ?? [];
  if (entries.length === 0) return <Text c="dimmed">{emptyText}</Text>;
  return (
    <Stack gap="sm" maw="100%">
      <Stack component="ol" aria-label={label} gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
        {entries.map((entry) => (
          <AuditEntryItem key={entry.id} entry={entry} />
        ))}
      </Stack>
      {query.hasNextPage && (
        <Button
          variant="default"
          onClick={() => query.fetchNextPage()}
          loading={query.isFetchingNextPage}
          fullWidth
          maw={{ sm: 240 }}
        >
          Load older
        </Button>
      )}
      {query.isFetchNextPageError && (
        <Text size="sm" c="red">
          The older entries could not be loaded.
        </Text>
      )}
    </Stack>
  );
}

function AuditEntryItem({ entry }: { entry: TAuditEntry }) {
  const [all, setAll] = useState(false);
  const changes = all ? entry.changes : entry.changes.slice(0, SHOWN_CHANGES);
  const hidden = entry.changes.length - changes.length;
  const exact = dateTimeText(entry.at);
  return (
    <Paper component="li" withBorder p="xs" radius="sm" style={{ minWidth: 0 }}>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <ActorIcon kind={entry.actor.kind} />
        <Box style={{ minWidth: 0, flex: 1 }}>
          <Group gap={6} justify="space-between" wrap="wrap" align="baseline">
            <Text size="sm" fw={600} style={WRAP}>
              {entry.actor.name}
            </Text>
            <Text size="xs" c="dimmed" component="time" dateTime={entry.at} title={exact}>
              {relativeTime(entry.at)}
            </Text>
          </Group>
          <Text size="sm">{entryTitle(entry)}</Text>
          {changes.length > 0 && (
            <Box component="ul" m={0} mt={4} pl="md">
              {changes.map((change) => (
                <Text key={change.field} component="li" size="sm" style={WRAP}>
                  {changeText(change, entry.action)}
                </Text>
              ))}
            </Box>
          )}
          {hidden > 0 && (
            <Button size="compact-xs" variant="subtle" onClick={() => setAll(true)} mt={4}>
              Show {hidden} more
            </Button>
          )}
        </Box>
      </Group>
    </Paper>
  );
}
