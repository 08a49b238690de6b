import type { TTag } from '@keelson/contract';
import {
  fullName,
  orderItemDisplayName,
  TAG_FORMAT,
  tagFormattedFull,
  tagFormattedShort,
} from '@keelson/domain';
import { count, desc, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import {
  articles,
  buckets,
  purchaseOrderItems as items,
  projects,
  purchaseOrders,
  ships,
  tags,
  users,
  vessels,
} from '../../db/schema/index.ts';

const itemShips = alias(ships, 'item_ships');
const itemProjects = alias(projects, 'item_projects');

/**
 * A page of tags with their author, company, ship and bound item: one query for the rows, one
 * for the total.
 */
export async function selectTags(
  db: Database,
  props: { where: SQL; limit: number; offset: number },
): Promise<{ content: TTag[]; total: number }> {
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        tag: tags,
        author: { firstName: users.firstName, lastName: users.lastName, email: users.email },
        company: buckets.name,
        ship: ships.name,
        item: {
          id: items.id,
          bucketId: items.bucketId,
          articleDescription: items.articleDescription,
          extid: items.extid,
        },
        article: { name: articles.name, description: articles.description, impaNumber: articles.impaNumber },
        vessel: vessels.name,
        itemShip: itemShips.name,
      })
      .from(tags)
      .leftJoin(users, eq(users.id, tags.authorUserId))
      .leftJoin(buckets, eq(buckets.id, tags.bucketId))
      .leftJoin(projects, eq(projects.id, tags.projectId))
      .leftJoin(ships, eq(ships.id, projects.shipId))
      .leftJoin(items, eq(items.id, tags.orderItemId))
      .leftJoin(articles, eq(articles.id, items.articleId))
      .leftJoin(purchaseOrders, eq(purchaseOrders.id, items.orderId))
      .leftJoin(vessels, eq(vessels.id, purchaseOrders.vesselId))
      .leftJoin(itemProjects, eq(itemProjects.id, vessels.projectId))
      .leftJoin(itemShips, eq(itemShips.id, itemProjects.shipId))
      .where(props.where)
      .orderBy(desc(tags.createdAt), tags.code)
      .limit(props.limit)
      .offset(props.offset),
    db.select({ total: count() }).from(tags).where(props.where),
  ]);
  return {
    total: counted?.total ?? 0,
    content: rows.map((row) => ({
      id: row.tag.id,
      date: row.tag.createdAt.toISOString(),
      author: row.author
        ? fullName({
            first_name: row.author.firstName,
            last_name: row.author.lastName,
            email: row.author.email,
          })
        : null,
      company: row.company,
      companyUrl: row.tag.bucketId ? `#/dashboard/ihm/company/${row.tag.bucketId}/orders` : null,
      medium: row.tag.medium,
      encoding: 'url' as const,
      tagid_format: TAG_FORMAT,
      tagid_data: row.tag.code,
      tagid_search: row.tag.code,
      tagid_formatted_full: tagFormattedFull(row.tag.code),
      tagid_formatted_short: tagFormattedShort(row.tag.code),
      project_id: row.tag.projectId,
      bucket_id: row.tag.bucketId,
      ref_type: row.item ? ('ihm_order_item' as const) : null,
      ref_report_id: null,
      ref_ihm_order_item_id: row.item?.id ?? null,
      ref_ihn_check_id: null,
      ref_ihm_order_item: row.item
        ? {
            id: row.item.id,
            bucket_id: row.item.bucketId,
            display_name: orderItemDisplayName({
              article: row.article,
              article_description: row.item.articleDescription,
              extid: row.item.extid,
            }),
            vessel_name: row.vessel,
          }
        : null,
      ship_name: row.ship ?? row.itemShip ?? row.vessel,
    })),
  };
}
