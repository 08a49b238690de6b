import type { StatsCount, TStatsCounts } from '../../api/stats.ts';

/** A line of the statistics: a count, and beside it the overdue part of it when there is one. */
export type StatsLine = { label: string; value: StatsValue; overdue?: StatsCount };
/** A count of the answer, or one derived from them (crew items without tasks). */
export type StatsValue = StatsCount | 'crew_without_tasks';
export type StatsCard = { title: string; lines: readonly StatsLine[] };

/** Crew items without tasks = total − crew_in_tasks_list (spec section 3). */
export function statsValue(counts: TStatsCounts, value: StatsValue): number {
  if (value === 'crew_without_tasks') return Math.max(0, counts.total - counts.crew_in_tasks_list);
  return counts[value] ?? 0;
}

const WAIT_FOR: Record<'categorisation' | 'documents' | 'acceptance' | 'closing', StatsLine> = {
  categorisation: {
    label: 'Wait for categorisation',
    value: 'expert_wait_for_categorisation_total',
    overdue: 'expert_wait_for_categorisation_overdue',
  },
  documents: {
    label: 'Wait for documents',
    value: 'wait_for_documents_total',
    overdue: 'wait_for_documents_overdue',
  },
  acceptance: {
    label: 'Wait for acceptance',
    value: 'expert_wait_for_acceptance_total',
    overdue: 'expert_wait_for_acceptance_overdue',
  },
  closing: {
    label: 'Wait for closing review',
    value: 'expert_wait_for_closing_review_total',
    overdue: 'expert_wait_for_closing_review_overdue',
  },
};
const CREW_IN_TASKS: StatsLine = {
  label: 'Crew in tasks',
  value: 'crew_in_tasks_list',
  overdue: 'crew_in_tasks_overdue',
};
const REMINDER_1: StatsLine = { label: 'Supplier reminder 1', value: 'supplier_reminder1' };
const REMINDER_2: StatsLine = { label: 'Supplier reminder 2', value: 'supplier_reminder2' };

/** The bucket totals, card by card. */
export const STATS_CARDS: readonly StatsCard[] = [
  {
    title: 'Expert',
    lines: [
      { label: 'In tasks', value: 'expert_active', overdue: 'expert_active_overdue' },
      WAIT_FOR.categorisation,
      WAIT_FOR.documents,
      WAIT_FOR.acceptance,
      WAIT_FOR.closing,
      { label: 'Done', value: 'expert_completed' },
    ],
  },
  {
    title: 'Crew',
    lines: [
      { label: 'In tasks', value: 'crew_in_tasks_list', overdue: 'crew_in_tasks_overdue' },
      { label: 'Overdue, Table A', value: 'crew_in_tasks_overdue_tab_a' },
      { label: 'Overdue, Table B', value: 'crew_in_tasks_overdue_tab_b' },
      { label: 'Monitor', value: 'crew_in_monitor_list' },
      { label: 'Done', value: 'crew_in_done_list' },
      { label: 'Items without tasks', value: 'crew_without_tasks' },
    ],
  },
  {
    title: 'Supplier',
    lines: [
      { label: 'Reminder 1', value: 'supplier_reminder1' },
      { label: 'Reminder 2', value: 'supplier_reminder2' },
    ],
  },
  {
    title: 'Categories',
    lines: [
      { label: 'Relevant', value: 'items_category_relevant' },
      { label: 'Additional', value: 'items_category_additional' },
      { label: 'Not relevant', value: 'items_category_not_relevant' },
      { label: 'Unknown', value: 'items_category_unknown' },
    ],
  },
];

/** The columns of the supplier and vessel tables, after the name. */
export const GROUP_COLUMNS: readonly StatsLine[] = [
  { label: 'Total', value: 'total' },
  WAIT_FOR.categorisation,
  WAIT_FOR.documents,
  WAIT_FOR.acceptance,
  WAIT_FOR.closing,
  CREW_IN_TASKS,
  REMINDER_1,
  REMINDER_2,
];

export const GROUP_LABELS = {
  supplier: { tab: 'By supplier', name: 'Supplier', table: 'Statistics by supplier' },
  vessel: { tab: 'By vessel', name: 'Vessel', table: 'Statistics by vessel' },
} as const;
