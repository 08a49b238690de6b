import { Alert, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { queryKeys } from '../../api/query-keys.ts';
import { usePageTitle } from '../../app/page-title.ts';
import { CompanyNav } from '../company/CompanyNav.tsx';
import { useCompany } from '../company/use-company.ts';
import { ImportJobCard } from './ImportJobCard.tsx';
import { ImportUploadForm } from './ImportUploadForm.tsx';
import { useImportActions, useImportJobs } from './use-imports.ts';

/**
 * #/dashboard/companies/{bucketId}/imports: purchase data in from files (docs/imports.md). A file is
 * simulated first; the user reads what a run would add, change or refuse, then runs or discards it.
 */
export function ImportsPage() {
  const { bucketId = '' } = useParams();
  usePageTitle(['Imports']);
  const jobs = useImportJobs(bucketId);
  const { upload, run, discard } = useImportActions(bucketId);
  const company = useCompany(bucketId);
  const days = company.data?.days_since_last_import;
  const queryClient = useQueryClient();
  const finished = jobs.data?.content.filter((job) => job.status === 'finished').length ?? 0;
  // A run that ends changes the company (its last import) and its lists: read them again.
  useEffect(() => {
    if (finished > 0)
      void queryClient.invalidateQueries({ queryKey: queryKeys.company(bucketId), exact: true });
  }, [finished, bucketId, queryClient]);
  return (
    <Stack>
      <CompanyNav bucketId={bucketId} current="imports" />
      <Title order={1} size="h2">
        Imports
      </Title>
      <Text size="sm" c="dimmed">
        Purchase orders from the ships' procurement systems. A file is first simulated — nothing is written —
        and you decide whether to run it. Importing the same file again adds nothing.
      </Text>
      {company.data && (
        <Text size="sm" fw={600} data-testid="last-import">
          {days === null || days === undefined
            ? 'Nothing was imported yet.'
            : days === 0
              ? 'Last import: today.'
              : `Last import: ${days} ${days === 1 ? 'day' : 'days'} ago.`}
        </Text>
      )}
      <ImportUploadForm busy={upload.isPending} onUpload={(props) => upload.mutateAsync(props)} />
      {jobs.data?.content.length === 0 && <Alert color="blue">No imports yet.</Alert>}
      <Stack gap="xs" component="section" aria-label="Import jobs">
        {(jobs.data?.content ?? []).map((job) => (
          <ImportJobCard
            key={job.id}
            job={job}
            busy={run.isPending || discard.isPending}
            onRun={() => run.mutate(job.id)}
            onDiscard={() => discard.mutate(job.id)}
          />
        ))}
      </Stack>
    </Stack>
  );
}
