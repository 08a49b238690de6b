import { expect } from 'vitest';
import {
  auth,
  createBucket,
  createGrant,
  createProject,
  createTeam,
  createUser,
  type FactoryUser,
} from '../../../test/factories.ts';
import { apiCaller, createTestApp, type TestApp } from '../../../test/harness.ts';
import { documents } from '../../db/schema/index.ts';

export const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
export const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(32),
]);

/** The ids the world makes, by name; tests may add their own. */
type WorldIds = Record<
  'relevant' | 'gasket' | 'hanse' | 'baltic' | 'vessel' | 'gasketItem' | 'paintItem' | 'cableItem',
  string
> &
  Record<string, string>;

/** A company with an expert, a crew grantee, a stranger, two suppliers and one order of three items. */
export async function documentsWorld() {
  const t: TestApp = await createTestApp();
  const expert = await createUser(t.db);
  const crew = await createUser(t.db);
  const stranger = await createUser(t.db);
  const team = await createTeam(t.db, {
    features: ['ihm.expert', 'ihm.maint'],
    members: [{ user: expert, role: 'legal' }],
  });
  const bucket = await createBucket(t.db, { teamId: team.id, type: 'ihm_maint' });
  const { project } = await createProject(t.db, { teamId: team.id, maintenanceBucketId: bucket.id });
  await createGrant(t.db, {
    projectId: project.id,
    userId: crew.id,
    accessMode: 'READWRITE',
    capabilities: ['ihm.maint.is_crew'],
  });

  const call = apiCaller(t);
  const upload = (user: FactoryUser | null, url: string, body: Buffer, contentType = 'application/pdf') =>
    t.app.inject({
      method: 'POST',
      url: `/api${url}`,
      payload: body,
      headers: { ...(user ? auth(user) : {}), 'content-type': contentType },
    });
  const post = async (path: string, body: unknown) => {
    const res = await call(expert, 'POST', `/ihm/maint/companies/${bucket.id}/${path}`, body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as string;
  };
  const ids = {} as WorldIds;
  ids.relevant = await post('categories', { name: 'Gaskets and packings', relevancy: 'relevant' });
  ids.gasket = await post('articles', {
    impaNumber: '331101',
    name: 'Gasket sheet, non-asbestos',
    categoryId: ids.relevant,
  });
  ids.hanse = await post('suppliers', {
    name: 'Hanse Marine Supply',
    contact_emails: ['orders@hanse.example'],
  });
  ids.baltic = await post('suppliers', {
    name: 'Baltic Ship Stores',
    contact_emails: ['docs@baltic.example'],
  });
  ids.vessel = await post('vessels', { name: 'MV Nordlicht', imo: '9300001', project_id: project.id });
  const order = await call(expert, 'POST', `/ihm/maint/companies/${bucket.id}/purchase-orders`, {
    vessel_id: ids.vessel,
    order_number: 'PO-2026-0042',
    items: [
      { article_id: ids.gasket, supplier_id: ids.hanse, quantity_ordered: 4 },
      { article_description: 'Paint, antifouling', supplier_id: ids.baltic, quantity_ordered: 2 },
      { article_description: 'Cable tray', quantity_ordered: 1 },
    ],
  });
  expect(order.statusCode, order.body).toBe(201);
  const items = await call(expert, 'GET', `/ihm/maint/companies/${bucket.id}/purchase-order-items`);
  const byName = (name: string) =>
    (items.json().content as { id: string; display_name: string }[]).find((i) =>
      i.display_name.startsWith(name),
    )?.id as string;
  ids.gasketItem = byName('Gasket');
  ids.paintItem = byName('Paint');
  ids.cableItem = byName('Cable');
  const cat = await call(expert, 'POST', `/ihm/maint/purchase-order-items/${ids.gasketItem}/categorize`, {
    category_id: ids.relevant,
  });
  expect(cat.statusCode).toBe(200);
  return { t, expert, crew, stranger, bucketId: bucket.id, ids, call, upload };
}

export type DocumentsWorld = Awaited<ReturnType<typeof documentsWorld>>;

/** The expert asks the gasket item's supplier (Hanse) for its MD: answers the request's id. */
export async function askForGasketMd(w: Pick<DocumentsWorld, 'call' | 'expert' | 'bucketId' | 'ids'>) {
  const asked = await w.call(
    w.expert,
    'POST',
    `/ihm/maint/buckets/${w.bucketId}/purchase-order-items/${w.ids.gasketItem}/document-requests`,
    { document_type: 'md' },
  );
  expect(asked.statusCode, asked.body).toBe(201);
  return asked.json().id as string;
}

/** The token of the last portal link mailed to that address. */
export async function portalTokenFor(t: TestApp, email: string) {
  const mails = (await t.mails()).filter((mail) => mail.to === email);
  const link = mails.at(-1)?.links.find((l) => l.includes('/#/supplier/'));
  expect(link, `portal link to ${email}`).toBeDefined();
  return (link as string).split('/#/supplier/')[1] as string;
}

/** A document of another company, one whose team the world's expert is the legal representative of too. */
export async function otherCompanyDocument({ t, expert }: Pick<DocumentsWorld, 't' | 'expert'>) {
  const team = await createTeam(t.db, { members: [{ user: expert, role: 'legal' }] });
  const other = await createBucket(t.db, { teamId: team.id });
  const [document] = await t.db
    .insert(documents)
    .values({
      bucketId: other.id,
      type: 'md',
      filename: 'f.pdf',
      fileSize: 1,
      contentType: 'application/pdf',
      fileKey: 'x',
    })
    .returning();
  if (!document) throw new Error('no document');
  return document;
}
