import type { Capability } from '@keelson/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-context.ts';
import { rules } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';
import { requireBucketAccess } from '../access/bucket-access.ts';
import { authOf } from '../sessions/session-auth.ts';

/** Experts and rules managers see and write rules (spec section 6: expert-or-rules-manager). */
export const EXPERT_OR_RULES_MANAGER: readonly Capability[] = [
  'ihm.maint.is_expert',
  'ihm.maint.is_rules_manager',
];

/**
 * The caller's right on a company's rules: reading, writing (create, enable, disable) or managing
 * (confirm, reset, target buckets, batch jobs — rules managers only).
 */
export function rulesAccess(
  deps: AppDeps,
  request: FastifyRequest,
  bucketId: string,
  level: 'read' | 'write' | 'manage',
) {
  return requireBucketAccess(deps.db, {
    bucketId,
    userId: authOf(request).userId,
    now: deps.now(),
    write: level !== 'read',
    capability: level === 'manage' ? 'ihm.maint.is_rules_manager' : EXPERT_OR_RULES_MANAGER,
  });
}

/** The rule of that company, or 404. */
export async function findRule(deps: AppDeps, bucketId: string, ruleId: string) {
  const [rule] = await deps.db
    .select()
    .from(rules)
    .where(and(eq(rules.id, ruleId), eq(rules.bucketId, bucketId)));
  if (!rule) throw notFound();
  return rule;
}
