import type { TCheckImage, TCheckPoint, TSuggestedValues } from '@keelson/contract';
import { and, asc, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { checkImages, checks, deckplans, decks, spots, surveyResults } from '../../db/schema/index.ts';
import { checkAnswer } from './survey.presenters.ts';

/** Spots (with their plan and deck enabled) as a join the check lists share. */
const parentsEnabled = sql<boolean>`(${deckplans.enabled} and ${decks.enabled})`;

/**
 * A page of checks with their spot, results and photos: one query for the rows and their spots,
 * one for the total, one for the results, one for the photos — never one per check.
 */
export async function checksPage(
  db: Database,
  props: {
    where: SQL;
    limit: number;
    offset: number;
    images: (rows: (typeof checkImages.$inferSelect)[]) => TCheckImage[];
  },
) {
  const [rows, [counted]] = await Promise.all([
    db
      .select({ check: checks, spot: spots, parentsEnabled })
      .from(checks)
      .innerJoin(spots, eq(spots.id, checks.spotId))
      .innerJoin(deckplans, eq(deckplans.id, checks.deckplanId))
      .innerJoin(decks, eq(decks.id, checks.deckId))
      .where(props.where)
      .orderBy(asc(checks.index), asc(checks.createdAt))
      .limit(props.limit)
      .offset(props.offset),
    db
      .select({ total: count() })
      .from(checks)
      .innerJoin(spots, eq(spots.id, checks.spotId))
      .where(props.where),
  ]);
  const ids = rows.map((row) => row.check.id);
  const [results, photos] = ids.length
    ? await Promise.all([
        db
          .select()
          .from(surveyResults)
          .where(inArray(surveyResults.checkId, ids))
          .orderBy(asc(surveyResults.createdAt)),
        db
          .select()
          .from(checkImages)
          .where(inArray(checkImages.checkId, ids))
          .orderBy(asc(checkImages.createdAt)),
      ])
    : [[], []];
  return {
    total: counted?.total ?? 0,
    content: rows.map((row) =>
      checkAnswer(row.check, {
        spot: row.spot,
        parentsEnabled: row.parentsEnabled,
        results: results.filter((result) => result.checkId === row.check.id),
        images: props.images(photos.filter((photo) => photo.checkId === row.check.id)),
      }),
    ),
  };
}

/** The check points of a plan: its enabled checks at enabled spots, with their contamination level. */
export async function checkPoints(db: Database, planId: string): Promise<TCheckPoint[]> {
  const rows = await db
    .select({
      check_id: checks.id,
      spot_id: checks.spotId,
      name: checks.name,
      type: checks.type,
      x: spots.x,
      y: spots.y,
      contamination_level: checks.contaminationLevel,
    })
    .from(checks)
    .innerJoin(spots, eq(spots.id, checks.spotId))
    .where(and(eq(checks.deckplanId, planId), eq(checks.enabled, true), eq(spots.enabled, true)))
    .orderBy(asc(checks.index));
  return rows as TCheckPoint[];
}

const SUGGESTED = ['equipment', 'component', 'material', 'color', 'location', 'compartment'] as const;

/**
 * What the project already holds in each free-text field, most used first (at most 50 each), from
 * its checks, VSCP entries and spots: one statement.
 */
export async function suggestedValues(db: Database, projectId: string): Promise<TSuggestedValues> {
  const result = await db.execute(sql`
    with used as (
      select 'equipment' as field, equipment as value from checks where project_id = ${projectId}
      union all select 'component', component from checks where project_id = ${projectId}
      union all select 'material', material from checks where project_id = ${projectId}
      union all select 'color', color from checks where project_id = ${projectId}
      union all select 'equipment', equipment from vscp_entries where project_id = ${projectId}
      union all select 'component', component from vscp_entries where project_id = ${projectId}
      union all select 'material', material from vscp_entries where project_id = ${projectId}
      union all select 'color', color from vscp_entries where project_id = ${projectId}
      union all select 'location', location from spots where project_id = ${projectId}
      union all select 'compartment', compartment from spots where project_id = ${projectId}
      union all select 'location', location from vscp_entries where project_id = ${projectId}
      union all select 'compartment', compartment from vscp_entries where project_id = ${projectId}
    ),
    ranked as (
      select field, value, row_number() over (partition by field order by count(*) desc, value) as rank
      from used where value is not null and value <> '' group by field, value
    )
    select field, value from ranked where rank <= 50 order by field, rank
  `);
  const answer = Object.fromEntries(SUGGESTED.map((field) => [field, [] as string[]])) as TSuggestedValues;
  for (const row of rowsOf<{ field: (typeof SUGGESTED)[number]; value: string }>(result))
    answer[row.field].push(row.value);
  return answer;
}
