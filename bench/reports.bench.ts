// The IHM Part I of a large survey, generated through the real app and job, on real PostgreSQL.
// Run: npm run bench reports (BENCH_DATABASE_URL; the bench creates and drops `keelson_bench_reports`).
//
// 1. An expert's ship project with survey data, 8 plans (marked ready, no tiles: the plan pages say
//    so), 1,000 checks with 4 results each (set-based) and 300 photos (1,600 × 1,200 JPEG, stored as
//    the photo job leaves them: original and full image).
// 2. POST /projects/{id}/reports for an `ab` Part I with the photos zip, then the generation job in
//    this process: time, peak RSS (sampled every 50 ms), pages, PDF and zip sizes. A second request
//    without changes must return the same version at once.

import sharp from 'sharp';
import { checkImages, checks, vesselSurveys } from '../apps/server/src/db/schema/index.ts';
import { readPdf } from '../apps/server/src/modules/reports/pdf/pdf-reading.fixture.ts';
import { reportJob } from '../apps/server/src/modules/reports/report.job.ts';
import { photoKeys } from '../apps/server/src/modules/survey/photo-links.ts';
import { putBuffer, readBuffer } from '../apps/server/src/storage/file-storage.ts';
import { auth, createProject, createTeam, createUser } from '../apps/server/test/factories.ts';
import { benchApp, benchChecks, benchDatabase, benchPlans } from './bench-support.ts';

const CHECKS = 1_000;
const RESULTS_PER_CHECK = 4;
const PHOTOS = 300;
const MB = 1024 * 1024;

const { handle, drop } = await benchDatabase('keelson_bench_reports');
try {
  const db = handle.db;
  const expert = await createUser(db);
  const team = await createTeam(db, {
    features: ['ihm.expert', 'ihm.maint'],
    members: [{ user: expert, role: 'legal' }],
  });
  const { project } = await createProject(db, { teamId: team.id });
  await benchPlans(db, project.id);
  await db.insert(vesselSurveys).values({
    projectId: project.id,
    data: {
      ship: { name: 'MV Benchmark', imo_number: '9300001', flag: 'Malta' },
      general: { report_number: 'B-1' },
    },
  });
  await benchChecks(db, project.id, { count: CHECKS, resultsPerCheck: RESULTS_PER_CHECK });
  const photo = await sharp({
    create: {
      width: 1600,
      height: 1200,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 30 },
    },
  })
    .jpeg({ quality: 80 })
    .toBuffer();
  const { app, deps, close } = await benchApp(handle);
  const someChecks = await db.select({ id: checks.id }).from(checks).limit(PHOTOS);
  const images = await db
    .insert(checkImages)
    .values(
      someChecks.map((check) => ({ projectId: project.id, checkId: check.id, state: 'ready' as const })),
    )
    .returning();
  for (const image of images) {
    await putBuffer(deps.files, photoKeys.original(image.id), { data: photo, contentType: 'image/jpeg' });
    await putBuffer(deps.files, photoKeys.variant(image.id, 1, 'full'), {
      data: photo,
      contentType: 'image/jpeg',
    });
  }
  console.log(
    `setup: ${CHECKS} checks, ${CHECKS * RESULTS_PER_CHECK} results, ${PHOTOS} photos of ${(photo.length / 1024).toFixed(0)} KB`,
  );

  const ask = () =>
    app.inject({
      method: 'POST',
      url: `/api/projects/${project.id}/reports`,
      headers: auth(expert),
      payload: { type: 'ihm', variant: 'ab', with_photos: true },
    });
  const t0 = performance.now();
  const requested = await ask();
  const requestMs = performance.now() - t0;
  if (requested.statusCode !== 201) throw new Error(requested.body);
  const id = requested.json().report.id as string;
  let peak = process.memoryUsage().rss;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 50);
  const before = process.memoryUsage().rss;
  const t1 = performance.now();
  await deps.jobs.workOff(reportJob);
  const seconds = (performance.now() - t1) / 1000;
  clearInterval(sampler);
  const report = (
    await app.inject({ method: 'GET', url: `/api/reports/${id}`, headers: auth(expert) })
  ).json();
  if (report.status !== 'success') throw new Error(`report ${report.status}: ${report.error}`);
  const pdf = await readBuffer(deps.files, `reports/${id}/pdf`);
  const pages = pdf ? (await readPdf(pdf.data)).pages.length : 0;
  const t2 = performance.now();
  const again = await ask();
  const againMs = performance.now() - t2;
  console.log(`request (gather ${CHECKS} checks, hash, store content, queue): ${requestMs.toFixed(0)} ms`);
  console.log(
    `generation of the ab Part I with photos zip: ${seconds.toFixed(1)} s, ${pages} pages; ` +
      report.files
        .map((f: { kind: string; file_size: number }) => `${f.kind} ${(f.file_size / MB).toFixed(1)} MB`)
        .join(', '),
  );
  console.log(
    `RSS before ${(before / MB).toFixed(0)} MB, peak ${(peak / MB).toFixed(0)} MB (+${((peak - before) / MB).toFixed(0)} MB)`,
  );
  console.log(
    `the same request again: ${again.statusCode} reused=${again.json().reused} in ${againMs.toFixed(0)} ms`,
  );
  await close();
} finally {
  await drop();
}
