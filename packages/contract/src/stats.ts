import { z } from 'zod';
import { ZTablePaging } from './maintenance.ts';

/** The bucket statistics' counts (spec section 3), in the spec's names; all default to 0. */
export const STATS_COUNTS = [
  'total',
  'wait_for_documents_total',
  'wait_for_documents_overdue',
  'expert_active',
  'expert_active_overdue',
  'expert_completed',
  'expert_wait_for_categorisation_total',
  'expert_wait_for_categorisation_overdue',
  'expert_wait_for_acceptance_total',
  'expert_wait_for_acceptance_overdue',
  'expert_wait_for_closing_review_total',
  'expert_wait_for_closing_review_overdue',
  'crew_in_tasks_list',
  'crew_in_tasks_overdue',
  'crew_in_tasks_overdue_tab_a',
  'crew_in_tasks_overdue_tab_b',
  'crew_in_monitor_list',
  'crew_in_done_list',
  'supplier_reminder1',
  'supplier_reminder2',
  'supplier_cancelled',
  'supplier_completed',
  'supplier_inactive',
  'items_category_relevant',
  'items_category_not_relevant',
  'items_category_additional',
  'items_category_unknown',
  'items_completed_relevant',
  'items_completed_additional',
] as const;
export type StatsCount = (typeof STATS_COUNTS)[number];

export const ZStatsCounts = z.object(
  Object.fromEntries(STATS_COUNTS.map((name) => [name, z.number().int()])) as Record<StatsCount, z.ZodNumber>,
);
export const ZBucketStats = ZStatsCounts.extend({ updated_at: z.string() });

/** Statistics by supplier or vessel: page 0, 100 rows, by name (spec section 9). */
export const ZStatsQuery = (defaultSort: string) =>
  z.object({
    page: ZTablePaging.page,
    size: ZTablePaging.size.default(100),
    sort: z
      .string()
      .regex(/^(supplier|vessel)\.name,(asc|desc)$/)
      .default(defaultSort),
    search: z.string().trim().max(200).optional(),
  });

export const ZStatsGroupPage = (group: 'supplier' | 'vessel') =>
  z.object({
    content: z.array(
      ZStatsCounts.extend({
        [`${group}_id`]: z.string(),
        [group]: z.object({ id: z.string(), name: z.string() }),
      }),
    ),
    page: z.number().int(),
    size: z.number().int(),
    total_elements: z.number().int(),
  });
