import {
  checkDisplayName,
  type PartOneSource,
  partOneRows,
  partOneTableOf,
  type ReportVariant,
  VARIANT_LABELS,
} from '@keelson/domain';
import { photoKeys } from '../survey/photo-links.ts';
import type { IhmProjectData, SurveyCheck } from './ihm-data.ts';
import type { IhmReportContent, ReportCheck, ReportHeader } from './report-content.types.ts';

export type ReportChoice = {
  templateName: string;
  variant: ReportVariant;
  periodFrom: string | null;
  periodTo: string | null;
};

export function reportHeader(
  data: Pick<IhmProjectData, 'projectName' | 'survey' | 'signatures'>,
  type: ReportHeader['type'],
  choice: ReportChoice,
): ReportHeader {
  return {
    type,
    templateName: choice.templateName,
    variant: choice.variant,
    variantLabel: VARIANT_LABELS[choice.variant],
    projectName: data.projectName,
    survey: data.survey,
    signatures: data.signatures,
    periodFrom: choice.periodFrom,
    periodTo: choice.periodTo,
  };
}

/** "S-3" for the third sample check, "V-7" for the seventh visual one, in the surveyor's order. */
export function checkLabels(checks: readonly SurveyCheck[]): Map<string, string> {
  const counts = { sample: 0, visual: 0 };
  const labels = new Map<string, string>();
  for (const check of checks) {
    counts[check.type] += 1;
    labels.set(check.id, `${check.type === 'sample' ? 'S' : 'V'}-${counts[check.type]}`);
  }
  return labels;
}

/** A survey check as a source of Part I rows. */
export function checkSource(check: SurveyCheck): PartOneSource {
  return {
    id: check.id,
    name: checkDisplayName(check),
    equipment: check.equipment,
    component: check.component,
    material: check.material,
    equipmentClasses: check.equipmentClasses,
    location: check.location,
    quantity: check.approxMass,
    remarks: check.remarks,
    findings: check.results,
  };
}

/** IHM Part I of the project's survey in a variant (the materials of its tables). */
export function ihmContent(data: IhmProjectData, choice: ReportChoice): IhmReportContent {
  const labels = checkLabels(data.checks);
  const labelOf = (id: string) => labels.get(id) ?? '';
  const checks: ReportCheck[] = data.checks.map((check) => ({
    id: check.id,
    label: labelOf(check.id),
    type: check.type,
    name: checkDisplayName(check),
    location: check.location,
    deckName: check.deckName,
    table: partOneTableOf(checkSource(check)),
    results: check.results,
  }));
  return {
    kind: 'ihm',
    header: reportHeader(data, 'ihm', choice),
    tables: partOneRows(data.checks.map(checkSource), choice.variant),
    checks,
    photos: data.checks.flatMap((check) =>
      check.photos.map((photo) => ({
        checkId: check.id,
        checkLabel: labelOf(check.id),
        caption: `${labelOf(check.id)} ${checkDisplayName(check)}`,
        fullKey: photoKeys.variant(photo.id, photo.version, 'full'),
        originalKey: photoKeys.original(photo.id),
        originalFilename: photo.filename,
      })),
    ),
    deckPlans: data.plans.map((plan) => ({
      deckplanId: plan.id,
      deckName: plan.deckName,
      planName: plan.name,
      width: plan.width,
      height: plan.height,
      imageVersion: plan.imageVersion,
      maxZoom: plan.maxZoom,
      points: data.checks
        .filter((check) => check.deckplanId === plan.id)
        .map((check) => ({ x: check.x, y: check.y, label: labelOf(check.id), level: check.level })),
    })),
  };
}
