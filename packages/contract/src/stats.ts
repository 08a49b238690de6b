import { z } from 'zod';
import { ZTablePaging } from './maintenance.ts';
import { STATS_COUNTS, type StatsCount } from './stats-lists.ts';

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
