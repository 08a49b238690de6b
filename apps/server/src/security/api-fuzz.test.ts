import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fuzzApi } from '../../test/fuzz/api-fuzzer.ts';
import {
  askForGasketMd,
  type DocumentsWorld,
  documentsWorld,
  portalTokenFor,
} from '../modules/documents/documents.fixture.ts';
import { openSession } from '../modules/sessions/session.service.ts';

/** Inputs per operation: a few in `npm test`, 200 or more in `npm run fuzz`. */
const PER_OPERATION = Number(process.env.FUZZ_INPUTS_PER_OPERATION ?? 15);
const SEED = Number(process.env.FUZZ_SEED ?? 20261124);
const REPORT = process.env.FUZZ_REPORT;

describe('every API operation, fed malformed input by a user with access', () => {
  let w: DocumentsWorld;
  const knownIds: string[] = [];

  beforeAll(async () => {
    w = await documentsWorld();
    const askedId = await askForGasketMd(w);
    knownIds.push(w.bucketId, w.expert.id, w.expert.accountId, askedId, ...Object.values(w.ids));
    knownIds.push(await portalTokenFor(w.t, 'orders@hanse.example'));
    const other = (await w.t.db.execute(
      sql`select id from projects union all select id from teams union all select id from purchase_orders`,
    )) as unknown as { rows: { id: string }[] };
    knownIds.push(...other.rows.map((row) => row.id));
  });
  afterAll(() => w.t.close());

  it(`never answers 5xx, always answers errors in the catalogue's shape, and changes nothing when it refuses (${PER_OPERATION} inputs per operation)`, async () => {
    const started = Date.now();
    const result = await fuzzApi({
      t: w.t,
      token: w.expert.token,
      knownIds,
      perOperation: PER_OPERATION,
      seed: SEED,
      renewToken: async () =>
        (
          await openSession(w.t.db, {
            accountId: w.expert.accountId,
            userId: w.expert.id,
            now: w.t.deps.now(),
          })
        ).token,
    });
    if (REPORT) {
      fs.writeFileSync(
        REPORT,
        [
          '# API fuzz run',
          '',
          `Last run: ${new Date().toISOString()} — \`npm run fuzz\` (seed ${SEED}, ${PER_OPERATION} malformed inputs per operation,`,
          'as an expert of the company with real ids of its data; `apps/server/test/fuzz/`).',
          '',
          `- operations: ${result.operations}`,
          `- requests: ${result.requests}`,
          `- answers by status: ${Object.entries(result.statuses)
            .map(([status, n]) => `${status}: ${n}`)
            .join(', ')}`,
          `- findings (5xx, error answers outside the catalogue's shape, refused requests that changed data): ${result.findings.length}`,
          `- duration: ${Math.round((Date.now() - started) / 1000)} s on PGlite`,
          '',
          ...result.findings
            .slice(0, 50)
            .map((f) => `- \`${f.operation}\` ${f.status}: ${f.problem} — \`${f.input.slice(0, 120)}\``),
          '',
        ].join('\n'),
      );
    }
    expect(result.operations).toBeGreaterThan(80);
    expect(result.findings).toEqual([]);
  }, 600_000);
});
