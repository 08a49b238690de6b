import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  checkImages,
  checks,
  deckplans,
  decks,
  generatedReports,
  spots,
  surveyResults,
  vesselSurveys,
} from '../../src/db/schema/index.ts';
import { readPdf } from '../../src/modules/reports/pdf/pdf-reading.fixture.ts';
import { reportKeys } from '../../src/modules/reports/report-keys.ts';
import { requestReport } from '../../src/modules/reports/reports.service.ts';
import { photoKeys } from '../../src/modules/survey/photo-links.ts';
import type { Runtime } from '../../src/runtime.ts';
import { putBuffer, readBuffer } from '../../src/storage/file-storage.ts';
import { createProject, createTeam, createUser } from '../factories.ts';
import { openProcessWorld, stopChild } from './child-process.ts';

// A dead worker holds a generation this long before another worker gets it (set before the job is defined).
vi.hoisted(() => {
  process.env.REPORT_JOB_TIMEOUT_SECONDS = '4';
});

const CHECKS = 120;
const PHOTOS = 40;

describe('a worker killed while it generates a report', () => {
  let world: Awaited<ReturnType<typeof openProcessWorld>>;
  let runtime: Runtime;

  beforeAll(async () => {
    world = await openProcessWorld('killed-report', { REPORT_JOB_TIMEOUT_SECONDS: '4' });
    runtime = world.runtime;
  }, 60_000);
  afterAll(() => world?.close());

  it('never shows a half-written version: not success until its files are whole; the retry finishes it', async () => {
    const { db, files } = runtime.deps;
    const user = await createUser(db);
    const team = await createTeam(db, { members: [{ user, role: 'legal' }] });
    const { project } = await createProject(db, { teamId: team.id });
    await db.insert(vesselSurveys).values({ projectId: project.id, data: { ship: { name: 'MV Killed' } } });
    const [deck] = await db.insert(decks).values({ projectId: project.id, name: 'Main deck' }).returning();
    const [plan] = await db
      .insert(deckplans)
      .values({ projectId: project.id, deckId: deck?.id as string, name: 'Main deck' })
      .returning();
    const at = { projectId: project.id, deckId: deck?.id as string, deckplanId: plan?.id as string };
    const photo = await sharp({
      create: {
        width: 1600,
        height: 1200,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 40 },
      },
    })
      .jpeg()
      .toBuffer();
    for (let n = 0; n < CHECKS; n++) {
      const [spot] = await db
        .insert(spots)
        .values({ ...at, x: n, y: n })
        .returning();
      const [check] = await db
        .insert(checks)
        .values({ ...at, spotId: spot?.id as string, type: 'sample', name: `Gasket ${n}`, index: n })
        .returning();
      const checkId = check?.id as string;
      await db
        .insert(surveyResults)
        .values({ projectId: project.id, checkId, hazmat: 'asb', contamination: 'yes' });
      if (n < PHOTOS) {
        const [image] = await db
          .insert(checkImages)
          .values({ projectId: project.id, checkId, state: 'ready' })
          .returning();
        await putBuffer(files, photoKeys.variant(image?.id as string, 1, 'full'), {
          data: photo,
          contentType: 'image/jpeg',
        });
      }
    }
    const { row } = await requestReport(runtime.deps, {
      projectId: project.id,
      userId: user.id,
      body: { type: 'ihm', variant: 'ab', with_photos: false },
    });
    const state = async () => {
      const [report] = await db.select().from(generatedReports).where(eq(generatedReports.id, row.id));
      return report;
    };

    const first = world.startWorker();
    await expect
      .poll(async () => (await state())?.status, { timeout: 60_000, interval: 10 })
      .toBe('generating');
    await stopChild(first, 'SIGKILL');
    const killed = await state();
    expect(killed?.status).toBe('generating');
    expect(killed?.files).toEqual([]);
    // Whatever the worker had stored is whole: a PDF that reads, or nothing.
    const partial = await readBuffer(files, reportKeys.file(row.id, 'pdf'));
    if (partial) expect((await readPdf(partial.data)).pages.length).toBeGreaterThan(0);

    const _second = world.startWorker();
    await expect
      .poll(async () => (await state())?.status, { timeout: 120_000, interval: 250 })
      .toBe('success');
    const done = await state();
    const pdf = await readBuffer(files, done?.files[0]?.key as string);
    const text = (await readPdf(pdf?.data as Buffer)).pages.join(' ');
    expect(text).toContain(`Gasket ${CHECKS - 1}`);
    expect(done?.files[0]?.fileSize).toBe(pdf?.data.length);
  }, 240_000);
});
