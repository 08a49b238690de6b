import type { TVesselSurvey } from '@keelson/contract';
import {
  type PartOneSource,
  partOneRows,
  type ReportType,
  type ReportVariant,
  VARIANT_LABELS,
} from '@keelson/domain';
import type {
  EmissionReportContent,
  IhmMaintReportContent,
  IhmReportContent,
  ReportCheck,
  ReportHeader,
  ReportItem,
} from '../report-content.types.ts';

// Report contents built by hand, as the content builders would gather them for a small ship.

export const META = {
  version: 3,
  generatedAt: new Date('2026-04-02T09:30:00Z'),
  contentHash: 'c0ffee1234567890abcdef',
};

export function survey(): TVesselSurvey {
  return {
    general: {
      report_number: 'IHM-2026-017',
      revision: 'B',
      prepared_for: 'Nordic Tankers AS',
      language: 'en',
    },
    ship: {
      name: 'MV Northern Star',
      imo_number: '9312345',
      flag: 'Norway',
      port_of_registry: 'Bergen',
      ship_type: 'Oil tanker',
      gross_tonnage: 28_450,
      delivery_date: '2005-06-30',
      shipyard: 'Hyundai Mipo',
      owner: 'Northern Star Shipping AS',
      owner_address: 'Strandkaien 1, Bergen',
      manager: 'Nordic Ship Management',
      manager_address: 'Bryggen 4, Bergen',
      classification_society: 'DNV',
    },
    survey: {
      started_on: '2026-02-10',
      finished_on: '2026-02-12',
      location: 'Port of Rotterdam',
      surveyor: 'Jane Surveyor',
      company: 'Hazmat Experts BV',
    },
    texts: {
      introduction: 'This inventory was prepared from a visual and sampling survey on board.',
      scope: 'All accessible spaces of the engine room and accommodation.',
      limitations: null,
    },
    laboratories: [
      { name: 'Eurolab Analytics', address: 'Lab street 5, Hamburg', accreditation: 'ISO 17025' },
    ],
    analysis: [{ hazmat: 'asb', method: 'Polarised light microscopy', standard: 'ISO 22262-1' }],
  };
}

export function header(
  type: ReportType,
  variant: ReportVariant = 'ab',
  period?: [string, string],
): ReportHeader {
  return {
    type,
    templateName: type,
    variant,
    variantLabel: VARIANT_LABELS[variant],
    projectName: 'Northern Star IHM',
    survey: survey(),
    signatures: [
      {
        target: 'preparation',
        function: 'IHM expert',
        personName: 'Jane Surveyor',
        personRole: 'Surveyor',
        location: 'Rotterdam',
        date: '2026-02-12',
        imageKey: null,
      },
      {
        target: 'approval',
        function: null,
        personName: 'Ole Master',
        personRole: 'Master',
        location: null,
        date: null,
        imageKey: 'signatures/approval/v1/image',
      },
    ],
    periodFrom: period?.[0] ?? null,
    periodTo: period?.[1] ?? null,
  };
}

/** Sources of Part I rows: a lagging with asbestos, a cable with PCB suspected, a paint with lead. */
export function sources(extraEquipment = 0): PartOneSource[] {
  const equipment = Array.from({ length: extraEquipment }, (_, i) => ({
    id: `pump-${i + 1}`,
    name: `Ballast pump gasket ${i + 1}`,
    component: 'Flange gasket',
    equipmentClasses: ['i2'],
    location: `Pump room, frame ${100 + i}`,
    quantity: '0.2 kg',
    findings: [{ hazmat: 'asb' as const, contamination: 'yes' as const }],
  }));
  return [
    {
      id: 'check-1',
      name: 'Pipe lagging',
      component: 'Insulation',
      equipmentClasses: [],
      location: 'Main deck, Engine room',
      quantity: '12 m',
      findings: [{ hazmat: 'asb', contamination: 'yes', concentration: 2.5, concentrationUnit: '%' }],
    },
    {
      id: 'check-2',
      name: 'Cable insulation',
      equipmentClasses: ['i2'],
      location: 'Main deck, Switchboard room',
      findings: [{ hazmat: 'pcb', contamination: 'maybe' }],
    },
    {
      id: 'check-3',
      name: 'Hull structure',
      material: 'Primer coating',
      equipmentClasses: ['i3'],
      location: 'Hull, below waterline',
      quantity: '300 m2',
      findings: [{ hazmat: 'lead', contamination: 'yes' }],
    },
    ...equipment,
  ];
}

const checks: ReportCheck[] = [
  {
    id: 'check-1',
    label: 'S-1',
    type: 'sample',
    name: 'Pipe lagging',
    location: 'Main deck, Engine room',
    deckName: 'Main deck',
    table: 'i2',
    results: [
      { hazmat: 'asb', contamination: 'yes', concentration: 2.5, concentrationUnit: '%', remarks: null },
      { hazmat: 'pcb', contamination: 'bt', concentration: 12, concentrationUnit: 'mg/kg', remarks: null },
    ],
  },
  {
    id: 'check-2',
    label: 'V-1',
    type: 'visual',
    name: 'Cable insulation',
    location: 'Main deck, Switchboard room',
    deckName: 'Main deck',
    table: 'i2',
    results: [
      { hazmat: 'pcb', contamination: 'maybe', concentration: null, concentrationUnit: null, remarks: null },
    ],
  },
  {
    id: 'check-3',
    label: 'S-2',
    type: 'sample',
    name: 'Hull structure',
    location: 'Hull, below waterline',
    deckName: 'Hull',
    table: 'i3',
    results: [
      { hazmat: 'cadmium', contamination: 'no', concentration: null, concentrationUnit: null, remarks: null },
    ],
  },
];

export function ihmContent(
  options: { variant?: ReportVariant; extraEquipment?: number } = {},
): IhmReportContent {
  const variant = options.variant ?? 'ab';
  return {
    kind: 'ihm',
    header: header('ihm', variant),
    tables: partOneRows(sources(options.extraEquipment), variant),
    checks,
    photos: [],
    deckPlans: [],
  };
}

export const items: ReportItem[] = [
  {
    id: 'item-1',
    shortId: 'A1B2',
    orderNumber: 'PO-4711',
    vesselName: 'MV Northern Star',
    articleName: 'Gasket sheet',
    supplierName: 'Marine Supplies Ltd',
    receivedAt: '2026-02-20T10:00:00Z',
    quantity: '4 pcs',
    hazmats: [{ hazmat: 'asb', contamination: 'yes' }],
    mdReference: 'MD-2026-001',
    sdocReference: 'SDOC-77',
    movements: [
      { kind: 'stored', at: '2026-02-21T08:00:00Z', quantity: 2, location: 'Store room', receipt: null },
      { kind: 'installed', at: '2026-03-01T12:00:00Z', quantity: 2, location: 'Engine room', receipt: null },
      { kind: 'removed', at: '2026-03-15', quantity: 1, location: 'Engine room', receipt: 'receipt-15.pdf' },
    ],
  },
];

export function ihmMaintContent(period?: [string, string]): IhmMaintReportContent {
  return {
    kind: 'ihmmaint',
    header: header('ihmmaint', 'ab', period),
    items,
    tables: partOneRows(sources(), 'ab'),
  };
}

export function emissionContent(period?: [string, string]): EmissionReportContent {
  return {
    kind: 'emission',
    header: header('emission', 'ab', period),
    totals: [
      { hazmat: 'asb', material: 'Asbestos (Table A)', removals: 2, quantity: '3 pcs', withReceipt: 1 },
      { hazmat: 'lead', material: 'Lead (Table B)', removals: 1, quantity: '5 kg', withReceipt: 0 },
    ],
    removals: [
      {
        at: '2026-03-15T10:00:00Z',
        itemShortId: 'A1B2',
        articleName: 'Gasket sheet',
        vesselName: 'MV Northern Star',
        hazmats: ['asb'],
        quantity: '1 pcs',
        from: 'Engine room',
        receipt: 'receipt-15.pdf',
        documented: true,
      },
      {
        at: '2026-03-20',
        itemShortId: 'C3D4',
        articleName: 'Lead ballast block',
        vesselName: 'MV Northern Star',
        hazmats: ['lead'],
        quantity: '5 kg',
        from: 'Bow thruster room',
        receipt: null,
        documented: false,
      },
    ],
  };
}
