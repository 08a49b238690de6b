// Hazmat results of check results, of checks and of an item (spec sections 3 and 4).
import {
  CONTAMINATIONS,
  type Contamination,
  HAZMAT_CODES,
  HAZMATS,
  type HazmatCode,
  type HazmatDisplay,
  type HazmatResult,
  type HazmatTable,
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

type HazmatPlace = { index: number; table: HazmatTable };

/** Each hazmat's place in the canonical order, and its table. */
const HAZMAT_PLACES: ReadonlyMap<HazmatCode, HazmatPlace> = new Map(
  HAZMAT_CODES.map((code, index) => [code, { index, table: HAZMATS[code].table }]),
);
const placeOf = (code: HazmatCode): HazmatPlace => HAZMAT_PLACES.get(code) as HazmatPlace;

/** Results from the least to the most severe: the worst of several is the highest index. */
const RESULTS_BY_SEVERITY: readonly HazmatResult[] = (
  Object.keys(HAZMAT_RESULT_SEVERITY) as HazmatResult[]
).sort((a, b) => HAZMAT_RESULT_SEVERITY[a] - HAZMAT_RESULT_SEVERITY[b]);
const UNKNOWN_SEVERITY = HAZMAT_RESULT_SEVERITY.unknown;

/** The severity a contamination means (one lookup per result instead of two). */
const SEVERITY_OF_CONTAMINATION: ReadonlyMap<Contamination, number> = new Map(
  CONTAMINATIONS.map((contamination) => [
    contamination,
    HAZMAT_RESULT_SEVERITY[RESULT_OF_CONTAMINATION[contamination]],
  ]),
);

/** checkResultHazmatResult's severity. */
function checkResultSeverity(result: CheckResultInput): number {
  if (result.contamination !== null) return SEVERITY_OF_CONTAMINATION.get(result.contamination) as number;
  return HAZMAT_RESULT_SEVERITY[checkResultHazmatResult(result)];
}

/** The number of set bits of a mask. */
function bitCount(mask: number): number {
  let count = 0;
  for (let rest = mask; rest !== 0; rest &= rest - 1) count++;
  return count;
}

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

/** The summary's field names (TypeScript holds the list complete), for the guarded contexts of the indexes. */
export const HAZMAT_SUMMARY_FIELDS = {
  contaminations: true,
  hazmats_status: true,
  table_a_contamination: true,
  table_b_contamination: true,
  has_hazmats: true,
  has_table_a_hazmats: true,
  has_table_b_hazmats: true,
  has_unknown: true,
  has_results: true,
} as const satisfies Record<keyof HazmatSummary, true>;

/**
 * The hazmat picture of an item from its enabled check results (no results: not contained).
 * Called for every item of a fleet: severities are compared as numbers, and `contaminations` is
 * kept in hazmat-code order as it grows instead of sorted.
 */
export function summarizeHazmats(results: readonly CheckResultInput[]): HazmatSummary {
  let contaminations: HazmatContamination[] = [];
  let tableA = 0;
  let tableB = 0;
  let hasUnknown = false;
  let hasResults = false;
  // The codes already in `contaminations` (bit i: HAZMAT_CODES[i]): an entry's place in code order
  // is the number of codes before it that are already there.
  let present = 0;
  for (const input of results) {
    if (!input.enabled) continue;
    hasResults = true;
    const severity = checkResultSeverity(input);
    const place = placeOf(input.hazmat);
    if (severity === UNKNOWN_SEVERITY) hasUnknown = true;
    if (place.table === 'A') tableA = Math.max(tableA, severity);
    else tableB = Math.max(tableB, severity);
    const result = RESULTS_BY_SEVERITY[severity] as HazmatResult;
    const codeBit = 1 << place.index;
    const at = bitCount(present & (codeBit - 1));
    if ((present & codeBit) !== 0) {
      const existing = contaminations[at] as HazmatContamination;
      existing.result = worseHazmatResult(existing.result, result);
      continue;
    }
    present |= codeBit;
    const entry = { hazmat: input.hazmat, table: place.table, result };
    // Most items have one result: a literal array holds it without room to grow.
    if (contaminations.length === 0) {
      contaminations = [entry];
      continue;
    }
    contaminations.push(entry);
    for (let i = contaminations.length - 1; i > at; i--) {
      contaminations[i] = contaminations[i - 1] as HazmatContamination;
      contaminations[i - 1] = entry;
    }
  }
  const hasTableA = tableA >= UNKNOWN_SEVERITY;
  const hasTableB = tableB >= UNKNOWN_SEVERITY;
  return {
    contaminations,
    hazmats_status: RESULTS_BY_SEVERITY[Math.max(tableA, tableB)] as HazmatResult,
    table_a_contamination: RESULTS_BY_SEVERITY[tableA] as HazmatResult,
    table_b_contamination: RESULTS_BY_SEVERITY[tableB] as HazmatResult,
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
