import type { TDeck, TDeckplan, TDeckplanUsage } from '@keelson/contract';
import { deckPinSummary, planPinSummary } from '@keelson/domain';
import type { AppDeps } from '../../app-context.ts';
import type { deckplans, decks } from '../../db/schema/index.ts';
import { TILE_SIZE } from './plan-image.ts';
import { signedTileUrl } from './tile-links.ts';

type DeckRow = typeof decks.$inferSelect;
type DeckplanRow = typeof deckplans.$inferSelect;
/** The usage data of a project's plans by plan id (deckplanUsage); new decks and plans have none. */
export type UsageByPlan = ReadonlyMap<string, TDeckplanUsage>;
const NONE: UsageByPlan = new Map();

export function deckplanAnswer(
  deps: AppDeps,
  row: DeckplanRow,
  deckEnabled: boolean,
  usage: UsageByPlan = NONE,
): TDeckplan {
  const ready = row.imageState === 'ready';
  return {
    ...planPinSummary(usage.get(row.id)),
    id: row.id,
    project_id: row.projectId,
    deck_id: row.deckId,
    name: row.name,
    enabled: row.enabled,
    effectively_enabled: row.enabled && deckEnabled,
    index: row.position,
    image: {
      state: row.imageState,
      version: row.imageVersion,
      width: row.imageWidth,
      height: row.imageHeight,
      max_zoom: row.imageMaxZoom,
      tile_size: TILE_SIZE,
      tile_url: ready
        ? signedTileUrl({
            apiPath: deps.config.apiPath,
            secret: deps.config.fileUrlSecret,
            deckplanId: row.id,
            version: row.imageVersion,
            now: deps.now(),
          })
        : null,
      filename: row.imageFilename,
      error: row.imageError,
      job_id: row.imageState === 'processing' ? row.imageJobId : null,
    },
  };
}

export function deckAnswer(
  deps: AppDeps,
  deck: DeckRow,
  plans: readonly DeckplanRow[],
  usage: UsageByPlan = NONE,
): TDeck {
  const answers = plans.map((plan) => deckplanAnswer(deps, plan, deck.enabled, usage));
  return {
    id: deck.id,
    project_id: deck.projectId,
    name: deck.name,
    enabled: deck.enabled,
    index: deck.position,
    deckplans: answers,
    ...deckPinSummary(answers),
  };
}
