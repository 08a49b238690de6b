import type { CheckType } from './hazmat.constants.ts';

/** A check's display name: its name, with what it examines when the name alone is not telling. */
export function checkDisplayName(check: {
  name: string;
  equipment: string | null;
  component: string | null;
}): string {
  const detail = [check.equipment, check.component].filter(Boolean).join(', ');
  return detail && !check.name.includes(detail) ? `${check.name} (${detail})` : check.name;
}

/** What the surveyor still owes a check: a sample check is not done without a laboratory result. */
export function checkWarning(check: { type: CheckType; resultCount: number }): string | null {
  return check.type === 'sample' && check.resultCount === 0 ? 'No laboratory results yet' : null;
}
