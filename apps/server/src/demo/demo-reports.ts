import { count, eq } from 'drizzle-orm';
import type { AppDeps } from '../app-context.ts';
import { generatedReports, vesselSurveys } from '../db/schema/index.ts';
import { requestReport } from '../modules/reports/reports.service.ts';
import { checkPhotoJob } from '../modules/survey/check-photo.job.ts';

/** The survey data of the demo ship's IHM: what the cover and particulars of its reports print. */
const DEMO_VESSEL_SURVEY = {
  general: {
    report_number: 'IHM-2026-001',
    revision: '1',
    prepared_for: 'Nordlicht Shipping GmbH',
    language: 'English',
  },
  ship: {
    name: 'MV Nordlicht',
    imo_number: '9300001',
    flag: 'Malta',
    port_of_registry: 'Valletta',
    ship_type: 'General cargo ship',
    gross_tonnage: 28_500,
    delivery_date: '2008-05-14',
    shipyard: 'Jiangnan Shipyard',
    owner: 'Nordlicht Shipping GmbH',
    owner_address: 'Am Sandtorkai 1, 20457 Hamburg',
    manager: 'Keelson Demo Ship Management',
    classification_society: 'DNV',
  },
  survey: {
    started_on: '2026-03-02',
    finished_on: '2026-03-04',
    location: 'Rotterdam',
    surveyor: 'Dana Expert',
    company: 'Keelson Demo Experts',
  },
  texts: {
    introduction: 'Initial visual and sampling check of MV Nordlicht per IMO resolution MEPC.379(80).',
    scope: 'Engine room, accommodation, main deck and hull.',
    limitations: 'Areas behind fixed linings were not opened.',
  },
  laboratories: [{ name: 'Hanse Analytical Laboratory', address: 'Bremen', accreditation: 'ISO/IEC 17025' }],
  analysis: [
    { hazmat: 'asb' as const, method: 'PLM and TEM', standard: 'ISO 22262-1' },
    { hazmat: 'lead' as const, method: 'XRF, confirmed by ICP-OES', standard: 'EN 16170' },
  ],
};

/**
 * The demo ship's survey data and its first reports: IHM Part I and its maintenance (Annexes I
 * and II), requested once; the worker generates them after `npm start`.
 */
export async function ensureDemoReports(deps: AppDeps, props: { projectId: string; expertId: string }) {
  await deps.db
    .insert(vesselSurveys)
    .values({ projectId: props.projectId, data: DEMO_VESSEL_SURVEY, updatedByUserId: props.expertId })
    .onConflictDoNothing();
  const [existing] = await deps.db
    .select({ n: count() })
    .from(generatedReports)
    .where(eq(generatedReports.projectId, props.projectId));
  if ((existing?.n ?? 0) > 0) return;
  // The demo's photos first: a Part I requested before them would be out of date at once.
  await deps.jobs.workOff(checkPhotoJob);
  for (const type of ['ihm', 'ihmmaint'] as const)
    await requestReport(deps, {
      projectId: props.projectId,
      userId: props.expertId,
      body: { type, variant: 'abeu', with_photos: false },
    });
}
