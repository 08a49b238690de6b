import type { Contamination, EquipmentClass, HazmatCode } from '../hazmat.constants.ts';
import { EQUIPMENT_CLASSES, HAZMATS } from '../hazmat.constants.ts';
import { hazmatsOfVariant, type ReportVariant } from './report.constants.ts';

// The tables of the Inventory of Hazardous Materials Part I (MEPC.379(80), Appendix 2, "Part I"):
// I-1 paints and coating systems, I-2 equipment and machinery, I-3 structure and hull, each listing
// the materials of Table A and B with their location and approximate quantity.

export const PART_ONE_TABLES: Readonly<Record<EquipmentClass, string>> = {
  i1: 'I-1 Paints and coating systems containing materials listed in Table A and Table B',
  i2: 'I-2 Equipment and machinery containing materials listed in Table A and Table B',
  i3: 'I-3 Structure and hull containing materials listed in Table A and Table B',
};

/** A found hazardous material of something on board: a survey check's result or an item's declaration. */
export type PartOneFinding = {
  hazmat: HazmatCode;
  contamination: Contamination;
  concentration?: number | null;
  concentrationUnit?: string | null;
};

/** Something on board that may contain hazardous materials: a survey check or an order item. */
export type PartOneSource = {
  id: string;
  name: string;
  equipment?: string | null;
  component?: string | null;
  material?: string | null;
  equipmentClasses: readonly string[];
  location: string;
  quantity?: string | null;
  remarks?: string | null;
  findings: readonly PartOneFinding[];
};

export type PartOneRow = {
  no: string;
  table: EquipmentClass;
  sourceId: string;
  /** I-1: the application of the paint (what it covers); I-2 and I-3: the equipment or element. */
  name: string;
  /** I-1: the name of the paint; I-2 and I-3: the parts where used. */
  parts: string;
  location: string;
  hazmat: HazmatCode;
  /** "Asbestos (Table A)": the material with the list it belongs to. */
  material: string;
  quantity: string;
  remarks: string;
  /** Contained above the threshold, or potentially containing (PCHM) until analysed. */
  status: 'contained' | 'pchm';
};

const PAINT = /\b(paint|coating|primer|antifouling|anti-fouling|varnish|lacquer)\b/i;
const STRUCTURE = /\b(hull|deck|bulkhead|structure|superstructure|floor|ceiling|wall|insulation panel)\b/i;

/**
 * The Part I table a source belongs to: its equipment class when the surveyor or expert set one;
 * otherwise paints and coatings go to I-1, hull and structural elements to I-3, the rest to I-2.
 */
export function partOneTableOf(
  source: Pick<PartOneSource, 'equipmentClasses' | 'material' | 'component' | 'equipment' | 'name'>,
): EquipmentClass {
  const set = EQUIPMENT_CLASSES.find((c) => source.equipmentClasses.includes(c));
  if (set) return set;
  const words = [source.material, source.component, source.name].filter(Boolean).join(' ');
  if (PAINT.test(words)) return 'i1';
  if (STRUCTURE.test([source.equipment, source.name].filter(Boolean).join(' '))) return 'i3';
  return 'i2';
}

/** A material as Part I names it: the hazardous material with its list. */
export function partOneMaterial(hazmat: HazmatCode, variant: ReportVariant): string {
  const eu = variant.endsWith('eu');
  const table = HAZMATS[hazmat].table;
  const list = eu ? (table === 'A' ? 'Annex I' : 'Annex II') : `Table ${table}`;
  return `${HAZMATS[hazmat].name} (${list})`;
}

function concentrationText(finding: PartOneFinding): string {
  if (finding.concentration === null || finding.concentration === undefined) return '';
  return `${finding.concentration} ${finding.concentrationUnit ?? ''}`.trim();
}

function remarksOf(source: PartOneSource, finding: PartOneFinding): string {
  const parts: string[] = [];
  if (finding.contamination === 'maybe') parts.push('PCHM: potentially containing, not analysed');
  const concentration = concentrationText(finding);
  if (concentration) parts.push(`Concentration ${concentration}`);
  if (source.remarks) parts.push(source.remarks);
  return parts.join('; ');
}

/**
 * The rows of tables I-1, I-2 and I-3 for a variant: one row per source and listed material that is
 * contained or potentially contained (below threshold and not contained are not listed), numbered
 * per table in the order of the sources (the surveyor's order) and of the variant's materials.
 */
export function partOneRows(
  sources: readonly PartOneSource[],
  variant: ReportVariant,
): Record<EquipmentClass, PartOneRow[]> {
  const listed = hazmatsOfVariant(variant);
  const tables: Record<EquipmentClass, PartOneRow[]> = { i1: [], i2: [], i3: [] };
  for (const source of sources) {
    const table = partOneTableOf(source);
    const found = source.findings
      .filter((f) => (f.contamination === 'yes' || f.contamination === 'maybe') && listed.includes(f.hazmat))
      .sort(
        (x, y) =>
          listed.indexOf(x.hazmat) - listed.indexOf(y.hazmat) ||
          Number(x.contamination !== 'yes') - Number(y.contamination !== 'yes'),
      );
    const seen = new Set<HazmatCode>();
    for (const finding of found) {
      if (seen.has(finding.hazmat)) continue; // a second result of the same material: contained wins over PCHM
      seen.add(finding.hazmat);
      const rows = tables[table];
      rows.push({
        no: `${table.slice(1)}-${rows.length + 1}`,
        table,
        sourceId: source.id,
        name: table === 'i1' ? (source.equipment ?? source.name) : source.name,
        parts:
          table === 'i1'
            ? (source.material ?? source.component ?? '')
            : (source.component ?? source.material ?? ''),
        location: source.location,
        hazmat: finding.hazmat,
        material: partOneMaterial(finding.hazmat, variant),
        quantity: source.quantity ?? '',
        remarks: remarksOf(source, finding),
        status: finding.contamination === 'yes' ? 'contained' : 'pchm',
      });
    }
  }
  return tables;
}
