import { AUDIT_ENTITY_LABELS, type TAuditChange, type TAuditEntry } from '@keelson/contract';

type ActorKind = TAuditEntry['actor']['kind'];

/** How each kind of actor is named next to its icon. */
export const ACTOR_KIND_LABELS: Record<ActorKind, string> = {
  user: 'User',
  api_key: 'API key',
  supplier_portal: 'Supplier portal',
  rule: 'Rule',
  import_job: 'Import job',
  system: 'System',
};

const ACTION_LABELS: Record<TAuditEntry['action'], string> = {
  created: 'created',
  changed: 'changed',
  deleted: 'deleted',
};

export const EMPTY_VALUE = '—';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

type FormatOptions = { timeZone?: string };

/** A day (YYYY-MM-DD) as "5 Mar 2026": the day itself, whatever the reader's time zone. */
function dayText(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** A moment as "5 Mar 2026, 14:03" in the reader's (or the given) time zone. */
export function dateTimeText(iso: string, options: FormatOptions = {}): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: options.timeZone,
  });
}

/**
 * One audited value as a reader wants it: nothing as —, booleans as Yes/No, days and moments as
 * dates, lists joined with commas, anything else structured as compact JSON.
 */
export function formatAuditValue(value: unknown, options: FormatOptions = {}): string {
  if (value === null || value === undefined) return EMPTY_VALUE;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : EMPTY_VALUE;
  if (typeof value === 'string') {
    if (value.trim() === '') return EMPTY_VALUE;
    if (DAY.test(value)) return dayText(value);
    if (DATE_TIME.test(value)) return dateTimeText(value, options);
    return value;
  }
  if (Array.isArray(value)) {
    const parts = value.map((part) => formatAuditValue(part, options)).filter((part) => part !== EMPTY_VALUE);
    return parts.length > 0 ? parts.join(', ') : EMPTY_VALUE;
  }
  return JSON.stringify(value);
}

/** A change's side: the name a reference stands for when there is one, else its value. */
const side = (value: unknown, name: string | null, options: FormatOptions) =>
  name?.trim() ? name : formatAuditValue(value, options);

/**
 * "Label: before → after". A created row has no before and a deleted one no after: they read
 * "Label: value".
 */
export function changeText(
  change: TAuditChange,
  action: TAuditEntry['action'] = 'changed',
  options: FormatOptions = {},
): string {
  const before = side(change.before, change.before_name, options);
  const after = side(change.after, change.after_name, options);
  if (action === 'created') return `${change.label}: ${after}`;
  if (action === 'deleted') return `${change.label}: ${before}`;
  return `${change.label}: ${before} → ${after}`;
}

/** What happened: "Order item changed", "Photo created". */
export function entryTitle(entry: Pick<TAuditEntry, 'entity' | 'action'>): string {
  const label = AUDIT_ENTITY_LABELS[entry.entity as keyof typeof AUDIT_ENTITY_LABELS] ?? entry.entity;
  return `${label} ${ACTION_LABELS[entry.action] ?? entry.action}`;
}

const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];
const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

/** "just now", "5 minutes ago", "yesterday", "3 weeks ago" (from `now`). */
export function relativeTime(iso: string, now: Date = new Date()): string {
  const at = new Date(iso).getTime();
  if (Number.isNaN(at)) return iso;
  const seconds = Math.round((at - now.getTime()) / 1000);
  if (Math.abs(seconds) < 45) return 'just now';
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return relative.format(Math.trunc(seconds / size), unit);
  }
  return relative.format(Math.trunc(seconds / 60) || (seconds < 0 ? -1 : 1), 'minute');
}
