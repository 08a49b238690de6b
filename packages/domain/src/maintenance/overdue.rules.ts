// Table O: the clocks of the expert, the supplier and the crew, from the bucket's service levels.
import { isAwaitingSupplier } from './document-request.rules.ts';
import type { ExpertActionRow } from './expert-actions.table.ts';
import type { ItemFacts } from './item-facts.types.ts';
import type { ServiceLevels } from './service-levels.constants.ts';
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

function plusDays(date: Date | null, days: number): Date | null {
  return date === null ? null : addDays(date, days);
}

export function isOverdue(overdueSince: Date | null, now: Date): boolean {
  return overdueSince !== null && overdueSince.getTime() <= now.getTime();
}

export type ExpertClockResult = { expert_needed_since: Date | null; expert_overdue_since: Date | null };

/** O1–O2 from the matched rows of table E. */
export function expertClock(
  facts: ItemFacts,
  rows: readonly ExpertActionRow[],
  levels: ServiceLevels,
): ExpertClockResult {
  let since: Date | null = null;
  for (const row of rows) since = earliest(since, row.clock.since(facts));
  return { expert_needed_since: since, expert_overdue_since: plusDays(since, levels.expertOverdueAfterDays) };
}

export type SupplierClockResult = {
  supplier_waiting_since: Date | null;
  supplier_reminder1_at: Date | null;
  supplier_reminder2_at: Date | null;
  supplier_overdue_since: Date | null;
};

/** O3–O6. */
export function supplierClock(facts: ItemFacts, levels: ServiceLevels): SupplierClockResult {
  let since: Date | null = null;
  if (!facts.isReviewClosed) {
    if (isAwaitingSupplier(facts.md.status)) since = facts.md.status_at;
    if (isAwaitingSupplier(facts.sdoc.status)) since = earliest(since, facts.sdoc.status_at);
  }
  return {
    supplier_waiting_since: since,
    supplier_reminder1_at: plusDays(since, levels.supplierReminder1AfterDays),
    supplier_reminder2_at: plusDays(since, levels.supplierReminder2AfterDays),
    supplier_overdue_since: plusDays(since, levels.supplierOverdueAfterDays),
  };
}

export type CrewClockResult = {
  crew_tasks_first_notified_at: Date | null;
  crew_tasks_first_ever_notified_at: Date | null;
  crew_overdue_since: Date | null;
  crew_first_ever_overdue_since: Date | null;
};

/** O7–O10. */
export function crewClock(
  inTasks: boolean,
  stored: { crew_tasks_first_notified_at: Date | null; crew_tasks_first_ever_notified_at: Date | null },
  now: Date,
  levels: ServiceLevels,
): CrewClockResult {
  const first = inTasks ? (stored.crew_tasks_first_notified_at ?? now) : null;
  const firstEver = earliest(stored.crew_tasks_first_ever_notified_at, first);
  return {
    crew_tasks_first_notified_at: first,
    crew_tasks_first_ever_notified_at: firstEver,
    crew_overdue_since: plusDays(first, levels.crewOverdueAfterDays),
    crew_first_ever_overdue_since: inTasks ? plusDays(firstEver, levels.crewOverdueAfterDays) : null,
  };
}
