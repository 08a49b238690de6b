import { runAuthorizationMatrix } from '../../../test/authz-matrix.ts';
import type { AuthzWorld, MatrixRow } from '../../../test/authz-world.ts';
import type { TestApp } from '../../../test/harness.ts';
import { forCrewAndExperts, forExperts, prepareMaintenanceItem } from '../../../test/maintenance-authz.ts';
import { forVisible } from '../../../test/project-authz.ts';
import { deckplans, decks } from '../../db/schema/index.ts';

/** A deck with one plan in the world's project. */
async function prepareDeck(t: TestApp, w: AuthzWorld) {
  const [deck] = await t.db.insert(decks).values({ projectId: w.project.id, name: 'Main deck' }).returning();
  const [plan] = await t.db
    .insert(deckplans)
    .values({ projectId: w.project.id, deckId: deck?.id as string, name: 'Main deck' })
    .returning();
  return { deckId: deck?.id as string, planId: plan?.id as string };
}

const rows: MatrixRow[] = [
  {
    endpoint: 'GET /ihm/projects/{id}/decks',
    request: (w) => ({ method: 'GET', url: `/api/ihm/projects/${w.project.id}/decks` }),
    expect: forVisible(200),
  },
  {
    endpoint: 'POST /ihm/projects/{id}/decks',
    request: (w) => ({
      method: 'POST',
      url: `/api/ihm/projects/${w.project.id}/decks`,
      payload: { name: 'A' },
    }),
    expect: forExperts(201),
  },
  {
    endpoint: 'PATCH /ihm/decks/{id}',
    request: async (w, _as, t) => {
      const { deckId } = await prepareDeck(t, w);
      return { method: 'PATCH', url: `/api/ihm/decks/${deckId}`, payload: { name: 'Upper deck' } };
    },
    expect: forExperts(200),
  },
  {
    endpoint: 'POST /ihm/decks/{id}/deckplans',
    request: async (w, _as, t) => {
      const { deckId } = await prepareDeck(t, w);
      return { method: 'POST', url: `/api/ihm/decks/${deckId}/deckplans`, payload: { name: 'Plan' } };
    },
    expect: forExperts(201),
  },
  {
    endpoint: 'GET /ihm/deckplans/{id}/pins',
    request: async (w, _as, t) => {
      const { planId } = await prepareDeck(t, w);
      return { method: 'GET', url: `/api/ihm/deckplans/${planId}/pins` };
    },
    expect: forVisible(200),
  },
  {
    endpoint: 'GET /ihm/maint/purchase-order-items/{id}/inventory',
    request: async (w, _as, t) => {
      const { itemId } = await prepareMaintenanceItem(t, w);
      return { method: 'GET', url: `/api/ihm/maint/purchase-order-items/${itemId}/inventory` };
    },
    expect: forVisible(200),
  },
  {
    endpoint: 'POST /ihm/maint/purchase-order-items/{id}/receive-delivery',
    request: async (w, _as, t) => {
      const { itemId } = await prepareMaintenanceItem(t, w);
      return {
        method: 'POST',
        url: `/api/ihm/maint/purchase-order-items/${itemId}/receive-delivery`,
        payload: { receiving_status: 'Received', quantity_received: 1 },
      };
    },
    expect: forCrewAndExperts(200),
  },
  {
    endpoint: 'GET /ihm/projects/{id}/deckplans',
    request: (w) => ({ method: 'GET', url: `/api/ihm/projects/${w.project.id}/deckplans` }),
    expect: forVisible(200),
  },
  {
    endpoint: 'POST /ihm/projects/{id}/decks/reorder',
    request: async (w, _as, t) => {
      const { deckId } = await prepareDeck(t, w);
      return {
        method: 'POST',
        url: `/api/ihm/projects/${w.project.id}/decks/reorder`,
        payload: { deck_ids: [deckId] },
      };
    },
    expect: forExperts(200),
  },
  {
    endpoint: 'PATCH /ihm/deckplans/{id}',
    request: async (w, _as, t) => {
      const { planId } = await prepareDeck(t, w);
      return { method: 'PATCH', url: `/api/ihm/deckplans/${planId}`, payload: { enabled: false } };
    },
    expect: forExperts(200),
  },
  {
    endpoint: 'GET /ihm/maint/vessels/{id}/deckplan-item-usage',
    request: async (w, _as, t) => {
      const { vesselId } = await prepareMaintenanceItem(t, w);
      return { method: 'GET', url: `/api/ihm/maint/vessels/${vesselId}/deckplan-item-usage` };
    },
    expect: forVisible(200),
  },
  {
    endpoint: 'POST /ihm/maint/purchase-order-items/{id}/store (before receipt: 409 for those who may act)',
    request: async (w, _as, t) => {
      const { planId } = await prepareDeck(t, w);
      const { itemId } = await prepareMaintenanceItem(t, w);
      return {
        method: 'POST',
        url: `/api/ihm/maint/purchase-order-items/${itemId}/store`,
        payload: { quantity: 1, deckplan_id: planId, x: 1, y: 1 },
      };
    },
    expect: forCrewAndExperts(409),
  },
  {
    endpoint:
      'POST /ihm/maint/purchase-order-items/{id}/transfer (before receipt: 409 for those who may act)',
    request: async (w, _as, t) => {
      const { planId } = await prepareDeck(t, w);
      const { itemId } = await prepareMaintenanceItem(t, w);
      return {
        method: 'POST',
        url: `/api/ihm/maint/purchase-order-items/${itemId}/transfer`,
        payload: {
          quantity: 1,
          from_storage_id: '00000000-0000-4000-8000-000000000000',
          to: 'storage',
          deckplan_id: planId,
          x: 1,
          y: 1,
        },
      };
    },
    expect: forCrewAndExperts(409),
  },
  {
    endpoint: 'GET /ihm/maint/purchase-order-items/{id}/usage-graph',
    request: async (w, _as, t) => {
      const { itemId } = await prepareMaintenanceItem(t, w);
      return { method: 'GET', url: `/api/ihm/maint/purchase-order-items/${itemId}/usage-graph` };
    },
    expect: forVisible(200),
  },
];

runAuthorizationMatrix('decks, pins and the crew inventory', rows);
