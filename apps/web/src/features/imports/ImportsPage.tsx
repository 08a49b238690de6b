import { Alert, Stack, Text, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { usePageTitle } from '../../app/page-title.ts';
import { CompanyNav } from '../company/CompanyNav.tsx';
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
