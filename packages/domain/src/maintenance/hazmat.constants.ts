// Hazardous materials of the Inventory of Hazardous Materials (IHM): codes, tables and thresholds.
//
// Sources of the threshold values (cited per value below):
// - [HKC] IMO resolution MEPC.379(80), "2023 Guidelines for the development of the Inventory of
//   Hazardous Materials", Appendix 1 (Table A: materials listed in Appendix 1 of the Hong Kong
//   Convention; Table B: materials listed in Appendix 2) and its threshold-value table.
// - [EU SRR] Regulation (EU) No 1257/2013 on ship recycling, Annex I (Table A) and Annex II
//   (Table B), as amended by Commission Delegated Regulation (EU) 2020/2174 (adds PFOS to Annex I
//   and HBCDD to Annex II), and EMSA's "Best Practice Guidance on the Inventory of Hazardous
//   Materials" (2023), which lists the threshold values used for EU-flagged ships.

/** Hazmat codes in the product's canonical order (spec section 9). */
export const HAZMAT_CODES = [
  'asb',
  'pcb',
  'ods',
  'otin',
  'cybutryne',
  'pfos',
  'cadmium',
  'chromium',
  'lead',
  'mercury',
  'pbb',
  'pbde',
  'cl3p',
  'radio',
  'scp',
  'hbcdd',
] as const;
export type HazmatCode = (typeof HAZMAT_CODES)[number];

/** Table A: must not be installed or brought aboard. Table B: must be listed while on board. */
export const HAZMAT_TABLES = ['A', 'B'] as const;
export type HazmatTable = (typeof HAZMAT_TABLES)[number];

export const CONCENTRATION_UNITS = ['mg/kg', '%'] as const;
export type ConcentrationUnit = (typeof CONCENTRATION_UNITS)[number];

export type HazmatThreshold = { value: number; unit: ConcentrationUnit };

export type HazmatDefinition = {
  code: HazmatCode;
  table: HazmatTable;
  name: string;
  /** null: no threshold value, any presence counts as contained. */
  threshold: HazmatThreshold | null;
};

export const HAZMATS: Readonly<Record<HazmatCode, HazmatDefinition>> = {
  // [HKC] Table A, asbestos: 0.1 %. [EU SRR] Annex I: 0.1 %.
  asb: { code: 'asb', table: 'A', name: 'Asbestos', threshold: { value: 0.1, unit: '%' } },
  // [HKC] Table A, polychlorinated biphenyls: 50 mg/kg. [EU SRR] Annex I: 50 mg/kg.
  pcb: {
    code: 'pcb',
    table: 'A',
    name: 'Polychlorinated biphenyls (PCB)',
    threshold: { value: 50, unit: 'mg/kg' },
  },
  // [HKC] Table A, ozone-depleting substances: no threshold value. [EU SRR] Annex I: same.
  ods: { code: 'ods', table: 'A', name: 'Ozone-depleting substances', threshold: null },
  // [HKC] Table A, anti-fouling organotin compounds: 2,500 mg total tin/kg. [EU SRR] Annex I: same.
  otin: {
    code: 'otin',
    table: 'A',
    name: 'Organotin compounds (anti-fouling)',
    threshold: { value: 2500, unit: 'mg/kg' },
  },
  // [HKC] Table A, cybutryne (anti-fouling, MEPC.379(80) after AFS amendment MEPC.331(76)): 1,000 mg/kg.
  cybutryne: { code: 'cybutryne', table: 'A', name: 'Cybutryne', threshold: { value: 1000, unit: 'mg/kg' } },
  // [EU SRR] Annex I as amended by (EU) 2020/2174, perfluorooctane sulfonic acid: 10 mg/kg (EMSA guidance).
  pfos: {
    code: 'pfos',
    table: 'A',
    name: 'Perfluorooctane sulfonic acid (PFOS)',
    threshold: { value: 10, unit: 'mg/kg' },
  },
  // [HKC] Table B, cadmium and cadmium compounds: 100 mg/kg. [EU SRR] Annex II: same.
  cadmium: { code: 'cadmium', table: 'B', name: 'Cadmium', threshold: { value: 100, unit: 'mg/kg' } },
  // [HKC] Table B, hexavalent chromium and its compounds: 1,000 mg/kg. [EU SRR] Annex II: same.
  chromium: {
    code: 'chromium',
    table: 'B',
    name: 'Hexavalent chromium (Cr(VI))',
    threshold: { value: 1000, unit: 'mg/kg' },
  },
  // [HKC] Table B, lead and lead compounds: 1,000 mg/kg. [EU SRR] Annex II: same.
  lead: { code: 'lead', table: 'B', name: 'Lead', threshold: { value: 1000, unit: 'mg/kg' } },
  // [HKC] Table B, mercury and mercury compounds: 1,000 mg/kg. [EU SRR] Annex II: same.
  mercury: { code: 'mercury', table: 'B', name: 'Mercury', threshold: { value: 1000, unit: 'mg/kg' } },
  // [HKC] Table B, polybrominated biphenyls: 50 mg/kg. [EU SRR] Annex II: same.
  pbb: {
    code: 'pbb',
    table: 'B',
    name: 'Polybrominated biphenyls (PBB)',
    threshold: { value: 50, unit: 'mg/kg' },
  },
  // [HKC] Table B, polybrominated diphenyl ethers: 1,000 mg/kg. [EU SRR] Annex II: same.
  pbde: {
    code: 'pbde',
    table: 'B',
    name: 'Polybrominated diphenyl ethers (PBDE)',
    threshold: { value: 1000, unit: 'mg/kg' },
  },
  // [HKC] Table B, polychlorinated naphthalenes (3 or more chlorine atoms): 50 mg/kg. [EU SRR] Annex II: same.
  cl3p: {
    code: 'cl3p',
    table: 'B',
    name: 'Polychlorinated naphthalenes (PCN, 3+ Cl)',
    threshold: { value: 50, unit: 'mg/kg' },
  },
  // [HKC] Table B, radioactive substances: no threshold value. [EU SRR] Annex II: same.
  radio: { code: 'radio', table: 'B', name: 'Radioactive substances', threshold: null },
  // [HKC] Table B, certain short-chain chlorinated paraffins: 1 %. [EU SRR] Annex II: same.
  scp: {
    code: 'scp',
    table: 'B',
    name: 'Short-chain chlorinated paraffins (SCCP)',
    threshold: { value: 1, unit: '%' },
  },
  // [EU SRR] Annex II as amended by (EU) 2020/2174, hexabromocyclododecane: 100 mg/kg (EMSA guidance).
  hbcdd: {
    code: 'hbcdd',
    table: 'B',
    name: 'Hexabromocyclododecane (HBCDD)',
    threshold: { value: 100, unit: 'mg/kg' },
  },
};

export const TABLE_A_HAZMAT_CODES: readonly HazmatCode[] = HAZMAT_CODES.filter(
  (c) => HAZMATS[c].table === 'A',
);
export const TABLE_B_HAZMAT_CODES: readonly HazmatCode[] = HAZMAT_CODES.filter(
  (c) => HAZMATS[c].table === 'B',
);

const MG_PER_KG_PER_PERCENT = 10_000;

/** The threshold of a hazmat in mg/kg, or null when it has no threshold value. */
export function thresholdMgPerKg(code: HazmatCode): number | null {
  const threshold = HAZMATS[code].threshold;
  if (threshold === null) return null;
  return threshold.unit === '%' ? threshold.value * MG_PER_KG_PER_PERCENT : threshold.value;
}

/** Contamination of a check result: yes, no, maybe (PCHM, potentially containing), bt (below threshold). */
export const CONTAMINATIONS = ['yes', 'no', 'maybe', 'bt'] as const;
export type Contamination = (typeof CONTAMINATIONS)[number];

/** Hazmat result of an item, an order or a project; `unknown` is a result whose contamination is not set. */
export const HAZMAT_RESULTS = ['pchm', 'unknown', 'contained', 'below_threshold', 'not_contained'] as const;
export type HazmatResult = (typeof HAZMAT_RESULTS)[number];

/**
 * What the screens say about hazmats: a result, or `not_reviewed` while neither a category nor a
 * check result has decided anything (nothing is "not contained" until someone said so).
 */
export const HAZMAT_DISPLAYS = [...HAZMAT_RESULTS, 'not_reviewed'] as const;
export type HazmatDisplay = (typeof HAZMAT_DISPLAYS)[number];

/** Document analysis results (VSCP entries, checks). */
export const DOCUMENT_ANALYSIS_RESULTS = ['yes', 'no', 'maybe', 'unknown'] as const;
export type DocumentAnalysisResult = (typeof DOCUMENT_ANALYSIS_RESULTS)[number];

export const EQUIPMENT_CLASSES = ['i1', 'i2', 'i3'] as const;
export type EquipmentClass = (typeof EQUIPMENT_CLASSES)[number];

export const CHECK_TYPES = ['sample', 'visual'] as const;
export type CheckType = (typeof CHECK_TYPES)[number];
