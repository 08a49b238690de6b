import { ZErrorAnswer, ZHealth } from '@keelson/contract';
import { sql } from 'drizzle-orm';
import type { RoutesPlugin } from '../../app-context.ts';

export const healthRoutes: RoutesPlugin = (app, deps) => {
  app.get(
    '/health',
    {
      schema: {
        summary: 'Liveness and database check',
        tags: ['system'],
        response: { 200: ZHealth, 503: ZErrorAnswer },
      },
    },
    async (_request, reply) => {
      try {
        await deps.db.execute(sql`select 1`);
      } catch (error) {
        _request.log.error({ err: error }, 'database check failed');
        return reply
          .status(503)
          .send({ code: 'database_unavailable', error: 'Database unavailable', details: null });
      }
      return { status: 'ok' as const, database: deps.dbKind };
    },
  );
};
