import { useEffect } from 'react';
import { createStore } from '../../lib/store.ts';

/** How many sheets (drawers) cover the screen: while any does, alerts show above them. */
export const openSheetsStore = createStore(0);

/** Counts an open drawer while `opened`, so that the alert banner moves above its backdrop. */
export function useOpenSheet(opened: boolean) {
  useEffect(() => {
    if (!opened) return;
    openSheetsStore.set((count) => count + 1);
    return () => openSheetsStore.set((count) => count - 1);
  }, [opened]);
}

/** How many layers are open above a sheet (a preview over the item drawer). */
export const nestedLayersStore = createStore(0);

/**
 * Counts a modal opened from inside another layer while `opened`: the layer below keeps Escape to
 * itself only when nothing is above it, so Escape closes the top layer alone.
 */
export function useNestedLayer(opened: boolean) {
  useEffect(() => {
    if (!opened) return;
    nestedLayersStore.set((count) => count + 1);
    return () => nestedLayersStore.set((count) => count - 1);
  }, [opened]);
}
