import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';

describe('system endpoints', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('GET /api/health checks the database', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: t.deps.dbKind });
  });

  it('unknown API routes answer 404 JSON', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'not_found', error: 'Not found', details: null });
  });

  it('serves the OpenAPI document at /api/docs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths).toHaveProperty('/api/health');
  });

  it('answers the environment configuration, production and development variants', async () => {
    const prod = await t.app.inject({ method: 'GET', url: '/assets/environment.json' });
    expect(prod.statusCode).toBe(200);
    expect(prod.json()).toMatchObject({
      production: true,
      server: { host: 'http://keelson.test', path: '/' },
      api: { host: '', path: '/api' },
      site: { backgroundSlideshow: false },
    });
    expect(prod.json().build).toHaveProperty('version');
    const dev = await t.app.inject({ method: 'GET', url: '/assets/environment.development.json' });
    expect(dev.json().production).toBe(false);
  });
});
