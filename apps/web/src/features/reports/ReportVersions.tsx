import { Alert, Group, Pagination, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { LoadingIndicator } from '../../components/loading/LoadingIndicator.tsx';
import { ReportVersionCard } from './ReportVersionCard.tsx';
import { ReportVersionTable } from './ReportVersionTable.tsx';
import { useReports } from './use-reports.ts';

export const REPORTS_PAGE = 20;

/** The project's report versions, newest first: cards on a phone, a table above. */
export function ReportVersions(props: {
  projectId: string;
  page: number;
  onPage: (page: number) => void;
  highlightedId: string | null;
}) {
  const phone = useMediaQuery('(max-width: 48em)');
  const reports = useReports(props.projectId, {
    offset: (props.page - 1) * REPORTS_PAGE,
    limit: REPORTS_PAGE,
  });
  const page = reports.data;
  const content = page?.content ?? [];
  const currentHash = page?.project_content_hash ?? null;
  return (
    <Stack gap="xs" component="section" aria-label="Report versions">
      <Group justify="space-between" align="baseline">
        <Title order={2} size="h4">
          Versions
        </Title>
        {page && (
          <Text size="sm" c="dimmed" aria-live="polite">
            {page.total_elements} version(s)
          </Text>
        )}
      </Group>
      {reports.isPending ? (
        <LoadingIndicator />
      ) : reports.isError && !page ? (
        <Text>The reports could not be loaded.</Text>
      ) : content.length === 0 ? (
        <Alert color="blue">No reports yet. Choose a template above and request the first one.</Alert>
      ) : phone ? (
        <Stack gap="xs">
          {content.map((report) => (
            <ReportVersionCard
              key={report.id}
              report={report}
              currentHash={currentHash}
              highlighted={report.id === props.highlightedId}
            />
          ))}
        </Stack>
      ) : (
        <ReportVersionTable reports={content} currentHash={currentHash} highlightedId={props.highlightedId} />
      )}
      {page && page.total_elements > REPORTS_PAGE && (
        <Pagination
          total={Math.ceil(page.total_elements / REPORTS_PAGE)}
          value={props.page}
          onChange={props.onPage}
          size="sm"
        />
      )}
    </Stack>
  );
}
