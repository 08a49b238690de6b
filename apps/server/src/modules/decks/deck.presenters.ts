import type { TDeck, TDeckplan } from '@keelson/contract';
import type { AppDeps } from '../../app-context.ts';
import type { deckplans, decks } from '../../db/schema/index.ts';
import { TILE_SIZE } from './plan-image.ts';
import { signedTileUrl } from './tile-links.ts';

type DeckRow = typeof decks.$inferSelect;
type DeckplanRow = typeof deckplans.$inferSelect;

export function deckplanAnswer(deps: AppDeps, row: DeckplanRow, deckEnabled: boolean): TDeckplan {
  const ready = row.imageState === 'ready';
  return {
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

export function deckAnswer(deps: AppDeps, deck: DeckRow, plans: readonly DeckplanRow[]): TDeck {
  return {
    id: deck.id,
    project_id: deck.projectId,
    name: deck.name,
    enabled: deck.enabled,
    index: deck.position,
    deckplans: plans.map((plan) => deckplanAnswer(deps, plan, deck.enabled)),
  };
}
