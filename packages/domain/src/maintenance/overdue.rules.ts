// Table O: the clocks of the expert, the supplier and the crew, from the bucket's service levels.
import { isAwaitingSupplier } from './document-request.rules.ts';
import { EXPERT_ACTION_ROWS } from './expert-actions.table.ts';
import type { ItemFacts } from './item-facts.types.ts';
import { addDays, earliest } from './time.utils.ts';

export const CLOCK_RULES: readonly { id: string; outcome: string; rule: string }[] = [
  {
    id: 'O1',
    outcome: 'expert_needed_since',
    rule: 'the earliest table T time of the proposed expert actions; null without expert actions',
  },
  { id: 'O2', outcome: 'expert_overdue_since', rule: 'expert_needed_since + expertOverdueAfterDays' },
  {
    id: 'O3',
    outcome: 'supplier_waiting_since',
    rule: 'review open: the earliest status time of the MD and SDoC parts awaiting the supplier (expert_requested_document or expert_requested_verification); else null',
  },
  { id: 'O4', outcome: 'supplier_reminder1_at', rule: 'supplier_waiting_since + supplierReminder1AfterDays' },
  { id: 'O5', outcome: 'supplier_reminder2_at', rule: 'supplier_waiting_since + supplierReminder2AfterDays' },
  { id: 'O6', outcome: 'supplier_overdue_since', rule: 'supplier_waiting_since + supplierOverdueAfterDays' },
  {
    id: 'O7',
    outcome: 'crew_tasks_first_notified_at',
    rule: 'in the crew tasks list: the stored value, else now; otherwise null (the next period starts afresh)',
  },
  {
    id: 'O8',
    outcome: 'crew_tasks_first_ever_notified_at',
    rule: 'the earlier of the stored value and crew_tasks_first_notified_at; never cleared',
  },
  { id: 'O9', outcome: 'crew_overdue_since', rule: 'crew_tasks_first_notified_at + crewOverdueAfterDays' },
  {
    id: 'O10',
    outcome: 'crew_first_ever_overdue_since',
    rule: 'in the crew tasks list: crew_tasks_first_ever_notified_at + crewOverdueAfterDays; otherwise null',
  },
  {
    id: 'O11',
    outcome: 'is_expert_overdue, is_supplier_overdue, is_crew_overdue',
    rule: 'the overdue time of the party is set and not after now',
  },
];

/** A deadline: `date` plus the days of a service level (O2, O4–O6, O9, O10); null without a date. */
export function plusDays(date: Date | null, days: number): Date | null {
  return date === null ? null : addDays(date, days);
}

export function isOverdue(overdueSince: Date | null, now: Date): boolean {
  return overdueSince !== null && overdueSince.getTime() <= now.getTime();
}

/** O1: the earliest table T time of the rows of table E that hold (`rows`: bit i is row i). */
export function expertNeededSince(facts: ItemFacts, rows: number): Date | null {
  let since: Date | null = null;
  let rowBit = 1;
  for (const row of EXPERT_ACTION_ROWS) {
    if ((rows & rowBit) !== 0) since = earliest(since, row.clock.since(facts));
    rowBit *= 2;
  }
  return since;
}

/** O3. */
export function supplierWaitingSince(facts: ItemFacts): Date | null {
  if (facts.isReviewClosed) return null;
  let since: Date | null = null;
  if (isAwaitingSupplier(facts.md.status)) since = facts.md.status_at;
  if (isAwaitingSupplier(facts.sdoc.status)) since = earliest(since, facts.sdoc.status_at);
  return since;
}

type StoredCrewClock = {
  crew_tasks_first_notified_at: Date | null;
  crew_tasks_first_ever_notified_at: Date | null;
};

/** O7. */
export function crewTasksFirstNotifiedAt(inTasks: boolean, stored: StoredCrewClock, now: Date): Date | null {
  return inTasks ? (stored.crew_tasks_first_notified_at ?? now) : null;
}

/** O8. */
export function crewTasksFirstEverNotifiedAt(
  stored: StoredCrewClock,
  firstNotifiedAt: Date | null,
): Date | null {
  return earliest(stored.crew_tasks_first_ever_notified_at, firstNotifiedAt);
}
