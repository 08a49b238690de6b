import { type TVesselSurvey, ZVesselSurvey } from '@keelson/contract';
import type { Contamination, HazmatCode } from '@keelson/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { groupBy } from '../../db/rows.ts';
import {
  checkImages,
  checks,
  deckplans,
  decks,
  projects,
  ships,
  signatures,
  spots,
  surveyResults,
  vesselSurveys,
} from '../../db/schema/index.ts';
import { fileKey } from '../survey/project-files.presenters.ts';
import type { ReportResult, ReportSignature } from './report-content.types.ts';

/** A check of the survey as the reports read it: what it examines, where, and its enabled results. */
export type SurveyCheck = {
  id: string;
  type: 'sample' | 'visual';
  name: string;
  equipment: string | null;
  component: string | null;
  material: string | null;
  remarks: string | null;
  approxMass: string | null;
  equipmentClasses: string[];
  deckName: string;
  deckplanId: string;
  x: number;
  y: number;
  location: string;
  level: string | null;
  results: ReportResult[];
  photos: { id: string; version: number; filename: string | null }[];
};

export type SurveyPlan = {
  id: string;
  deckName: string;
  name: string;
  width: number;
  height: number;
  imageVersion: number;
  maxZoom: number;
};

/** Everything of a project an IHM Part I shows, before a variant picks its materials. */
export type IhmProjectData = {
  projectName: string;
  survey: TVesselSurvey;
  /** Whether the surveyor saved the survey data at all (a report needs it). */
  hasSurveyData: boolean;
  signatures: ReportSignature[];
  checks: SurveyCheck[];
  plans: SurveyPlan[];
};

const where = (parts: (string | null)[]) => parts.filter((part) => part?.trim()).join(', ');

/** The project's survey for its reports, in the surveyor's order; six queries whatever its size. */
export async function loadIhmData(db: Database, projectId: string): Promise<IhmProjectData | undefined> {
  const [project] = await db
    .select({ name: projects.name, shipName: ships.name, imo: ships.imo, survey: vesselSurveys.data })
    .from(projects)
    .innerJoin(ships, eq(ships.id, projects.shipId))
    .leftJoin(vesselSurveys, eq(vesselSurveys.projectId, projects.id))
    .where(eq(projects.id, projectId));
  if (!project) return undefined;
  const survey = ZVesselSurvey.parse(project.survey ?? {});
  survey.ship.name ??= project.shipName;
  survey.ship.imo_number ??= project.imo && /^\d{7}$/.test(project.imo) ? project.imo : null;

  const signatureRows = await db
    .select()
    .from(signatures)
    .where(and(eq(signatures.projectId, projectId), eq(signatures.enabled, true)))
    .orderBy(asc(signatures.index), asc(signatures.createdAt));
  const checkRows = await db
    .select({
      check: checks,
      deckName: decks.name,
      spotLocation: spots.location,
      compartment: spots.compartment,
      position: spots.position,
      subposition: spots.subposition,
      x: spots.x,
      y: spots.y,
    })
    .from(checks)
    .innerJoin(decks, eq(decks.id, checks.deckId))
    .innerJoin(spots, eq(spots.id, checks.spotId))
    .where(and(eq(checks.projectId, projectId), eq(checks.enabled, true)))
    .orderBy(asc(checks.index), asc(checks.createdAt), asc(checks.id));
  const checkIds = checkRows.map((row) => row.check.id);
  const resultRows = checkIds.length
    ? await db
        .select()
        .from(surveyResults)
        .where(and(inArray(surveyResults.checkId, checkIds), eq(surveyResults.enabled, true)))
        .orderBy(asc(surveyResults.createdAt), asc(surveyResults.id))
    : [];
  const photoRows = checkIds.length
    ? await db
        .select()
        .from(checkImages)
        .where(
          and(
            inArray(checkImages.checkId, checkIds),
            eq(checkImages.enabled, true),
            eq(checkImages.state, 'ready'),
          ),
        )
        .orderBy(asc(checkImages.createdAt), asc(checkImages.id))
    : [];
  const planRows = await db
    .select({ plan: deckplans, deckName: decks.name })
    .from(deckplans)
    .innerJoin(decks, eq(decks.id, deckplans.deckId))
    .where(and(eq(deckplans.projectId, projectId), eq(deckplans.enabled, true), eq(decks.enabled, true)))
    .orderBy(asc(decks.position), asc(deckplans.position), asc(deckplans.id));

  const resultsOf = groupBy(resultRows, (row) => row.checkId);
  const photosOf = groupBy(photoRows, (row) => row.checkId);
  return {
    projectName: project.name,
    survey,
    hasSurveyData: project.survey !== null,
    signatures: signatureRows.map((row) => ({
      target: row.target,
      function: row.function,
      personName: row.personName,
      personRole: row.personRole,
      location: row.location,
      date: row.date,
      imageKey: row.imageVersion > 0 ? fileKey('signatures', row.id, row.imageVersion) : null,
    })),
    checks: checkRows.map(({ check, deckName, ...spot }) => ({
      id: check.id,
      type: check.type,
      name: check.name,
      equipment: check.equipment,
      component: check.component,
      material: check.material,
      remarks: check.remarks,
      approxMass: check.approxMass,
      equipmentClasses: check.equipmentClasses,
      deckName,
      deckplanId: check.deckplanId,
      x: spot.x,
      y: spot.y,
      location: where([deckName, spot.spotLocation, spot.compartment, spot.position, spot.subposition]),
      level: check.contaminationLevel,
      results: (resultsOf.get(check.id) ?? []).map((result) => ({
        hazmat: result.hazmat as HazmatCode,
        contamination: result.contamination as Contamination,
        concentration: result.concentration,
        concentrationUnit: result.concentrationUnit,
        remarks: result.remarks,
      })),
      photos: (photosOf.get(check.id) ?? []).map((photo) => ({
        id: photo.id,
        version: photo.version,
        filename: photo.filename,
      })),
    })),
    plans: planRows
      .filter(({ plan }) => plan.imageState === 'ready' && plan.imageWidth && plan.imageHeight)
      .map(({ plan, deckName }) => ({
        id: plan.id,
        deckName,
        name: plan.name,
        width: plan.imageWidth ?? 0,
        height: plan.imageHeight ?? 0,
        imageVersion: plan.imageVersion,
        maxZoom: plan.imageMaxZoom ?? 0,
      })),
  };
}
