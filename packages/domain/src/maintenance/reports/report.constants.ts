import { HAZMAT_CODES, HAZMATS, type HazmatCode } from '../hazmat.constants.ts';

// Reports of a project (spec sections 3, 4 and 9; decision 0031): IHM Part I, its maintenance over
// a period, and the emissions of hazardous materials that left the ship.

export const REPORT_TYPES = ['ihm', 'emission', 'ihmmaint'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];

export const REPORT_VARIANTS = ['a', 'b', 'ab', 'aeu', 'beu', 'abeu'] as const;
export type ReportVariant = (typeof REPORT_VARIANTS)[number];

export const GENERATED_REPORT_STATUSES = ['requested', 'generating', 'success', 'failure'] as const;
export type GeneratedReportStatus = (typeof GENERATED_REPORT_STATUSES)[number];

export const REPORT_FILE_KINDS = ['pdf', 'img', 'zip'] as const;
export type ReportFileKind = (typeof REPORT_FILE_KINDS)[number];

export type ReportTemplate = {
  /** Stable identifier the request names. */
  template: string;
  type: ReportType;
  name: string;
  description: string;
  variants: readonly ReportVariant[];
  /** Whether the report covers a period (from, to). */
  hasPeriod: boolean;
};

/** The templates every IHM project offers; `GET /projects/{id}/report-templates` says which it can make now. */
export const REPORT_TEMPLATES: readonly ReportTemplate[] = [
  {
    template: 'ihm-part1',
    type: 'ihm',
    name: 'IHM Part I (MEPC.379(80))',
    description:
      'Inventory of Hazardous Materials Part I: ship particulars, tables I-1, I-2 and I-3, samples and results, photos and deck plans.',
    variants: REPORT_VARIANTS,
    hasPeriod: false,
  },
  {
    template: 'ihm-maintenance',
    type: 'ihmmaint',
    name: 'IHM maintenance',
    description:
      'Maintenance of Part I over a period: items brought aboard with hazardous materials, where they went, their declarations and discharges, and the updated Part I tables.',
    variants: REPORT_VARIANTS,
    hasPeriod: true,
  },
  {
    template: 'emission',
    type: 'emission',
    name: 'Hazardous materials emission',
    description:
      'Hazardous materials that left the ship over a period: removals and discharges with their receipts, per hazardous material.',
    variants: REPORT_VARIANTS,
    hasPeriod: true,
  },
];

export function reportTemplateOf(template: string): ReportTemplate | undefined {
  return REPORT_TEMPLATES.find((t) => t.template === template);
}

/** The template a type uses when the request names none. */
export function defaultTemplateOf(type: ReportType): ReportTemplate {
  const found = REPORT_TEMPLATES.find((t) => t.type === type);
  if (!found) throw new Error(`no template for report type ${type}`);
  return found;
}

/**
 * The hazardous materials a variant lists. Hong Kong Convention (MEPC.379(80) Appendix 1): Table A
 * without PFOS, Table B without HBCDD. EU Ship Recycling Regulation: Annex I adds PFOS, Annex II
 * adds HBCDD (Delegated Regulation (EU) 2020/2174).
 */
const EU_ONLY: readonly HazmatCode[] = ['pfos', 'hbcdd'];

export function hazmatsOfVariant(variant: ReportVariant): readonly HazmatCode[] {
  const eu = variant.endsWith('eu');
  const tables = variant.replace('eu', '');
  return HAZMAT_CODES.filter(
    (code) => tables.includes(HAZMATS[code].table.toLowerCase()) && (eu || !EU_ONLY.includes(code)),
  );
}

/** How a variant names its tables: the convention's Table A/B, or the regulation's Annex I/II. */
export function hazmatListName(variant: ReportVariant, table: 'A' | 'B'): string {
  if (variant.endsWith('eu')) return table === 'A' ? 'EU SRR Annex I' : 'EU SRR Annex II';
  return table === 'A' ? 'Table A' : 'Table B';
}

export const VARIANT_LABELS: Readonly<Record<ReportVariant, string>> = {
  a: 'Table A (Hong Kong Convention)',
  b: 'Table B (Hong Kong Convention)',
  ab: 'Tables A and B (Hong Kong Convention)',
  aeu: 'Annex I (EU Ship Recycling Regulation)',
  beu: 'Annex II (EU Ship Recycling Regulation)',
  abeu: 'Annexes I and II (EU Ship Recycling Regulation)',
};
