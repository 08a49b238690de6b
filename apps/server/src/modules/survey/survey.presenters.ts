import type { TCheck, TCheckImage, TSpot, TSurveyResult, TVscpEntry } from '@keelson/contract';
import { checkDisplayName, checkWarning } from '@keelson/domain';
import type { checkImages, checks, spots, surveyResults, vscpEntries } from '../../db/schema/index.ts';

type SpotRow = typeof spots.$inferSelect;
type CheckRow = typeof checks.$inferSelect;
type ResultRow = typeof surveyResults.$inferSelect;

export function spotAnswer(row: SpotRow, parentsEnabled: boolean): TSpot {
  return {
    id: row.id,
    project_id: row.projectId,
    deck_id: row.deckId,
    deckplan_id: row.deckplanId,
    enabled: row.enabled,
    effectively_enabled: row.enabled && parentsEnabled,
    x: row.x,
    y: row.y,
    location: row.location,
    compartment: row.compartment,
    position: row.position,
    subposition: row.subposition,
  };
}

export function resultAnswer(
  row: ResultRow,
  check: Pick<CheckRow, 'deckId' | 'deckplanId' | 'spotId'>,
): TSurveyResult {
  return {
    id: row.id,
    project_id: row.projectId,
    deck_id: check.deckId,
    deckplan_id: check.deckplanId,
    spot_id: check.spotId,
    check_id: row.checkId,
    hazmat: row.hazmat,
    contamination: row.contamination,
    enabled: row.enabled,
    concentration: row.concentration,
    concentration_unit: row.concentrationUnit,
    hazmat_details: row.hazmatDetails,
    remarks: row.remarks,
    recommendation: row.recommendation,
  };
}

export function checkAnswer(
  row: CheckRow,
  relations: {
    spot: SpotRow;
    parentsEnabled: boolean;
    results: readonly ResultRow[];
    images: readonly TCheckImage[];
  },
): TCheck {
  const spot = spotAnswer(relations.spot, relations.parentsEnabled);
  return {
    id: row.id,
    project_id: row.projectId,
    deck_id: row.deckId,
    deckplan_id: row.deckplanId,
    spot_id: row.spotId,
    vscp_entry_id: row.vscpEntryId,
    referenced_check_ids: row.referencedCheckIds,
    equipment_classes: row.equipmentClasses,
    type: row.type,
    suspected_hazmats: row.suspectedHazmats,
    enabled: row.enabled,
    effectively_enabled: row.enabled && spot.effectively_enabled,
    name: row.name,
    displayName: checkDisplayName(row),
    equipment: row.equipment,
    component: row.component,
    material: row.material,
    color: row.color,
    remarks: row.remarks,
    approx_mass: row.approxMass,
    document_analysis_results: row.documentAnalysisResults,
    index: row.index,
    contamination_level: row.contaminationLevel as TCheck['contamination_level'],
    warning: checkWarning({ type: row.type, resultCount: relations.results.length }),
    spot,
    results: relations.results.map((result) => resultAnswer(result, row)),
    images: [...relations.images],
  };
}

export function vscpAnswer(
  row: typeof vscpEntries.$inferSelect,
  linked: readonly Pick<CheckRow, 'id' | 'name' | 'contaminationLevel'>[],
): TVscpEntry {
  return {
    id: row.id,
    project_id: row.projectId,
    check_type: row.checkType,
    suspected_hazmats: row.suspectedHazmats,
    enabled: row.enabled,
    deck_id: row.deckId,
    deckplan_id: row.deckplanId,
    name: row.name,
    location_description: row.locationDescription,
    equipment: row.equipment,
    component: row.component,
    material: row.material,
    color: row.color,
    compartment: row.compartment,
    position: row.position,
    subposition: row.subposition,
    location: row.location,
    remarks: row.remarks,
    document_analysis_results: row.documentAnalysisResults,
    index: row.index,
    checks: linked.map((check) => ({
      id: check.id,
      name: check.name,
      contamination_level: check.contaminationLevel as TVscpEntry['checks'][number]['contamination_level'],
    })),
  };
}

export type CheckImageRow = typeof checkImages.$inferSelect;
