import type { TReportRequest } from '@keelson/contract';
import { Alert, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { LoadingIndicator } from '../../components/loading/LoadingIndicator.tsx';
import { ReportRequestForm } from './ReportRequestForm.tsx';
import { ReportVersions } from './ReportVersions.tsx';
import { requestErrorText, useReportTemplates, useRequestReport } from './use-reports.ts';

type Answered = { id: string; version: number; reused: boolean };

/**
 * The project's Reports tab (issue 17): request IHM Part I, its maintenance or the emissions from a
 * template, follow the version while it is made, download its files. A request whose content has
 * not changed since the latest version of the same kind makes nothing new: that version is shown.
 */
export function ReportsPanel({ projectId }: { projectId: string }) {
  const templates = useReportTemplates(projectId);
  const request = useRequestReport(projectId);
  const [page, setPage] = useState(1);
  const [answered, setAnswered] = useState<Answered | null>(null);
  const [error, setError] = useState<string | null>(null);

  const submit = (body: TReportRequest) => {
    setError(null);
    request.mutate(body, {
      onSuccess: ({ report, reused }) => {
        setPage(1);
        setAnswered({ id: report.id, version: report.version, reused });
      },
      onError: (failure) => {
        setAnswered(null);
        setError(requestErrorText(failure));
      },
    });
  };

  if (templates.isPending) return <LoadingIndicator />;
  if (templates.isError || !templates.data) return <Text>The report templates could not be loaded.</Text>;
  return (
    <Stack>
      <Text size="sm" c="dimmed">
        Each request makes a new version from what the project holds now; if nothing changed since the latest
        version of the same template, variant, period and photo option, that version is shown instead.
      </Text>
      <ReportRequestForm
        templates={templates.data.templates}
        busy={request.isPending}
        error={error}
        onRequest={submit}
      />
      {answered && (
        <Alert
          color={answered.reused ? 'blue' : 'teal'}
          role="status"
          withCloseButton
          closeButtonLabel="Dismiss"
          onClose={() => setAnswered(null)}
          data-testid="report-notice"
        >
          {answered.reused
            ? `Nothing changed since version ${answered.version} — the existing report is shown.`
            : `Version ${answered.version} was requested; it is being made.`}
        </Alert>
      )}
      <ReportVersions
        projectId={projectId}
        page={page}
        onPage={setPage}
        highlightedId={answered?.id ?? null}
      />
    </Stack>
  );
}
