import type { TGeneratedReport } from '@keelson/contract';
import { VARIANT_LABELS } from '@keelson/domain';
import { Stack, Table, Text } from '@mantine/core';
import {
  ContentHash,
  FreshnessBadge,
  HIGHLIGHT_STYLE,
  ReportFailure,
  ReportFileLinks,
  ReportProgress,
  ReportStatusBadge,
  useHighlightRef,
} from './ReportVersionParts.tsx';
import { formatMoment, periodText, versionName } from './report-text.ts';
import { useLiveReport } from './use-reports.ts';

/** The versions as a table on wider screens, newest first. */
export function ReportVersionTable(props: {
  reports: readonly TGeneratedReport[];
  currentHash: string | null;
  highlightedId: string | null;
}) {
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table aria-label="Report versions" verticalSpacing="xs" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Version</Table.Th>
            <Table.Th>Template</Table.Th>
            <Table.Th>Period</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Requested</Table.Th>
            <Table.Th>Finished</Table.Th>
            <Table.Th>Content</Table.Th>
            <Table.Th>Files</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {props.reports.map((report) => (
            <VersionRow
              key={report.id}
              report={report}
              currentHash={props.currentHash}
              highlighted={report.id === props.highlightedId}
            />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function VersionRow(props: { report: TGeneratedReport; currentHash: string | null; highlighted: boolean }) {
  const report = useLiveReport(props.report);
  const ref = useHighlightRef<HTMLTableRowElement>(props.highlighted);
  return (
    <Table.Tr
      ref={ref}
      aria-label={versionName(report)}
      data-report-id={report.id}
      data-testid="report-version"
      data-highlighted={props.highlighted || undefined}
      aria-current={props.highlighted || undefined}
      style={props.highlighted ? HIGHLIGHT_STYLE : undefined}
    >
      <Table.Td fw={700}>{report.version}</Table.Td>
      <Table.Td>
        <Text size="sm">{report.template_name}</Text>
        <Text size="xs" c="dimmed">
          {VARIANT_LABELS[report.variant]}
          {report.with_photos ? ' · with photos' : ''}
        </Text>
      </Table.Td>
      <Table.Td>{periodText(report)}</Table.Td>
      <Table.Td>
        <Stack gap={4}>
          <ReportStatusBadge report={report} />
          <ReportProgress report={report} />
          <ReportFailure report={report} />
        </Stack>
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatMoment(report.requested_at, 'short')}</Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatMoment(report.finished_at, 'short')}</Table.Td>
      <Table.Td>
        <Stack gap={4} align="flex-start">
          <ContentHash hash={report.project_content_hash} />
          <FreshnessBadge report={report} current={props.currentHash} />
        </Stack>
      </Table.Td>
      <Table.Td>
        <ReportFileLinks report={report} />
      </Table.Td>
    </Table.Tr>
  );
}
