import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import { PRODUCT_NAME } from '@keelson/domain';
import Fastify, { type FastifyReply, type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { answerSerializerCompiler } from './answer-serializer.ts';
import type { AppDeps, RoutesPlugin } from './app-context.ts';
import { registerAuditActor } from './audit/audit-actor.ts';
import { registerErrorHandling } from './errors.ts';
import { accountsRoutes } from './modules/accounts/accounts.routes.ts';
import { apiConnectionsRoutes } from './modules/api-connections/api-connections.routes.ts';
import { apiKeysRoutes } from './modules/api-keys/api-keys.routes.ts';
import { auditRoutes } from './modules/audit/audit.routes.ts';
import { bucketsRoutes } from './modules/buckets/buckets.routes.ts';
import { decksRoutes } from './modules/decks/decks.routes.ts';
import { documentLinksRoutes } from './modules/documents/document-links.routes.ts';
import { documentRequestsRoutes } from './modules/documents/document-requests.routes.ts';
import { documentReusesRoutes } from './modules/documents/document-reuses.routes.ts';
import { documentsRoutes } from './modules/documents/documents.routes.ts';
import { supplierPortalRoutes } from './modules/documents/supplier-portal.routes.ts';
import { environmentRoutes } from './modules/environment/environment.routes.ts';
import { exportsRoutes } from './modules/exports/exports.routes.ts';
import { fleetRoutes } from './modules/fleet/fleet.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { ihmProjectsRoutes } from './modules/ihm-projects/ihm-projects.routes.ts';
import { importJobsRoutes } from './modules/imports/import-jobs.routes.ts';
import { inventoryRoutes } from './modules/inventory/inventory.routes.ts';
import { pinsRoutes } from './modules/inventory/pins.routes.ts';
import { jobsRoutes } from './modules/jobs/jobs.routes.ts';
import { catalogRoutes } from './modules/maintenance/catalog.routes.ts';
import { suppliersRoutes } from './modules/maintenance/suppliers.routes.ts';
import { activeItemsRoutes } from './modules/order-items/active-items.routes.ts';
import { checkResultsRoutes } from './modules/order-items/check-results.routes.ts';
import { itemEditRoutes } from './modules/order-items/item-edit.routes.ts';
import { orderItemsRoutes } from './modules/order-items/order-items.routes.ts';
import { purchaseOrdersRoutes } from './modules/order-items/purchase-orders.routes.ts';
import { permissionsRoutes } from './modules/permissions/permissions.routes.ts';
import { projectsRoutes } from './modules/projects/projects.routes.ts';
import { reportRoutes } from './modules/reports/reports.routes.ts';
import { acceptSuggestionsRoutes } from './modules/rules/accept-suggestions.routes.ts';
import { batchJobsRoutes } from './modules/rules/batch-jobs.routes.ts';
import { learnedRulesRoutes } from './modules/rules/learned-rules.routes.ts';
import { relevanceCheckRoutes } from './modules/rules/relevance-check.routes.ts';
import { ruleApplicationsRoutes } from './modules/rules/rule-applications.routes.ts';
import { rulesRoutes } from './modules/rules/rules.routes.ts';
import { assertSessionChecksFirst } from './modules/sessions/session-auth.ts';
import { sessionsRoutes } from './modules/sessions/sessions.routes.ts';
import { statsRoutes } from './modules/stats/stats.routes.ts';
import { checksRoutes } from './modules/survey/checks.routes.ts';
import { imgcropJobsRoutes } from './modules/survey/imgcrop-jobs.routes.ts';
import { photoRecordsRoutes } from './modules/survey/photo-records.routes.ts';
import { projectFilesRoutes } from './modules/survey/project-files.routes.ts';
import { resolutionsRoutes } from './modules/survey/resolutions.routes.ts';
import { resultsRoutes } from './modules/survey/results.routes.ts';
import { spotsRoutes } from './modules/survey/spots.routes.ts';
import { vesselSurveyRoutes } from './modules/survey/vessel-survey.routes.ts';
import { vscpRoutes } from './modules/survey/vscp.routes.ts';
import { tagsRoutes } from './modules/tags/tags.routes.ts';
import { teamsRoutes } from './modules/teams/teams.routes.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import { rejectNulCharacters } from './security/input-guard.ts';
import { redactedRequestSerializer } from './security/log-redaction.ts';
import { registerSecurityHeaders } from './security/security-headers.ts';

/** The API's modules, each mounted under the API path. */
const apiModules: RoutesPlugin[] = [
  healthRoutes,
  auditRoutes,
  accountsRoutes,
  sessionsRoutes,
  usersRoutes,
  teamsRoutes,
  projectsRoutes,
  ihmProjectsRoutes,
  decksRoutes,
  inventoryRoutes,
  pinsRoutes,
  tagsRoutes,
  spotsRoutes,
  checksRoutes,
  resultsRoutes,
  vscpRoutes,
  photoRecordsRoutes,
  imgcropJobsRoutes,
  resolutionsRoutes,
  projectFilesRoutes,
  vesselSurveyRoutes,
  reportRoutes,
  permissionsRoutes,
  bucketsRoutes,
  catalogRoutes,
  suppliersRoutes,
  orderItemsRoutes,
  rulesRoutes,
  ruleApplicationsRoutes,
  batchJobsRoutes,
  acceptSuggestionsRoutes,
  learnedRulesRoutes,
  relevanceCheckRoutes,
  importJobsRoutes,
  exportsRoutes,
  purchaseOrdersRoutes,
  itemEditRoutes,
  checkResultsRoutes,
  activeItemsRoutes,
  statsRoutes,
  fleetRoutes,
  documentsRoutes,
  documentRequestsRoutes,
  documentReusesRoutes,
  documentLinksRoutes,
  supplierPortalRoutes,
  jobsRoutes,
  apiKeysRoutes,
  apiConnectionsRoutes,
];

export const DEFAULT_WEB_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

export async function buildApp(deps: AppDeps, options: { logger?: FastifyServerOptions['logger'] } = {}) {
  const logger = options.logger ?? false;
  const app = Fastify({
    // Every request is logged with its URL: tokens and signatures in it are redacted first.
    logger:
      typeof logger === 'object' ? { ...logger, serializers: { req: redactedRequestSerializer } } : logger,
    bodyLimit: 1024 * 1024,
    trustProxy: deps.config.trustProxy,
    // The router's own refusals (a URL that does not decode, a parameter over 100 characters)
    // answer in the catalogue's shape too.
    frameworkErrors: (error, _request, reply) => {
      void (reply as FastifyReply)
        .status(400)
        .send({ code: 'bad_request', error: 'Invalid request', details: { reason: error.code } });
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(answerSerializerCompiler(deps.config.checkAnswers));
  registerAuditActor(app);
  registerErrorHandling(app);
  assertSessionChecksFirst(app);
  rejectNulCharacters(app);
  await registerSecurityHeaders(app, deps.config);

  await app.register(fastifySwagger, {
    openapi: {
      info: { title: `${PRODUCT_NAME} API`, version: deps.config.build.version },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          // Routes that admit keys say so in their `security` (modules/api-keys/api-key-auth.ts).
          apiKey: {
            type: 'apiKey',
            in: 'header',
            name: 'X-Api-Key',
            description: "A company's API key; `Authorization: ApiKey <key>` works too.",
          },
        },
      },
    },
    transform: jsonSchemaTransform,
  });

  const apiPath = deps.config.apiPath;
  await app.register(
    async (api) => {
      const typed = api.withTypeProvider<ZodTypeProvider>();
      for (const module of apiModules) module(typed, deps);
      typed.get('/docs', { schema: { hide: true } }, async () => app.swagger());
    },
    { prefix: apiPath },
  );
  environmentRoutes(app, deps);

  const webDist = deps.config.webDistDir ?? DEFAULT_WEB_DIST;
  const hasWeb = fs.existsSync(path.join(webDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, { root: webDist, wildcard: false, index: ['index.html'] });
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    const isApi = url === apiPath || url.startsWith(`${apiPath}/`);
    if (!isApi && hasWeb && request.method === 'GET') {
      // The app routes by hash: any other path is sent to the app, which routes from there.
      return reply.redirect('/');
    }
    return reply.status(404).send({ code: 'not_found', error: 'Not found', details: null });
  });

  return app;
}
