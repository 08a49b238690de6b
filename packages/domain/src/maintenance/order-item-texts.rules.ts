// Derived texts of order items and other entities: display name, short ids, supplier notification times.
import { earliest } from './time.utils.ts';

/** Short ids are the first 6 characters of an id. */
export const SHORT_ID_LENGTH = 6;

export function shortId(id: string): string {
  return id.slice(0, SHORT_ID_LENGTH);
}

export type DisplayNameInput = {
  article: { name: string | null; description: string | null; impaNumber: string | null } | null;
  article_description: string | null;
  extid: string | null;
};

function text(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

/** Article name, else article description, else article number, else article_description, else extid. */
export function orderItemDisplayName(item: DisplayNameInput): string {
  return (
    text(item.article?.name) ??
    text(item.article?.description) ??
    text(item.article?.impaNumber) ??
    text(item.article_description) ??
    text(item.extid) ??
    ''
  );
}

export type SupplierNotificationInput = {
  supplier_notified_at: Date | null;
  supplier_reminded1_at: Date | null;
  supplier_reminded2_at: Date | null;
};

export type SupplierNotificationTimes = SupplierNotificationInput;

/** Supplier notified, reminded1 and reminded2 times of an item: the earlier of its MD and SDoC requests. */
export function supplierNotificationTimes(
  md: SupplierNotificationInput | null,
  sdoc: SupplierNotificationInput | null,
): SupplierNotificationTimes {
  return {
    supplier_notified_at: earliest(md?.supplier_notified_at ?? null, sdoc?.supplier_notified_at ?? null),
    supplier_reminded1_at: earliest(md?.supplier_reminded1_at ?? null, sdoc?.supplier_reminded1_at ?? null),
    supplier_reminded2_at: earliest(md?.supplier_reminded2_at ?? null, sdoc?.supplier_reminded2_at ?? null),
  };
}

/**
 * An item's search text from its parts (article name, description and IMPA number, the item's own
 * description and extid, its order's numbers): the present ones, space-separated, lower case — as
 * the server's evaluation stores it in SQL (ITEM_SEARCH_TEXT); rules read it before that exists.
 */
export function itemSearchText(parts: readonly (string | null | undefined)[]): string {
  return parts
    .filter((part): part is string => part !== null && part !== undefined)
    .join(' ')
    .toLowerCase();
}
