import type { Browser } from '@playwright/test';
import type { KeelsonServer } from './fixtures.ts';
import { type ApiCall, createMaintenanceCompany } from './maintenance.ts';

export { type ApiCall, apiAs } from './maintenance.ts';

export const PDF = (title: string) =>
  Buffer.from(`%PDF-1.4\n% ${title}\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n`);
// A 2×2 PNG: small, but a real image the browser decodes.
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGNQSFgARAwQCgAdjgSBQe+XXgAAAABJRU5ErkJggg==',
  'base64',
);

export async function newPage(browser: Browser, server: KeelsonServer) {
  const context = await browser.newContext({ baseURL: server.baseURL });
  return context.newPage();
}

/**
 * An expert team with a ship project in maintenance, through the API: a relevant category, the
 * IMPA 331101 gasket article, a supplier with the given contact, the vessel, and one order with a
 * gasket and a packing cord from that supplier.
 */
export async function createMaintenanceWorld(
  call: ApiCall,
  props: { ship: string; imo: string; orderNumber: string; supplierEmail: string },
) {
  const { projectId, bucketId, company } = await createMaintenanceCompany(call, {
    team: `${props.ship} IHM Experts`,
    ship: props.ship,
    imo: props.imo,
  });
  await call('POST', `${company}/categories`, { name: 'Gaskets and packings', relevancy: 'relevant' });
  const article = await call('POST', `${company}/articles`, { impaNumber: '331101', name: 'Gasket sheet' });
  const supplier = await call('POST', `${company}/suppliers`, {
    name: 'Hanse Marine Supply',
    contact_emails: [props.supplierEmail],
  });
  const vessel = await call('POST', `${company}/vessels`, {
    name: props.ship,
    imo: props.imo,
    project_id: projectId,
  });
  const order = await call('POST', `${company}/purchase-orders`, {
    vessel_id: vessel.id,
    order_number: props.orderNumber,
    items: [
      { article_id: article.id, supplier_id: supplier.id, quantity_ordered: 4 },
      { article_description: 'Packing cord', supplier_id: supplier.id, quantity_ordered: 2 },
    ],
  });
  return { project: { id: projectId }, bucket: { id: bucketId }, order, supplier };
}
