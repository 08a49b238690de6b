import type { TItemInventory, TPin, TUsageGraph } from '@keelson/contract';
import { api, request } from './http.ts';
import type { TOrderItem } from './orders.ts';

const item = (id: string) => `/ihm/maint/purchase-order-items/${id}`;

export type PlaceBody = { quantity: number; deckplan_id: string; x: number; y: number; location?: string };

/** The crew's inventory of an item: receiving, pins on plans, removals (spec section 7). */
export const inventoryApi = {
  get: (itemId: string) => api.get<TItemInventory>(`${item(itemId)}/inventory`),
  receive: (
    itemId: string,
    body: { receiving_status: 'Received' | 'Rejected'; quantity_received?: number; explanation?: string },
  ) => api.post<TOrderItem>(`${item(itemId)}/receive-delivery`, body),
  store: (itemId: string, body: PlaceBody) => api.post<TOrderItem>(`${item(itemId)}/store`, body),
  install: (itemId: string, body: PlaceBody) => api.post<TOrderItem>(`${item(itemId)}/install`, body),
  remove: (
    itemId: string,
    body: { quantity: number; from_storage_id?: string; from_installation_id?: string },
  ) => api.post<TOrderItem>(`${item(itemId)}/remove`, body),
  transfer: (
    itemId: string,
    body: PlaceBody & {
      to: 'storage' | 'installation';
      from_storage_id?: string;
      from_installation_id?: string;
    },
  ) => api.post<TOrderItem>(`${item(itemId)}/transfer`, body),
  usageGraph: (itemId: string) => api.get<TUsageGraph>(`${item(itemId)}/usage-graph`),
  /** Moves a pin to another spot of its plan (a storage's or an installation's). */
  movePin: (pin: { id: string; type: 'storage' | 'installation' }, point: { x: number; y: number }) =>
    api.patch<TOrderItem>(
      `/ihm/maint/${pin.type === 'storage' ? 'order-item-storages' : 'order-item-installations'}/${pin.id}`,
      point,
    ),
  pins: (planId: string) => api.get<TPin[]>(`/ihm/deckplans/${planId}/pins`),
  /** Files a discharge receipt (PDF, PNG or JPEG) and attaches it to the removal. */
  attachReceipt: async (companyId: string, removalId: string, file: File) => {
    const receipt = await request<{ id: string }>(
      'POST',
      `/ihm/maint/companies/${companyId}/documents?type=discharge_receipt&filename=${encodeURIComponent(file.name)}`,
      { raw: file, contentType: file.type || 'application/pdf' },
    );
    return api.patch<TOrderItem>(`/ihm/maint/order-item-removals/${removalId}`, {
      discharge_receipt_id: receipt.id,
    });
  },
};
