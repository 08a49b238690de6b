import { fullName, isoWeekOf } from '@keelson/domain';
import { and, eq, isNull, ne, or } from 'drizzle-orm';
import type { AppDeps } from '../../app-context.ts';
import type { Database } from '../../db/client.ts';
import { fleetDigestSubscriptions, users } from '../../db/schema/index.ts';
import { forbidden } from '../../errors.ts';
import { fleetDigestMail } from '../../mail/fleet-digest-mails.ts';
import { mailsQueued, queueMail } from '../../mail/mail-job.ts';
import { loadBucketAccess } from '../access/bucket-access.ts';
import { loadFleet } from './fleet.service.ts';
import { type FleetScopeCompany, loadFleetScope } from './fleet-scope.queries.ts';
import { topOverdueSuppliers } from './fleet-suppliers.queries.ts';

type Caller = { userId: string; now: Date };

/**
 * The companies of the caller's fleet they manage (capability ihm.maint.is_manager): what their
 * digest covers. One access check per company, only here, where a caller has a handful.
 */
export async function managedScope(db: Database, caller: Caller): Promise<FleetScopeCompany[]> {
  const scope = await loadFleetScope(db, caller);
  const managed: FleetScopeCompany[] = [];
  for (const company of scope) {
    const access = await loadBucketAccess(db, company.id, caller.userId, caller.now);
    if (access?.capabilities.includes('ihm.maint.is_manager')) managed.push(company);
  }
  return managed;
}

/** The caller's digest choice, and whether they manage a company (only managers may ask for it). */
export async function digestSetting(db: Database, caller: Caller) {
  const [row] = await db
    .select({ weeklyDigest: fleetDigestSubscriptions.weeklyDigest })
    .from(fleetDigestSubscriptions)
    .where(eq(fleetDigestSubscriptions.userId, caller.userId));
  const manager = (await managedScope(db, caller)).length > 0;
  return { weekly_digest: Boolean(row?.weeklyDigest), manager };
}

/** Switches the weekly digest on (managers only: 403 otherwise) or off (anyone). */
export async function setDigestSetting(db: Database, caller: Caller & { weeklyDigest: boolean }) {
  const manager = (await managedScope(db, caller)).length > 0;
  if (caller.weeklyDigest && !manager) throw forbidden('Only managers of a company receive the fleet digest');
  await db
    .insert(fleetDigestSubscriptions)
    .values({ userId: caller.userId, weeklyDigest: caller.weeklyDigest })
    .onConflictDoUpdate({
      target: fleetDigestSubscriptions.userId,
      set: { weeklyDigest: caller.weeklyDigest },
    });
  return { weekly_digest: caller.weeklyDigest, manager };
}

const DIGEST_SUPPLIERS = 10;

/**
 * Mails this week's digest to every subscriber who manages a company and has not had it this
 * week: the mail is queued and the week recorded in one transaction, so a retried or repeated run
 * sends nothing twice. A subscriber who manages nothing any more gets nothing (and keeps the choice).
 */
export async function sendWeeklyDigests(deps: AppDeps, now: Date) {
  const week = isoWeekOf(now);
  const due = await deps.db
    .select({ userId: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(fleetDigestSubscriptions)
    .innerJoin(users, eq(users.id, fleetDigestSubscriptions.userId))
    .where(
      and(
        eq(fleetDigestSubscriptions.weeklyDigest, true),
        or(isNull(fleetDigestSubscriptions.lastSentWeek), ne(fleetDigestSubscriptions.lastSentWeek, week)),
      ),
    );
  let sent = 0;
  for (const user of due) {
    const caller = { userId: user.userId, now };
    const scope = await managedScope(deps.db, caller);
    if (scope.length === 0) continue;
    const fleet = await loadFleet(deps.db, caller, scope);
    const suppliers = await topOverdueSuppliers(deps.db, { scope, now, limit: DIGEST_SUPPLIERS });
    const mail = fleetDigestMail({
      publicUrl: deps.config.publicUrl,
      email: user.email,
      name: fullName({ first_name: user.firstName, last_name: user.lastName, email: user.email }),
      week,
      fleet,
      suppliers,
    });
    await deps.db.transaction(async (tx) => {
      await queueMail(deps, tx, mail);
      await tx
        .update(fleetDigestSubscriptions)
        .set({ lastSentWeek: week })
        .where(eq(fleetDigestSubscriptions.userId, user.userId));
    });
    sent += 1;
  }
  if (sent > 0) mailsQueued(deps);
  return sent;
}
