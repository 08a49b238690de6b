import { type Contamination, checkContaminationLevel } from '@keelson/domain';
import { asc, count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import {
  attachments,
  checkImages,
  checks,
  deckplans,
  decks,
  imgcropJobs,
  signatures,
  spots,
  surveyResults,
  vscpEntries,
} from '../db/schema/index.ts';
import { checkPhotoJob } from '../modules/survey/check-photo.job.ts';
import { photoKeys } from '../modules/survey/photo-links.ts';
import { putBuffer } from '../storage/file-storage.ts';
import type { DemoDeckDeps } from './demo-decks.ts';
import { demoPdf } from './demo-pdf.ts';
import { seededRandom } from './fleet-generator.ts';

/** What an initial survey of a cargo ship examines (equipment, component, material, colour). */
const SUBJECTS = [
  {
    name: 'Pipe lagging',
    equipment: 'Steam line',
    component: 'Insulation',
    material: 'Lagging',
    color: 'white',
    hazmat: 'asb',
  },
  {
    name: 'Flange gasket',
    equipment: 'Fuel oil pump',
    component: 'Gasket',
    material: 'Compressed fibre',
    color: 'grey',
    hazmat: 'asb',
  },
  {
    name: 'Deck coating',
    equipment: 'Deck',
    component: 'Coating',
    material: 'Paint',
    color: 'red',
    hazmat: 'lead',
  },
  {
    name: 'Hull paint',
    equipment: 'Hull',
    component: 'Antifouling',
    material: 'Paint',
    color: 'black',
    hazmat: 'otin',
  },
  {
    name: 'Cable sheath',
    equipment: 'Cable tray',
    component: 'Cable',
    material: 'PVC',
    color: 'grey',
    hazmat: 'pcb',
  },
  {
    name: 'Transformer oil',
    equipment: 'Transformer',
    component: 'Oil',
    material: 'Oil',
    color: 'amber',
    hazmat: 'pcb',
  },
  {
    name: 'Fire door insulation',
    equipment: 'Fire door',
    component: 'Panel',
    material: 'Mineral board',
    color: 'white',
    hazmat: 'asb',
  },
  {
    name: 'Refrigerant',
    equipment: 'Provision cooling',
    component: 'Circuit',
    material: 'Refrigerant',
    color: 'none',
    hazmat: 'ods',
  },
  {
    name: 'Brake lining',
    equipment: 'Windlass',
    component: 'Brake',
    material: 'Friction lining',
    color: 'brown',
    hazmat: 'asb',
  },
  {
    name: 'Level switch',
    equipment: 'Bilge alarm',
    component: 'Switch',
    material: 'Mercury',
    color: 'silver',
    hazmat: 'mercury',
  },
] as const;

/** How the laboratory answered, in the proportions of a real survey: mostly clean, some finds. */
const OUTCOMES: readonly Contamination[] = ['no', 'no', 'no', 'no', 'bt', 'bt', 'maybe', 'yes', 'yes', 'no'];

const ENTRIES = 60;
const CHECKS = 40;
const PHOTOS = 12;

/** A photo as a surveyor's phone would take it: the subject's colour, its name, a little noise. */
async function demoPhoto(label: string, hue: number) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900">
    <rect width="100%" height="100%" fill="hsl(${hue},25%,55%)"/>
    <rect x="150" y="250" width="900" height="400" rx="40" fill="hsl(${hue},20%,80%)" stroke="#222" stroke-width="12"/>
    <text x="600" y="480" font-size="72" text-anchor="middle" font-family="sans-serif" fill="#111">${label}</text>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}

/**
 * A complete initial survey for the first demo ship, once per database: a VSCP of 60 entries, 40
 * checks at spots across its plans with laboratory results (asbestos contained, lead below
 * threshold, some PCHM) and photos made by the photo job in the background.
 */
export async function ensureDemoSurvey(deps: DemoDeckDeps, props: { projectId: string; expertId: string }) {
  const { db } = deps;
  const [existing] = await db
    .select({ n: count() })
    .from(checks)
    .where(eq(checks.projectId, props.projectId));
  if ((existing?.n ?? 0) > 0) return;
  const plans = await db
    .select({ id: deckplans.id, deckId: deckplans.deckId })
    .from(deckplans)
    .innerJoin(decks, eq(decks.id, deckplans.deckId))
    .where(eq(deckplans.projectId, props.projectId))
    .orderBy(asc(decks.position));
  if (plans.length === 0) return;
  const random = seededRandom(0x73757276);
  const base = { projectId: props.projectId, createdByUserId: props.expertId };
  const entries = await db
    .insert(vscpEntries)
    .values(
      Array.from({ length: ENTRIES }, (_, index) => {
        const subject = SUBJECTS[index % SUBJECTS.length] as (typeof SUBJECTS)[number];
        const plan = plans[index % plans.length] as (typeof plans)[number];
        return {
          ...base,
          index,
          checkType: index % 3 === 0 ? ('visual' as const) : ('sample' as const),
          name: `${subject.name} ${Math.floor(index / SUBJECTS.length) + 1}`,
          suspectedHazmats: [subject.hazmat],
          equipment: subject.equipment,
          component: subject.component,
          material: subject.material,
          color: subject.color,
          deckId: plan.deckId,
          deckplanId: plan.id,
          documentAnalysisResults: {
            [subject.hazmat]: random.pick(['yes', 'no', 'maybe', 'unknown'] as const),
          },
        };
      }),
    )
    .returning({ id: vscpEntries.id, checkType: vscpEntries.checkType });
  for (let index = 0; index < CHECKS; index += 1) {
    const subject = SUBJECTS[index % SUBJECTS.length] as (typeof SUBJECTS)[number];
    const plan = plans[index % plans.length] as (typeof plans)[number];
    const entry = entries[index];
    const [spot] = await db
      .insert(spots)
      .values({
        ...base,
        deckId: plan.deckId,
        deckplanId: plan.id,
        x: random.int(650, 3550),
        y: random.int(300, 700),
        compartment: subject.equipment,
        location: `Frame ${random.int(10, 140)}`,
      })
      .returning();
    if (!spot) throw new Error('demo spot not created');
    const outcome = OUTCOMES[index % OUTCOMES.length] as Contamination;
    const type = entry?.checkType ?? 'sample';
    const [check] = await db
      .insert(checks)
      .values({
        ...base,
        index,
        spotId: spot.id,
        deckId: plan.deckId,
        deckplanId: plan.id,
        vscpEntryId: entry?.id ?? null,
        type,
        name: subject.name,
        equipment: subject.equipment,
        component: subject.component,
        material: subject.material,
        color: subject.color,
        suspectedHazmats: [subject.hazmat],
        approxMass: `${random.int(1, 40)} kg`,
        contaminationLevel: checkContaminationLevel([{ contamination: outcome }]),
      })
      .returning();
    if (!check) throw new Error('demo check not created');
    await db.insert(surveyResults).values({
      ...base,
      checkId: check.id,
      hazmat: subject.hazmat,
      contamination: outcome,
      concentration: outcome === 'no' ? null : outcome === 'bt' ? random.int(10, 90) : random.int(120, 5000),
      concentrationUnit: outcome === 'no' ? null : 'mg/kg',
      hazmatDetails: outcome === 'yes' && subject.hazmat === 'asb' ? 'Chrysotile' : null,
    });
    if (index < PHOTOS) {
      const [image] = await db
        .insert(checkImages)
        .values({
          ...base,
          checkId: check.id,
          filename: `${subject.name.toLowerCase().replaceAll(' ', '-')}.jpg`,
          // Every third photo was cropped to its subject (an imgcrop job's outcome; undo shows all).
          crop: index % 3 === 0 ? { left: 0.1, top: 0.1, width: 0.8, height: 0.8 } : null,
        })
        .returning();
      if (!image) throw new Error('demo photo not created');
      if (image.crop)
        await db.insert(imgcropJobs).values({
          projectId: image.projectId,
          checkImageId: image.id,
          crop: image.crop,
          status: 'succeeded',
          createdByUserId: image.createdByUserId,
          finishedAt: image.createdAt,
        });
      await putBuffer(deps.files, photoKeys.original(image.id), {
        data: await demoPhoto(subject.name, (index * 37) % 360),
        contentType: 'image/jpeg',
      });
      const jobId = await deps.jobs.send(checkPhotoJob, { imageId: image.id, version: 1 });
      await db.update(checkImages).set({ jobId }).where(eq(checkImages.id, image.id));
    }
  }
}

/** A handwritten-looking signature: a name in a flowing stroke on white. */
const demoSignature = (name: string) =>
  sharp(
    Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="600" height="200">
      <rect width="100%" height="100%" fill="#fff"/>
      <path d="M30 140 C 90 40, 130 180, 190 90 S 300 160, 360 80 S 470 150, 560 70" fill="none" stroke="#123" stroke-width="5"/>
      <text x="40" y="185" font-size="22" font-family="serif" fill="#456">${name}</text>
    </svg>`),
  )
    .png()
    .toBuffer();

/** The survey's signatures (preparation, approval) and attachments, with their files. */
export async function ensureDemoSurveyFiles(
  deps: DemoDeckDeps,
  props: { projectId: string; expertId: string },
) {
  const { db } = deps;
  const [existing] = await db
    .select({ n: count() })
    .from(signatures)
    .where(eq(signatures.projectId, props.projectId));
  if ((existing?.n ?? 0) > 0) return;
  const base = { projectId: props.projectId, createdByUserId: props.expertId };
  for (const [index, person] of [
    { target: 'preparation', personName: 'Dana Expert', personRole: 'IHM expert', location: 'Hamburg' },
    { target: 'approval', personName: 'Captain J. Smit', personRole: 'Master', location: 'Rotterdam' },
  ].entries()) {
    const [row] = await db
      .insert(signatures)
      .values({ ...base, ...person, index, date: '2026-10-14', imageVersion: 1 })
      .returning();
    if (row)
      await putBuffer(deps.files, `signatures/${row.id}/v1`, {
        data: await demoSignature(person.personName),
        contentType: 'image/png',
      });
  }
  for (const [index, file] of [
    {
      type: 'lab_results',
      title: 'Laboratory report 2026-114',
      lines: ['40 samples', 'Asbestos: 8 contained', 'Lead: 8 below threshold'],
    },
    {
      type: 'cert_approved_lab',
      title: 'Accreditation of the laboratory',
      lines: ['ISO/IEC 17025', 'Valid until 2028'],
    },
    {
      type: 'general_arrangement_plan',
      title: 'General arrangement plan',
      lines: ['Decks, holds and engine room'],
    },
  ].entries()) {
    const data = demoPdf(file.title, file.lines);
    const [row] = await db
      .insert(attachments)
      .values({
        ...base,
        index,
        type: file.type,
        title: file.title,
        relatedHazmats: file.type === 'lab_results' ? ['asb', 'lead'] : [],
        filename: `${file.title.toLowerCase().replaceAll(' ', '-')}.pdf`,
        fileType: 'application/pdf',
        fileSize: data.length,
        fileVersion: 1,
      })
      .returning();
    if (row)
      await putBuffer(deps.files, `attachments/${row.id}/v1`, { data, contentType: 'application/pdf' });
  }
}
