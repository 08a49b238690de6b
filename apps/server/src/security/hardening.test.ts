import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/harness.ts';
import { buildApp } from '../app.ts';
import { documentRequests, users } from '../db/schema/index.ts';
import { documentFilename } from '../modules/documents/document-files.ts';
import {
  askForGasketMd,
  type DocumentsWorld,
  documentsWorld,
  PDF,
  portalTokenFor,
} from '../modules/documents/documents.fixture.ts';
import { SESSION_ROUTES } from '../modules/sessions/session-auth.ts';
import { nulCharacterPath } from './input-guard.ts';
import { redactUrl } from './log-redaction.ts';

describe('input no handler should see', () => {
  let w: DocumentsWorld;
  beforeAll(async () => {
    w = await documentsWorld();
  });
  afterAll(() => w.t.close());

  it.each([
    ['plain text', 'fine', null],
    ['a NUL in a string', 'a\u0000b', '/'],
    ['a NUL deep in an object', { a: [{ b: 'x\u0000' }] }, '/a/0/b'],
    ['a NUL in a key', { 'k\u0000': 1 }, '/k\\0'],
    ['numbers and nulls', { a: 1, b: null, c: [true] }, null],
    ['uploaded bytes', Buffer.from([0, 1, 2]), null],
  ])('nulCharacterPath: %s', (_name, value, path) => {
    expect(nulCharacterPath(value)).toBe(path);
  });

  it('a NUL character is 400 everywhere and nothing is written: body, query, params, the public portal', async () => {
    const [before] = await w.t.db.select().from(users).where(eq(users.id, w.expert.id));
    const patched = await w.call(w.expert, 'PATCH', `/users/${w.expert.id}`, { first_name: 'Ann\u0000a' });
    expect(patched.statusCode).toBe(400);
    expect(patched.json()).toMatchObject({ code: 'validation', details: [{ path: '/body/first_name' }] });
    const [after] = await w.t.db.select().from(users).where(eq(users.id, w.expert.id));
    expect(after?.firstName).toBe(before?.firstName);

    const searched = await w.call(
      w.expert,
      'GET',
      `/ihm/maint/companies/${w.bucketId}/purchase-order-items?search=gasket%00sheet`,
    );
    expect(searched.statusCode).toBe(400);
    const param = await w.call(w.expert, 'GET', '/users/abc%00def');
    expect(param.statusCode).toBe(400);

    const askedId = await askForGasketMd(w);
    const token = await portalTokenFor(w.t, 'orders@hanse.example');
    const requestsBefore = await w.t.db.select().from(documentRequests);
    const portal = await w.t.app.inject({
      method: 'POST',
      url: `/api/supplier-portal/${token}/requests/${askedId}/messages`,
      payload: { message: 'Here\u0000 it is' },
    });
    expect(portal.statusCode).toBe(400);
    expect(await w.t.db.select().from(documentRequests)).toEqual(requestsBefore);
  });

  it.each([
    ['invoice.html', 'application/pdf', 'invoice.pdf'],
    ['md.PDF', 'application/pdf', 'md.PDF'],
    ['scan.jpeg', 'image/jpeg', 'scan.jpeg'],
    ['scan.png', 'image/jpeg', 'scan.jpg'],
    ['no-extension', 'image/png', 'no-extension.png'],
    ['.html', 'application/pdf', '.html.pdf'],
  ] as const)('a document named %s holding %s is kept as %s', (name, type, kept) => {
    expect(documentFilename(name, type)).toBe(kept);
  });

  it('a PDF uploaded as page.html is kept and downloaded as page.pdf, as an attachment', async () => {
    const res = await w.upload(
      w.expert,
      `/ihm/maint/companies/${w.bucketId}/documents?type=md&filename=page.html`,
      PDF,
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().filename).toBe('page.pdf');
    const download = await w.t.app.inject({ method: 'GET', url: res.json().download_url });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe('attachment; filename="page.pdf"');
    expect(download.headers['x-content-type-options']).toBe('nosniff');
  });

  it('a date outside the calendar or any plausible range is 400 (document validity)', async () => {
    for (const day of ['0000-01-01', '2024-02-30', '275760-01-01']) {
      const res = await w.t.app.inject({
        method: 'POST',
        url: `/api/ihm/maint/companies/${w.bucketId}/documents?type=md&filename=md.pdf&valid_from=${day}`,
        payload: PDF,
        headers: { authorization: `Bearer ${w.expert.token}`, 'content-type': 'application/pdf' },
      });
      expect(res.statusCode, `${day}: ${res.body}`).toBe(400);
    }
  });
});

describe('a call without a session', () => {
  it('is 401 on every route behind a session, whatever its input, before the input is read', async () => {
    const t = await createTestApp();
    try {
      const routes =
        (t.app as unknown as Record<symbol, { method: string; url: string }[]>)[SESSION_ROUTES] ?? [];
      expect(routes.length).toBeGreaterThan(80);
      for (const route of routes) {
        const url = route.url.replace(/:[a-zA-Z_]+/g, 'not-an-id');
        const res = await t.app.inject({
          method: route.method as 'GET',
          url: `${url}?page=-1&size=abc`,
          headers: { 'content-type': 'application/json' },
          ...(route.method === 'GET' || route.method === 'HEAD'
            ? {}
            : { payload: '{"unexpected": [1, {"deep": "\\u0000"}]}' }),
        });
        expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
      }
    } finally {
      await t.close();
    }
  });
});

describe('security headers', () => {
  it('every answer carries the CSP, no framing, no referrer, nosniff; HSTS only over HTTPS', async () => {
    const t = await createTestApp({ env: { TRUST_PROXY: 'true' } });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/health' });
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['strict-transport-security']).toBeUndefined();
      const notFound = await t.app.inject({ method: 'GET', url: '/api/nowhere' });
      expect(notFound.headers['content-security-policy']).toBe(csp);

      const https = await t.app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await t.close();
    }
  });
});

describe('logs', () => {
  it.each([
    [
      '/api/supplier-portal/abc.def-123/requests/1/messages',
      '/api/supplier-portal/[redacted]/requests/1/messages',
    ],
    [
      '/api/ihm/maint/documents/7/file?expires=99&signature=s3cr3t',
      '/api/ihm/maint/documents/7/file?expires=99&signature=[redacted]',
    ],
    ['/x?a=1&token=t&b=2', '/x?a=1&token=[redacted]&b=2'],
    [
      '/bucket/key?X-Amz-Signature=abc&X-Amz-Expires=60',
      '/bucket/key?X-Amz-Signature=[redacted]&X-Amz-Expires=60',
    ],
    ['/api/health', '/api/health'],
  ])('redactUrl(%s)', (url, redacted) => {
    expect(redactUrl(url)).toBe(redacted);
  });

  it('the access log of a portal call holds no token', async () => {
    const t = await createTestApp();
    let written = '';
    const stream = new Writable({
      write(chunk, _encoding, done) {
        written += chunk;
        done();
      },
    });
    const app = await buildApp(t.deps, { logger: { level: 'info', stream } });
    try {
      await app.inject({ method: 'GET', url: '/api/supplier-portal/very-secret-portal-token' });
      await app.inject({
        method: 'GET',
        url: '/api/ihm/maint/documents/x/file?expires=1&signature=very-secret-signature',
      });
      expect(written).toContain('supplier-portal/[redacted]');
      expect(written).not.toContain('very-secret');
    } finally {
      await app.close();
      await t.close();
    }
  });
});
