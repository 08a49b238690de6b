import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AppDeps } from '../../app-context.ts';
import type { Database } from '../../db/client.ts';
import { deckplans, decks } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';
import { deckplanUsage } from '../inventory/deckplan-usage.ts';
import { deckAnswer, type UsageByPlan } from './deck.presenters.ts';

/** The usage data of every plan of the project, by plan (one statement). */
export async function usageByPlan(db: Database, projectId: string): Promise<UsageByPlan> {
  return new Map((await deckplanUsage(db, projectId)).map((usage) => [usage.deckplan_id, usage]));
}

/** A project's decks in their order, each with its plans in theirs and their pins counted: three queries. */
export async function projectDecks(deps: AppDeps, projectId: string) {
  const deckRows = await deps.db
    .select()
    .from(decks)
    .where(eq(decks.projectId, projectId))
    .orderBy(asc(decks.position), asc(decks.createdAt));
  const planRows = deckRows.length
    ? await deps.db
        .select()
        .from(deckplans)
        .where(
          inArray(
            deckplans.deckId,
            deckRows.map((deck) => deck.id),
          ),
        )
        .orderBy(asc(deckplans.position), asc(deckplans.createdAt))
    : [];
  const usage = planRows.length ? await usageByPlan(deps.db, projectId) : undefined;
  return deckRows.map((deck) =>
    deckAnswer(
      deps,
      deck,
      planRows.filter((plan) => plan.deckId === deck.id),
      usage,
    ),
  );
}

export async function findDeck(db: Database, id: string) {
  const [deck] = await db.select().from(decks).where(eq(decks.id, id));
  if (!deck) throw notFound();
  return deck;
}

/** The plan with its deck (effective enablement needs both). */
export async function findDeckplan(db: Database, id: string) {
  const [row] = await db
    .select({ plan: deckplans, deck: decks })
    .from(deckplans)
    .innerJoin(decks, and(eq(decks.id, deckplans.deckId)))
    .where(eq(deckplans.id, id));
  if (!row) throw notFound();
  return row;
}
