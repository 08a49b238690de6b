import type { TJobRun } from '@keelson/contract';

/** "about 3 min left": rounded the way people read a countdown; null while unknown. */
export function timeLeftText(seconds: number | null): string | null {
  if (seconds === null || seconds < 0) return null;
  if (seconds < 10) return 'a few seconds left';
  if (seconds < 60) return `about ${Math.round(seconds / 10) * 10} s left`;
  if (seconds < 3600) return `about ${Math.round(seconds / 60)} min left`;
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.round((seconds % 3600) / 60);
  return minutes === 0 ? `about ${hours} h left` : `about ${hours} h ${minutes} min left`;
}

const STATUS_TEXT: Record<TJobRun['status'], string> = {
  queued: 'Waiting to start',
  running: 'Running',
  retrying: 'Failed, trying again shortly',
  succeeded: 'Done',
  failed: 'Failed',
};

/** The line under the bar: phase (or status), counts, time left. */
export function progressLine(run: TJobRun): string {
  const parts = [run.status === 'running' && run.phase ? run.phase : STATUS_TEXT[run.status]];
  if (run.total !== null && run.status !== 'queued')
    parts.push(`${run.processed.toLocaleString('en')} of ${run.total.toLocaleString('en')}`);
  const left = run.status === 'running' ? timeLeftText(run.estimated_seconds_left) : null;
  if (left) parts.push(left);
  return parts.join(' · ');
}

/** Whether the bar should keep asking the server. */
export const isActive = (run: TJobRun | undefined) =>
  !run || run.status === 'queued' || run.status === 'running' || run.status === 'retrying';
