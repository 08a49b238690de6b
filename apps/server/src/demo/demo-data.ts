import { deriveAccountKey } from '@keelson/domain';
import { eq, inArray } from 'drizzle-orm';
import type { AppDeps } from '../app-context.ts';
import { actingAs } from '../audit/audit-actor.ts';
import type { TConfig } from '../config.ts';
import type { DatabaseKind } from '../db/client.ts';
import { accounts, projects, ships, users } from '../db/schema/index.ts';
import { hashAccountKey } from '../security/key-hash.ts';
import { ensureDemoDecks } from './demo-decks.ts';
import { ensureDemoDocuments } from './demo-documents.ts';
import { ensureDemoImports } from './demo-imports.ts';
import { ensureDemoInventory } from './demo-inventory.ts';
import { ensureDemoMaintenance } from './demo-maintenance.ts';
import { DEMO_SHIPS, ensureDemoOrganisation } from './demo-organisation.ts';
import { ensureDemoReports } from './demo-reports.ts';
import { ensureDemoRules } from './demo-rules.ts';
import { ensureDemoStatsHistory } from './demo-stats-history.ts';
import { ensureDemoSurvey, ensureDemoSurveyFiles } from './demo-survey.ts';
import { ensureDemoTags } from './demo-tags.ts';

export const DEMO_ACCOUNTS = [
  { email: 'expert@demo.keelson', password: 'keelson-demo', firstName: 'Erik', lastName: 'Expert' },
  { email: 'crew@demo.keelson', password: 'keelson-demo', firstName: 'Carla', lastName: 'Crew' },
] as const;

/** Demo data goes only into the embedded database, or anywhere if asked for with KEELSON_DEMO=true. */
export function wantsDemoData(config: TConfig, kind: DatabaseKind): boolean {
  return config.demo === 'true' || (config.demo === 'auto' && kind === 'pglite');
}

/**
 * Creates what is missing of the demo: the accounts, then the expert team with its buckets, two
 * ships with IHM projects and the crew user's grant, then a year of the fleet's purchase orders in
 * the maintenance bucket, then the documents, requests and reuses of the expert's work on them
 * (files in `files`; all evaluated at `now`). Returns the accounts a visitor can sign in with.
 */
export async function ensureDemoData(deps: AppDeps, now: Date = new Date()) {
  const { db } = deps;
  const userIds = new Map<string, string>();
  for (const demo of DEMO_ACCOUNTS) {
    const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, demo.email));
    if (existing) {
      userIds.set(demo.email, existing.id);
      continue;
    }
    const keyHash = await hashAccountKey(await deriveAccountKey(demo.email, demo.password));
    await db.transaction(async (tx) => {
      const [account] = await tx
        .insert(accounts)
        .values({ email: demo.email, keyHash })
        .returning({ id: accounts.id });
      if (!account) throw new Error('demo account not created');
      const [user] = await tx
        .insert(users)
        .values({
          accountId: account.id,
          email: demo.email,
          firstName: demo.firstName,
          lastName: demo.lastName,
        })
        .returning({ id: users.id });
      if (!user) throw new Error('demo user not created');
      userIds.set(demo.email, user.id);
    });
  }
  const expertId = userIds.get('expert@demo.keelson');
  const crewId = userIds.get('crew@demo.keelson');
  if (!expertId || !crewId) throw new Error('demo users missing');
  await db.transaction((tx) => ensureDemoOrganisation(tx, { expertId, crewId }));
  // The demo's work is recorded in the audit trail as done by the demo's expert and crew (decision 0036).
  const asExpert = <T>(work: () => Promise<T>) => actingAs({ kind: 'user', id: expertId }, work);
  const asCrew = <T>(work: () => Promise<T>) => actingAs({ kind: 'user', id: crewId }, work);
  await asExpert(() => ensureDemoMaintenance(db, now));
  await asExpert(() => ensureDemoDocuments(deps, { expertId, now }));
  await asExpert(() => ensureDemoRules(db, { expertId, now }));
  await ensureDemoImports(deps, { expertId });
  const demoProjects = await db
    .select({ id: projects.id, imo: ships.imo })
    .from(projects)
    .innerJoin(ships, eq(ships.id, projects.shipId))
    .where(
      inArray(
        ships.imo,
        DEMO_SHIPS.map((ship) => ship.imo),
      ),
    );
  await asExpert(() =>
    ensureDemoDecks(
      deps,
      demoProjects.map((project) => project.id),
    ),
  );
  await asCrew(() => ensureDemoInventory(db, now));
  await asCrew(() => ensureDemoTags(db, { crewId }));
  const surveyed = demoProjects.find((project) => project.imo === DEMO_SHIPS[0].imo);
  if (surveyed) {
    await asExpert(() => ensureDemoSurvey(deps, { projectId: surveyed.id, expertId }));
    await asExpert(() => ensureDemoSurveyFiles(deps, { projectId: surveyed.id, expertId }));
    await asExpert(() => ensureDemoReports(deps, { projectId: surveyed.id, expertId }));
  }
  // Last: the fleet dashboard's year of trends starts from the demo as it now stands.
  await ensureDemoStatsHistory(db, now);
  return DEMO_ACCOUNTS;
}
