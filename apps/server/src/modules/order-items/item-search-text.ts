import { sql } from 'drizzle-orm';

/**
 * An item's search text, computed in SQL for the item aliased `p`: article name, description and
 * IMPA number, the item's own description and extid, its order's numbers, lower case. The
 * re-evaluation stores it in `search_text` (migration 0005 filled it for existing rows the same way).
 */
export const ITEM_SEARCH_TEXT = sql.raw(`(
  select lower(concat_ws(' ', a.name, a.description, a.impa_number, p.article_description, p.extid, o.order_number, o.requisition_number))
  from purchase_orders o left join articles a on a.id = p.article_id
  where o.id = p.order_id
)`);
