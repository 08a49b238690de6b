import type { TVesselSurvey } from '@keelson/contract';
import type {
  Contamination,
  EquipmentClass,
  HazmatCode,
  PartOneRow,
  ReportType,
  ReportVariant,
} from '@keelson/domain';

// What a report shows, gathered from the database as plain data (decision 0031). Its canonical JSON
// is hashed: the hash is the version's identity, so everything printed must be in here, and
// nothing that is not printed (ids of rows are fine: they change only with the content).

export type ReportSignature = {
  target: string;
  function: string | null;
  personName: string;
  personRole: string | null;
  location: string | null;
  date: string | null;
  /** Storage key of the signature image (PNG), or null when none was drawn or uploaded. */
  imageKey: string | null;
};

export type ReportResult = {
  hazmat: HazmatCode;
  contamination: Contamination;
  concentration: number | null;
  concentrationUnit: string | null;
  remarks: string | null;
};

/** A sample or visual check of the survey with its results (the sample list of the report). */
export type ReportCheck = {
  id: string;
  /** "S-3" for samples, "V-7" for visual checks, in the surveyor's order. */
  label: string;
  type: 'sample' | 'visual';
  name: string;
  location: string;
  deckName: string;
  table: EquipmentClass;
  results: ReportResult[];
};

/** A photo of a check: the full image (JPEG) in the file store. */
export type ReportPhoto = {
  checkId: string;
  checkLabel: string;
  caption: string;
  /** Storage key of the full JPEG (`check-images/{id}/v{n}/full`). */
  fullKey: string;
  /** Storage key of the original upload, for the zip. */
  originalKey: string;
  originalFilename: string | null;
};

export type ReportPlanPoint = {
  x: number;
  y: number;
  label: string;
  /** Worst contamination of the check's results; null when it has none yet. */
  level: string | null;
};

/** A deck plan with the check points drawn on it (plan pixels, as the tiles). */
export type ReportDeckPlan = {
  deckplanId: string;
  deckName: string;
  planName: string;
  width: number;
  height: number;
  /** The tile pyramid's version and highest zoom (`deckplans/{id}/v{version}/tiles/{z}/{x}/{y}`). */
  imageVersion: number;
  maxZoom: number;
  points: ReportPlanPoint[];
};

/** Everything a report's cover and particulars pages print. */
export type ReportHeader = {
  type: ReportType;
  templateName: string;
  variant: ReportVariant;
  variantLabel: string;
  projectName: string;
  survey: TVesselSurvey;
  signatures: ReportSignature[];
  periodFrom: string | null;
  periodTo: string | null;
};

/** IHM Part I (type ihm). */
export type IhmReportContent = {
  kind: 'ihm';
  header: ReportHeader;
  tables: Record<EquipmentClass, PartOneRow[]>;
  checks: ReportCheck[];
  photos: ReportPhoto[];
  deckPlans: ReportDeckPlan[];
};

/** What happened to an item brought aboard with hazardous materials in the period. */
export type ReportMovement = {
  kind: 'stored' | 'installed' | 'removed' | 'discharged';
  at: string;
  quantity: number;
  location: string;
  /** The discharge receipt's file name, for removals with one. */
  receipt: string | null;
};

export type ReportItem = {
  id: string;
  /** The item's short id as the lists show it. */
  shortId: string;
  orderNumber: string;
  vesselName: string;
  articleName: string;
  supplierName: string;
  receivedAt: string | null;
  quantity: string;
  hazmats: { hazmat: HazmatCode; contamination: Contamination }[];
  mdReference: string | null;
  sdocReference: string | null;
  movements: ReportMovement[];
};

/** Maintenance of Part I over a period (type ihmmaint). */
export type IhmMaintReportContent = {
  kind: 'ihmmaint';
  header: ReportHeader;
  items: ReportItem[];
  /** Part I as it stands: the survey's checks and the items on board with listed materials. */
  tables: Record<EquipmentClass, PartOneRow[]>;
};

/** Hazardous materials that left the ship in the period (type emission). */
export type EmissionReportContent = {
  kind: 'emission';
  header: ReportHeader;
  /** Per material of the variant: how much left, in how many removals, how many with a receipt. */
  totals: { hazmat: HazmatCode; material: string; removals: number; quantity: string; withReceipt: number }[];
  removals: {
    at: string;
    itemShortId: string;
    articleName: string;
    vesselName: string;
    hazmats: HazmatCode[];
    quantity: string;
    from: string;
    receipt: string | null;
    documented: boolean;
  }[];
};

export type ReportContent = IhmReportContent | IhmMaintReportContent | EmissionReportContent;
