import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Who a change is made by (issue 20, decision 0036): a signed-in user, an external system through its
 * API key, a supplier through a portal link, a rule, an import job, or the system (schedules, the
 * evaluation's own refreshes). Every transaction hands it to the database, whose audit triggers write
 * it beside each change (`keelson.actor`).
 */
export type AuditActor =
  | { kind: 'user'; id: string }
  | { kind: 'api_key'; id: string }
  | { kind: 'supplier_portal'; id: string }
  | { kind: 'rule'; id: string }
  | { kind: 'import_job'; id: string }
  | { kind: 'system' };

export const AUDIT_ACTOR_KINDS = [
  'user',
  'api_key',
  'supplier_portal',
  'rule',
  'import_job',
  'system',
] as const;

// A request's slot holds the request, not its actor: the session or key is found by the route's own
// onRequest hook, after the slot was opened, and read when the first transaction starts.
type Slot = { actor?: AuditActor; request?: FastifyRequest };

const slots = new AsyncLocalStorage<Slot>();

/** Runs `work` as `actor`: the jobs and the supplier portal name who acts for the changes they make. */
export function actingAs<T>(actor: AuditActor, work: () => T): T {
  return slots.run({ actor }, work);
}

/**
 * Names the actor of the request running now, for credentials no route hook knows: the supplier
 * portal's mailed token names a portal link.
 */
export function nameRequestActor(actor: AuditActor): void {
  const slot = slots.getStore();
  if (slot) slot.actor = actor;
}

/** The actor of the code running now, or undefined outside any request or job. */
export function currentActor(): AuditActor | undefined {
  const slot = slots.getStore();
  if (!slot) return undefined;
  if (slot.actor) return slot.actor;
  const request = slot.request;
  if (request?.apiKey) return { kind: 'api_key', id: request.apiKey.keyId };
  if (request?.auth) return { kind: 'user', id: request.auth.userId };
  return undefined;
}

/**
 * Opens a slot per request before any other hook, so every transaction of the request, whichever
 * route's hooks authenticated it, finds its caller. (`done` inside `run` carries the store through
 * Fastify's hook chain to the handler.)
 */
export function registerAuditActor(app: FastifyInstance) {
  app.addHook('onRequest', (request, _reply, done) => {
    slots.run({ request }, done);
  });
}
