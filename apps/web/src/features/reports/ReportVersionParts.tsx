import type { TGeneratedReport, TReportFile } from '@keelson/contract';
import { Badge, Button, Group, Progress, Stack, Text, Tooltip } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { reportUserAction } from '../../api/audit.ts';
import {
  fileSizeText,
  freshness,
  isMaking,
  progressText,
  STATUS_COLOR,
  STATUS_LABEL,
  shortHash,
} from './report-text.ts';

// The pieces a version shows, shared by its card (phone) and its table row.

/** The version a request answered with (new, or the unchanged latest) stands out. */
export const HIGHLIGHT_STYLE = {
  background: 'var(--mantine-color-yellow-0)',
  outline: '2px solid var(--mantine-color-yellow-6)',
  outlineOffset: -2,
};

/** Brings the highlighted version into view when a request answers with it. */
export function useHighlightRef<T extends HTMLElement>(highlighted: boolean) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (highlighted) ref.current?.scrollIntoView({ block: 'nearest' });
  }, [highlighted]);
  return ref;
}

export function ReportStatusBadge({ report }: { report: TGeneratedReport }) {
  return (
    <Badge color={STATUS_COLOR[report.status]} variant="light" className="whole-badge">
      {STATUS_LABEL[report.status]}
    </Badge>
  );
}

/** The bar and phase of a version being made. */
export function ReportProgress({ report }: { report: TGeneratedReport }) {
  if (!isMaking(report)) return null;
  return (
    <Stack gap={2} aria-live="polite" data-testid="report-progress" style={{ minWidth: 140 }}>
      {/* Before the first share is known the bar runs whole, striped, as the imports' does. */}
      <Progress
        value={report.progress === 0 ? 100 : Math.round(report.progress * 100)}
        striped
        animated
        size="md"
        aria-label={`Progress of version ${report.version}`}
      />
      <Text size="xs" c="dimmed">
        {progressText(report)}
      </Text>
    </Stack>
  );
}

export function ReportFailure({ report }: { report: TGeneratedReport }) {
  if (report.status !== 'failure') return null;
  return (
    <Text size="sm" c="red.8" data-testid="report-failure">
      {report.error ?? 'No reason was given.'}
    </Text>
  );
}

/** The first characters of the content hash; the whole of it on hover, focus or touch. */
export function ContentHash({ hash }: { hash: string }) {
  return (
    <Tooltip
      label={hash}
      events={{ hover: true, focus: true, touch: true }}
      multiline
      maw={300}
      styles={{ tooltip: { fontFamily: 'monospace', wordBreak: 'break-all' } }}
    >
      <Text
        component="span"
        ff="monospace"
        size="xs"
        tabIndex={0}
        aria-label={`Content hash ${hash}`}
        data-testid="report-hash"
        style={{ wordBreak: 'break-all' }}
      >
        {shortHash(hash)}
      </Text>
    </Tooltip>
  );
}

/** For IHM Part I: whether the version still shows the ship as it is. */
export function FreshnessBadge({ report, current }: { report: TGeneratedReport; current: string | null }) {
  const state = freshness(report, current);
  if (!state) return null;
  return state === 'current' ? (
    <Badge color="teal" variant="outline" tt="none" className="whole-badge">
      Matches the ship now
    </Badge>
  ) : (
    <Badge color="orange" variant="outline" tt="none" className="whole-badge">
      Out of date
    </Badge>
  );
}

const KIND_LABEL: Record<TReportFile['kind'], string> = { pdf: 'PDF', zip: 'Zip', img: 'Image' };

/** Plain links: the signed URL downloads the file without the session. */
export function ReportFileLinks({ report, fullWidth }: { report: TGeneratedReport; fullWidth?: boolean }) {
  if (report.status !== 'success' || report.files.length === 0) return null;
  return (
    <Group gap="xs" wrap="wrap" grow={fullWidth}>
      {report.files.map((file) => (
        <Button
          key={`${file.kind}-${file.file_name}`}
          component="a"
          href={file.url}
          download={file.file_name}
          onClick={() => reportUserAction('downloaded', report.id, file.file_name)}
          size={fullWidth ? 'md' : 'xs'}
          variant="light"
          title={`${file.file_name}, ${fileSizeText(file.file_size)}`}
        >
          Download {KIND_LABEL[file.kind]}
        </Button>
      ))}
    </Group>
  );
}
