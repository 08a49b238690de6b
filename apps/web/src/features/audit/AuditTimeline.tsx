import type { TAuditPage } from '@keelson/contract';
import { Alert, Button, Stack, Text } from '@mantine/core';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';
import { ApiError } from '../../api/http.ts';
import { LoadingIndicator } from '../../components/loading/LoadingIndicator.tsx';
import { AuditEntryList } from './AuditEntryList.tsx';

type Props = {
  query: UseInfiniteQueryResult<InfiniteData<TAuditPage>>;
  /** The list's accessible name, e.g. "History of Gasket sheet". */
  label: string;
  /** Shown in place of the list when nothing matches (the company view's filters). */
  emptyText?: string;
};

/**
 * An audit trail, newest first: when (relative, exact on hover), who (with an icon for their kind),
 * what, and each change "Label: before → after"; older entries page in with "Load older".
 */
export function AuditTimeline({ query, label, emptyText = 'No changes recorded yet.' }: Props) {
  // One array per page loaded, not per render: a long trail's keys are read from it.
  const entries = useMemo(() => query.data?.pages.flatMap((page) => page.content) ?? [], [query.data]);
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
  if (entries.length === 0) return <Text c="dimmed">{emptyText}</Text>;
  return (
    <Stack gap="sm" maw="100%">
      <AuditEntryList entries={entries} label={label} />
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
