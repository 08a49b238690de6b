import type { articles, categories, suppliers, vessels } from '../../db/schema/index.ts';

export const categoryAnswer = (row: typeof categories.$inferSelect) => ({
  id: row.id,
  bucket_id: row.bucketId,
  name: row.name,
  description: row.description,
  relevancy: row.relevancy,
});

export const articleAnswer = (row: typeof articles.$inferSelect) => ({
  id: row.id,
  impaNumber: row.impaNumber,
  name: row.name,
  description: row.description,
  categoryId: row.categoryId,
});

export const supplierAnswer = (row: typeof suppliers.$inferSelect) => ({
  id: row.id,
  name: row.name,
  extid: row.extid,
  contact_emails: row.contactEmails,
});

export const vesselAnswer = (row: typeof vessels.$inferSelect) => ({
  id: row.id,
  name: row.name,
  imo: row.imo,
  project_id: row.projectId,
});
