// The survey at the size of a large ship, through the real app, on real PostgreSQL.
// Run: npm run bench survey (BENCH_DATABASE_URL; the bench creates and drops `keelson_bench_survey`).
//
// 1. An expert's ship project with 4 decks of 2 plans (images marked ready); 5,000 spots with one
//    check each (sample and visual, spread over the plans, a tenth archived) and 20,000 results
//    (four per check), inserted set-based; contamination levels set as the app keeps them.
// 2. VACUUM ANALYZE, then through app.inject with a Bearer session: the check list's first page
//    (50 checks with spots, results and photos), a search, the archived section, and one plan with
//    its ~560 check points — 50 runs each after 3 warm-ups, p50/p95 in ms. Goal (issue 14): p95 < 50 ms.
// 3. 100 photos (1,600 × 1,200 JPEG, EXIF-rotated) uploaded and their thumbnails and full images
//    made by the photo job in this process. Goal: < 20 s.

import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { checkImages, checks, deckplans } from '../apps/server/src/db/schema/index.ts';
import { checkPhotoJob } from '../apps/server/src/modules/survey/check-photo.job.ts';
import { photoKeys } from '../apps/server/src/modules/survey/photo-links.ts';
import { putBuffer } from '../apps/server/src/storage/file-storage.ts';
import { auth, createProject, createTeam, createUser } from '../apps/server/test/factories.ts';
import { benchApp, benchChecks, benchDatabase, benchPlans, measure } from './bench-support.ts';

const CHECKS = 5_000;
const RESULTS_PER_CHECK = 4;
const PHOTOS = 100;
const RUNS = 50;

const { handle, drop } = await benchDatabase('keelson_bench_survey');
const started = performance.now();
try {
  const db = handle.db;
  const expert = await createUser(db);
  const team = await createTeam(db, {
    features: ['ihm.expert', 'ihm.maint'],
    members: [{ user: expert, role: 'legal' }],
  });
  const { project } = await createProject(db, { teamId: team.id });
  await benchPlans(db, project.id);
  await benchChecks(db, project.id, {
    count: CHECKS,
    resultsPerCheck: RESULTS_PER_CHECK,
    archiveEveryTenth: true,
  });
  console.log(
    `setup: ${CHECKS} checks, ${CHECKS * RESULTS_PER_CHECK} results on 8 plans in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  const { app, deps, close } = await benchApp(handle);
  const [plan] = await db.select().from(deckplans).where(eq(deckplans.projectId, project.id)).limit(1);
  const get = (url: string) => () => app.inject({ method: 'GET', url: `/api${url}`, headers: auth(expert) });
  const cases: [string, string][] = [
    ['check list, page 0 (50 with spots, results, photos)', `/ihm/projects/${project.id}/checks`],
    ['check list, page 40', `/ihm/projects/${project.id}/checks?page_offset=2000`],
    ['check list, search "equipment 17"', `/ihm/projects/${project.id}/checks?search=equipment%2017`],
    ['check list, archived', `/ihm/projects/${project.id}/checks?archived=true`],
    ['a plan with its check points', `/ihm/deckplans/${plan?.id}`],
  ];
  for (const [name, url] of cases) {
    const { p50, p95 } = await measure(RUNS, get(url));
    console.log(
      `${name.padEnd(52)} p50 ${p50.toFixed(1).padStart(6)} ms  p95 ${p95.toFixed(1).padStart(6)} ms`,
    );
  }

  // 100 photos, each taken sideways (EXIF orientation 6), through the photo job.
  const [firstCheck] = await db
    .select({ id: checks.id })
    .from(checks)
    .where(eq(checks.projectId, project.id))
    .limit(1);
  const photo = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#7a8' } })
    .jpeg({ quality: 85 })
    .withMetadata({ orientation: 6 })
    .toBuffer();
  const images = await db
    .insert(checkImages)
    .values(
      Array.from({ length: PHOTOS }, () => ({ projectId: project.id, checkId: firstCheck?.id as string })),
    )
    .returning();
  for (const image of images) {
    await putBuffer(deps.files, photoKeys.original(image.id), { data: photo, contentType: 'image/jpeg' });
    await deps.jobs.send(checkPhotoJob, { imageId: image.id, version: 1 });
  }
  const t0 = performance.now();
  const made = await deps.jobs.workOff(checkPhotoJob);
  const seconds = (performance.now() - t0) / 1000;
  const states = await db.select({ state: checkImages.state }).from(checkImages);
  const ready = states.filter((row) => row.state === 'ready').length;
  console.log(
    `thumbnails and full images of ${made} photos (1600 × 1200, EXIF-rotated): ${seconds.toFixed(1)} s, ${ready} ready`,
  );
  await close();
} finally {
  await drop();
}
