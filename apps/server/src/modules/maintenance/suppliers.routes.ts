import { ZIdParam, ZSupplier, ZSupplierPatch } from '@keelson/contract';
import type { RoutesPlugin } from '../../app-context.ts';
import { errorAnswers } from '../../errors.ts';
import { authOf, requireSession } from '../sessions/session-auth.ts';
import { patchSupplier } from './supplier-patch.service.ts';

const errors = errorAnswers(400, 401, 403, 404);

/** A supplier of a company as its managers keep it: the name and where its requests are mailed. */
export const suppliersRoutes: RoutesPlugin = (app, deps) => {
  const tags = ['maintenance'];
  const onRequest = requireSession(deps);

  app.patch(
    '/ihm/maint/suppliers/:id',
    {
      onRequest,
      schema: {
        tags,
        summary: "Change a supplier's name or contact e-mails (the company's managers)",
        params: ZIdParam,
        body: ZSupplierPatch,
        response: { 200: ZSupplier, ...errors },
      },
    },
    async (request) =>
      patchSupplier(deps, {
        userId: authOf(request).userId,
        supplierId: request.params.id,
        patch: request.body,
      }),
  );
};
