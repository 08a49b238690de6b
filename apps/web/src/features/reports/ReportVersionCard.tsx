import type { TGeneratedReport } from '@keelson/contract';
import { VARIANT_LABELS } from '@keelson/domain';
import { Group, Paper, Stack, Text } from '@mantine/core';
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

/** One version on a phone: everything the table row says, stacked, downloads full width. */
export function ReportVersionCard(props: {
  report: TGeneratedReport;
  currentHash: string | null;
  highlighted: boolean;
}) {
  const report = useLiveReport(props.report);
  const ref = useHighlightRef<HTMLElement>(props.highlighted);
  return (
    <Paper
      ref={ref}
      withBorder
      p="sm"
      component="article"
      aria-label={versionName(report)}
      data-report-id={report.id}
      data-testid="report-version"
      data-highlighted={props.highlighted || undefined}
      aria-current={props.highlighted || undefined}
      style={props.highlighted ? HIGHLIGHT_STYLE : undefined}
    >
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
          <Text fw={700} style={{ minWidth: 0 }}>
            Version {report.version} · {report.template_name}
          </Text>
          <ReportStatusBadge report={report} />
        </Group>
        <Text size="sm">
          {VARIANT_LABELS[report.variant]}
          {report.with_photos ? ' · with photos' : ''}
        </Text>
        {(report.period_from || report.period_to) && <Text size="sm">Period: {periodText(report)}</Text>}
        <Text size="xs" c="dimmed">
          Requested {formatMoment(report.requested_at)}
          {report.finished_at ? ` · finished ${formatMoment(report.finished_at)}` : ''}
        </Text>
        <Group gap="xs" wrap="wrap">
          <Text size="xs" c="dimmed">
            Content
          </Text>
          <ContentHash hash={report.project_content_hash} />
          <FreshnessBadge report={report} current={props.currentHash} />
        </Group>
        <ReportProgress report={report} />
        <ReportFailure report={report} />
        <ReportFileLinks report={report} fullWidth />
      </Stack>
    </Paper>
  );
}
