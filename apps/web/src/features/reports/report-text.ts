import type { TGeneratedReport } from '@keelson/contract';
import { VARIANT_LABELS } from '@keelson/domain';
import { formatDay } from '../../lib/format.ts';

type Status = TGeneratedReport['status'];

export const STATUS_LABEL: Record<Status, string> = {
  requested: 'Requested',
  generating: 'Generating',
  success: 'Ready',
  failure: 'Failed',
};

export const STATUS_COLOR: Record<Status, string> = {
  requested: 'blue',
  generating: 'blue',
  success: 'teal',
  failure: 'red',
};

/** Whether a version is still being made (and its progress is worth asking for). */
export const isMaking = (report: Pick<TGeneratedReport, 'status'>) =>
  report.status === 'requested' || report.status === 'generating';

/** How many characters of a content hash a list shows; the whole hash is in its tooltip. */
export const HASH_PREFIX = 12;
export const shortHash = (hash: string) => hash.slice(0, HASH_PREFIX);

/** The period a report covers: both days, an open end, or none for reports without one. */
export function periodText(report: Pick<TGeneratedReport, 'period_from' | 'period_to'>): string {
  const { period_from: from, period_to: to } = report;
  if (!from && !to) return '–';
  if (from && to) return `${formatDay(from)} – ${formatDay(to)}`;
  return from ? `from ${formatDay(from)}` : `until ${formatDay(to)}`;
}

/**
 * What a version is called to a screen reader: versions count within a namespace, so the name
 * says which (template, variant, photos, period) as well as the number.
 */
export function versionName(
  report: Pick<
    TGeneratedReport,
    'template_name' | 'variant' | 'with_photos' | 'period_from' | 'period_to' | 'version'
  >,
): string {
  const parts = [report.template_name, VARIANT_LABELS[report.variant]];
  if (report.with_photos) parts.push('with photos');
  if (report.period_from || report.period_to) parts.push(periodText(report));
  return `${parts.join(', ')}, version ${report.version}`;
}

/** A moment (ISO text) with its time: several versions are often made on one day. */
export const formatMoment = (iso: string | null | undefined, dateStyle: 'short' | 'medium' = 'medium') =>
  iso ? new Date(iso).toLocaleString(undefined, { dateStyle, timeStyle: 'short' }) : '–';

/**
 * Whether an IHM Part I version still shows the ship as it is: its content hash against the
 * project's now. Null when that cannot be said (other report types, unfinished versions, no hash).
 */
export function freshness(
  report: Pick<TGeneratedReport, 'type' | 'status' | 'project_content_hash'>,
  current: string | null | undefined,
): 'current' | 'outdated' | null {
  if (report.type !== 'ihm' || report.status !== 'success' || !current) return null;
  return report.project_content_hash === current ? 'current' : 'outdated';
}

/** The job's phases as people read them; a phase not listed is shown as the server names it. */
const PHASE_TEXT: Record<string, string> = {
  waiting: 'Waiting to start',
  preparing: 'Preparing',
  drawing: 'Drawing the pages',
  storing: 'Storing the files',
};

/** The line under a progress bar: the phase, and the share done. */
export function progressText(report: Pick<TGeneratedReport, 'status' | 'phase' | 'progress'>): string {
  const percent = `${Math.round(Math.min(1, Math.max(0, report.progress)) * 100)} %`;
  const phase = report.phase ?? (report.status === 'requested' ? 'waiting' : null);
  const text = phase ? (PHASE_TEXT[phase] ?? phase.charAt(0).toUpperCase() + phase.slice(1)) : 'Generating';
  return `${text} · ${percent}`;
}

/** A file's size as people read it. */
export function fileSizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
