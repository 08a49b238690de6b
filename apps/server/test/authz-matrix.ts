import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthzWorld, buildAuthzWorld, type MatrixRow, RELATIONS } from './authz-world.ts';
import { createTestApp, type TestApp } from './harness.ts';

/**
 * Runs matrix rows: for every row and every relation, the real request against a fresh world
 * (one per row, so a row that changes things cannot leak into the next).
 */
export function runAuthorizationMatrix(title: string, rows: MatrixRow[]) {
  describe(`authorization matrix: ${title}`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp();
    });
    afterAll(() => t.close());

    for (const row of rows) {
      it(row.endpoint, async () => {
        const results: Record<string, number> = {};
        for (const relation of RELATIONS) {
          const world: AuthzWorld = await buildAuthzWorld(t.db);
          const request = await row.request(world, relation, t);
          const headers = { ...(request.headers ?? {}) };
          if (relation !== 'unauthenticated') headers.authorization = `Bearer ${world.users[relation].token}`;
          const res = await t.app.inject({
            method: request.method,
            url: request.url,
            payload: request.payload as never,
            headers,
          });
          results[relation] = res.statusCode;
        }
        expect(results).toEqual(row.expect);
      });
    }
  });
}
