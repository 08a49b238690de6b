// Hazmat results of check results, of checks and of an item (spec sections 3 and 4).
import {
  type Contamination,
  HAZMAT_CODES,
  HAZMATS,
  type HazmatCode,
  type HazmatDisplay,
  type HazmatResult,
  thresholdMgPerKg,
} from './hazmat.constants.ts';
import type { HazmatContamination } from './order-item-evaluation.types.ts';
import type { CheckResultInput } from './order-item-input.types.ts';

const RESULT_OF_CONTAMINATION: Readonly<Record<Contamination, HazmatResult>> = {
  yes: 'contained',
  maybe: 'pchm',
  bt: 'below_threshold',
  no: 'not_contained',
};

/** Severity of a result: contained > PCHM > unknown > below threshold > not contained. */
export const HAZMAT_RESULT_SEVERITY: Readonly<Record<HazmatResult, number>> = {
  not_contained: 0,
  below_threshold: 1,
  unknown: 2,
  pchm: 3,
  contained: 4,
};

/** Severity of a check's contamination: contained > PCHM > below threshold > not contained. */
const CONTAMINATION_SEVERITY: Readonly<Record<Contamination, number>> = { no: 0, bt: 1, maybe: 2, yes: 3 };

const CODE_INDEX = Object.fromEntries(HAZMAT_CODES.map((code, index) => [code, index])) as Record<
  HazmatCode,
  number
>;

/** The contamination a measured concentration (mg/kg) means: above the threshold is contained. */
export function contaminationFromConcentration(hazmat: HazmatCode, mgPerKg: number): Contamination {
  if (mgPerKg <= 0) return 'no';
  const threshold = thresholdMgPerKg(hazmat);
  return threshold === null || mgPerKg > threshold ? 'yes' : 'bt';
}

/** The result of one check result: its contamination, else what its concentration says, else unknown. */
export function checkResultHazmatResult(
  result: Pick<CheckResultInput, 'hazmat' | 'contamination' | 'concentration'>,
): HazmatResult {
  if (result.contamination !== null) return RESULT_OF_CONTAMINATION[result.contamination];
  if (result.concentration === null) return 'unknown';
  return RESULT_OF_CONTAMINATION[contaminationFromConcentration(result.hazmat, result.concentration)];
}

/** Results that count as hazmats: contained, PCHM and unknown. */
export function isHazmatResult(result: HazmatResult): boolean {
  return HAZMAT_RESULT_SEVERITY[result] >= HAZMAT_RESULT_SEVERITY.unknown;
}

export function worseHazmatResult(a: HazmatResult, b: HazmatResult): HazmatResult {
  return HAZMAT_RESULT_SEVERITY[b] > HAZMAT_RESULT_SEVERITY[a] ? b : a;
}

/** An item contains hazmats if any enabled check result is contained, PCHM or unknown. */
export function containsHazmats(
  results: readonly Pick<CheckResultInput, 'hazmat' | 'contamination' | 'concentration' | 'enabled'>[],
): boolean {
  return results.some((result) => result.enabled && isHazmatResult(checkResultHazmatResult(result)));
}

/**
 * Contamination level of a check: the worst of its enabled results in the order contained, PCHM,
 * below threshold, not contained. Results without contamination are skipped; null without any.
 */
export function checkContaminationLevel(
  results: readonly { contamination: Contamination | null; enabled?: boolean }[],
): Contamination | null {
  let worst: Contamination | null = null;
  for (const result of results) {
    const contamination = result.contamination;
    if (result.enabled === false || contamination === null) continue;
    if (worst === null || CONTAMINATION_SEVERITY[contamination] > CONTAMINATION_SEVERITY[worst])
      worst = contamination;
  }
  return worst;
}

export type HazmatSummary = {
  contaminations: HazmatContamination[];
  hazmats_status: HazmatResult;
  table_a_contamination: HazmatResult;
  table_b_contamination: HazmatResult;
  has_hazmats: boolean;
  has_table_a_hazmats: boolean;
  has_table_b_hazmats: boolean;
  /** Some enabled result is unknown: the expert has to assess it. */
  has_unknown: boolean;
  /** Some result is enabled: a check has said something about this item. */
  has_results: boolean;
};

/** The hazmat picture of an item from its enabled check results (no results: not contained). */
export function summarizeHazmats(results: readonly CheckResultInput[]): HazmatSummary {
  const contaminations: HazmatContamination[] = [];
  let tableA: HazmatResult = 'not_contained';
  let tableB: HazmatResult = 'not_contained';
  let hasUnknown = false;
  let hasResults = false;
  for (const input of results) {
    if (!input.enabled) continue;
    hasResults = true;
    const result = checkResultHazmatResult(input);
    const table = HAZMATS[input.hazmat].table;
    if (result === 'unknown') hasUnknown = true;
    if (table === 'A') tableA = worseHazmatResult(tableA, result);
    else tableB = worseHazmatResult(tableB, result);
    let existing: HazmatContamination | undefined;
    for (const entry of contaminations) if (entry.hazmat === input.hazmat) existing = entry;
    if (existing === undefined) contaminations.push({ hazmat: input.hazmat, table, result });
    else existing.result = worseHazmatResult(existing.result, result);
  }
  if (contaminations.length > 1) contaminations.sort((a, b) => CODE_INDEX[a.hazmat] - CODE_INDEX[b.hazmat]);
  const hasTableA = isHazmatResult(tableA);
  const hasTableB = isHazmatResult(tableB);
  return {
    contaminations,
    hazmats_status: worseHazmatResult(tableA, tableB),
    table_a_contamination: tableA,
    table_b_contamination: tableB,
    has_hazmats: hasTableA || hasTableB,
    has_table_a_hazmats: hasTableA,
    has_table_b_hazmats: hasTableB,
    has_unknown: hasUnknown,
    has_results: hasResults,
  };
}

/**
 * What to show for a result: the result once a category or a check result has decided, else
 * `not_reviewed` — a hazmat finding (contained, PCHM, unknown) always shows, decided or not.
 */
export function hazmatDisplay(result: HazmatResult, decided: boolean): HazmatDisplay {
  return decided || isHazmatResult(result) ? result : 'not_reviewed';
}
