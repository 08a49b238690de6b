import type { TTag, TTagPage } from '@keelson/contract';
import { api } from './http.ts';

export type TagFilter =
  | { project_id: string }
  | { bucket_id: string }
  | { order_item_id: string }
  | { code: string };

const query = (filter: TagFilter & { page_limit?: number; page_offset?: number }) =>
  new URLSearchParams(Object.entries(filter).map(([key, value]) => [key, String(value)])).toString();

/** Tags: request a batch, list, find by code, bind to an item (spec section 7; decision 0026). */
export const tagsApi = {
  list: (filter: TagFilter & { page_limit?: number; page_offset?: number }) =>
    api.get<TTagPage>(`/tags?${query(filter)}`),
  request: (body: { project_id: string; count: number }) => api.post<TTagPage>('/tags/request', body),
  bind: (tagId: string, itemId: string | null) =>
    api.patch<TTag>(`/tags/${tagId}`, { ref_ihm_order_item_id: itemId }),
};
