import {
  ZFleet,
  ZFleetDigest,
  ZFleetDigestSetting,
  ZFleetSuppliers,
  ZFleetSuppliersQuery,
  ZIdParam,
  ZTrend,
  ZTrendQuery,
} from '@keelson/contract';
import type { RoutesPlugin } from '../../app-context.ts';
import { errorAnswers } from '../../errors.ts';
import { authOf, requireSession } from '../sessions/session-auth.ts';
import { loadFleet } from './fleet.service.ts';
import { digestSetting, setDigestSetting } from './fleet-digest.service.ts';
import { loadFleetScope } from './fleet-scope.queries.ts';
import { topOverdueSuppliers } from './fleet-suppliers.queries.ts';
import { companyTrend, vesselTrend } from './fleet-trends.service.ts';

const errors = errorAnswers(400, 401, 403, 404);

/**
 * The fleet dashboard (issue 20): every company and vessel the caller sees with its counts, the
 * suppliers with most overdue requests, the daily statistics the trend charts read, and the
 * caller's choice of the weekly digest mail.
 */
export const fleetRoutes: RoutesPlugin = (app, deps) => {
  const tags = ['fleet'];
  const onRequest = requireSession(deps);
  const caller = (request: Parameters<typeof authOf>[0]) => ({
    userId: authOf(request).userId,
    now: deps.now(),
  });

  app.get(
    '/ihm/maint/fleet',
    {
      onRequest,
      schema: {
        tags,
        summary:
          'Every company and vessel I see, with open and overdue work, Table A on board and the latest IHM report',
        response: { 200: ZFleet, ...errors },
      },
    },
    async (request) => loadFleet(deps.db, caller(request)),
  );

  app.get(
    '/ihm/maint/fleet/suppliers',
    {
      onRequest,
      schema: {
        tags,
        summary: 'The suppliers with most overdue requests across my fleet',
        querystring: ZFleetSuppliersQuery,
        response: { 200: ZFleetSuppliers, ...errors },
      },
    },
    async (request) => {
      const who = caller(request);
      const scope = await loadFleetScope(deps.db, who);
      return {
        suppliers: await topOverdueSuppliers(deps.db, { scope, now: who.now, limit: request.query.limit }),
      };
    },
  );

  app.get(
    '/ihm/maint/buckets/:id/stats/snapshots',
    {
      onRequest,
      schema: {
        tags,
        summary: "A company's daily statistics over a period (the trends; within my vessels)",
        params: ZIdParam,
        querystring: ZTrendQuery,
        response: { 200: ZTrend, ...errors },
      },
    },
    async (request) =>
      companyTrend(deps.db, { ...caller(request), bucketId: request.params.id, ...request.query }),
  );

  app.get(
    '/ihm/maint/vessels/:id/stats/snapshots',
    {
      onRequest,
      schema: {
        tags,
        summary: "A vessel's daily statistics over a period",
        params: ZIdParam,
        querystring: ZTrendQuery,
        response: { 200: ZTrend, ...errors },
      },
    },
    async (request) =>
      vesselTrend(deps.db, { ...caller(request), vesselId: request.params.id, ...request.query }),
  );

  app.get(
    '/ihm/maint/fleet/digest',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Whether I receive the weekly fleet digest mail',
        response: { 200: ZFleetDigest, ...errors },
      },
    },
    async (request) => digestSetting(deps.db, caller(request)),
  );

  app.put(
    '/ihm/maint/fleet/digest',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Ask for the weekly fleet digest mail (managers) or stop it',
        body: ZFleetDigestSetting,
        response: { 200: ZFleetDigest, ...errors },
      },
    },
    async (request) =>
      setDigestSetting(deps.db, { ...caller(request), weeklyDigest: request.body.weekly_digest }),
  );
};
