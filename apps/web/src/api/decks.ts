import type { TDeck, TDeckplan } from '@keelson/contract';
import { api } from './http.ts';

/** Decks and deck plans of a ship's project (spec section 7). */
export const decksApi = {
  list: (projectId: string) => api.get<TDeck[]>(`/ihm/projects/${projectId}/decks`),
  create: (projectId: string, name: string) => api.post<TDeck>(`/ihm/projects/${projectId}/decks`, { name }),
  reorder: (projectId: string, deckIds: string[]) =>
    api.post<TDeck[]>(`/ihm/projects/${projectId}/decks/reorder`, { deck_ids: deckIds }),
  patch: (deckId: string, changes: { name?: string; enabled?: boolean }) =>
    api.patch<TDeck>(`/ihm/decks/${deckId}`, changes),
  createPlan: (deckId: string, name: string) =>
    api.post<TDeckplan>(`/ihm/decks/${deckId}/deckplans`, { name }),
  patchPlan: (planId: string, changes: { name?: string; enabled?: boolean }) =>
    api.patch<TDeckplan>(`/ihm/deckplans/${planId}`, changes),
  /** The plan's image as the raw body (PNG, JPEG or PDF); answered while its tiles are cut. */
  uploadPlan: (planId: string, file: File) =>
    api.put<TDeckplan>(
      `/ihm/deckplans/${planId}/file?filename=${encodeURIComponent(file.name)}`,
      file,
      file.type || 'application/octet-stream',
    ),
};
