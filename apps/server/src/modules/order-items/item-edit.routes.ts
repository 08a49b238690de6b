import { ZIdParam, ZItemEdit, ZPurchaseOrderItem, ZSelectItemDocument } from '@keelson/contract';
import type { RoutesPlugin } from '../../app-context.ts';
import { errorAnswers } from '../../errors.ts';
import { authOf, requireSession } from '../sessions/session-auth.ts';
import { editItem, selectDocument } from './item-edit.service.ts';
import { answerItem, itemAccess } from './item-route-helpers.ts';

const errors = errorAnswers(400, 401, 403, 404, 409);

/** An expert's edits of an item and the selection of its MD and SDoC (docs/decisions/0010). */
export const itemEditRoutes: RoutesPlugin = (app, deps) => {
  const tags = ['maintenance'];
  const onRequest = requireSession(deps);

  app.patch(
    '/ihm/maint/purchase-order-items/:id',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Edit remarks, description, quantities, unit or delivery code (only the fields sent)',
        params: ZIdParam,
        body: ZItemEdit,
        response: { 200: ZPurchaseOrderItem, ...errors },
      },
    },
    async (request) => {
      await itemAccess(deps, request, request.params.id, true);
      await editItem(deps, request.params.id, request.body);
      return answerItem(deps, request.params.id);
    },
  );

  app.post(
    '/ihm/maint/purchase-order-items/:id/select-document',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Select (or with null unselect) a company MD or SDoC for the item',
        params: ZIdParam,
        body: ZSelectItemDocument,
        response: { 200: ZPurchaseOrderItem, ...errors },
      },
    },
    async (request) => {
      await itemAccess(deps, request, request.params.id, true);
      await selectDocument(deps, {
        itemId: request.params.id,
        userId: authOf(request).userId,
        type: request.body.type,
        documentId: request.body.document_id,
      });
      return answerItem(deps, request.params.id);
    },
  );
};
