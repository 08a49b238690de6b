import type { Browser } from '@playwright/test';
import { createAccount, uniqueEmail } from './accounts.ts';
import type { KeelsonServer } from './fixtures.ts';
import type { CaughtMail } from './mail-catcher.ts';
import { type ApiCall, apiAs, createMaintenanceCompany } from './maintenance.ts';

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

/** An expert uploads a company document (raw PDF body, docs/decisions/0008) through the API. */
export async function uploadCompanyDocument(
  server: KeelsonServer,
  token: string,
  props: { bucketId: string; type: 'md' | 'sdoc'; filename: string },
): Promise<{ id: string; filename: string }> {
  const query = new URLSearchParams({ type: props.type, filename: props.filename });
  const res = await fetch(`${server.baseURL}/api/ihm/maint/companies/${props.bucketId}/documents?${query}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/pdf' },
    body: PDF(props.filename),
  });
  const json = await res.json();
  if (res.status !== 201) throw new Error(`upload ${props.filename}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

/** The supplier-portal token of a mailed link (…/#/supplier/{token}). */
export function portalToken(mail: CaughtMail): string {
  const link = mail.links.find((url) => url.includes('/#/supplier/'));
  if (!link) throw new Error(`no portal link in the mail to ${mail.to.join(', ')}`);
  return link.split('/#/supplier/')[1] ?? '';
}

/**
 * A ship in maintenance with its crew: the expert's world (createMaintenanceWorld) and a crew
 * member holding an accepted READWRITE crew grant on the ship.
 */
export async function createCrewedShip(
  server: KeelsonServer,
  props: { name: string; ship: string; imo: string; orderNumber: string },
) {
  const expert = await createAccount(server, uniqueEmail(`${props.name}.expert`));
  const crewEmail = uniqueEmail(`${props.name}.crew`);
  const crew = await createAccount(server, crewEmail);
  const call = apiAs(server, expert.token);
  const world = await createMaintenanceWorld(call, {
    ship: props.ship,
    imo: props.imo,
    orderNumber: props.orderNumber,
    supplierEmail: uniqueEmail(`${props.name}.supplier`),
  });
  const grant = await call<{ id: string }>('POST', `/projects/${world.project.id}/permissions`, {
    granted_to_user_email: crewEmail,
    access_mode: 'READWRITE',
    capabilities: ['ihm.maint.is_crew'],
  });
  const crewCall = apiAs(server, crew.token);
  await crewCall('POST', `/permissions/${grant.id}/accept`);
  return { ...world, expert, crew, crewEmail, call, crewCall };
}
