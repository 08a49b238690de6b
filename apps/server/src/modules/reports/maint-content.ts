import { hazmatsOfVariant, type PartOneSource, partOneMaterial, partOneRows, shortId } from '@keelson/domain';
import { checkSource, type ReportChoice, reportHeader } from './ihm-content.ts';
import type { IhmProjectData } from './ihm-data.ts';
import type { HazmatItem, ItemPlacement } from './maint-data.ts';
import type {
  EmissionReportContent,
  IhmMaintReportContent,
  ReportItem,
  ReportMovement,
} from './report-content.types.ts';

/** What ihmmaint and emission reports read: the survey's header and checks, and the hazmat items. */
export type MaintProjectData = Pick<IhmProjectData, 'projectName' | 'survey' | 'signatures' | 'checks'> & {
  items: HazmatItem[];
};

const day = (at: Date) => at.toISOString().slice(0, 10);

/** Whether a moment falls in the period, both days included (UTC days); open ends cover everything. */
export function inPeriod(at: Date | null, choice: Pick<ReportChoice, 'periodFrom' | 'periodTo'>): boolean {
  if (!at) return false;
  const d = day(at);
  return (!choice.periodFrom || d >= choice.periodFrom) && (!choice.periodTo || d <= choice.periodTo);
}

const amount = (quantity: number, unit: string) => `${Number(quantity.toFixed(3))} ${unit}`;

/** Units still on board: received, less what was removed. */
function onBoard(item: HazmatItem): number {
  const removed = item.placements.filter((p) => p.kind === 'removed').reduce((sum, p) => sum + p.quantity, 0);
  return Math.max(0, item.quantityReceived - removed);
}

function movementOf(placement: ItemPlacement): ReportMovement[] {
  const moved: ReportMovement = {
    kind: placement.kind,
    at: day(placement.at),
    quantity: placement.quantity,
    location: placement.location,
    receipt: null,
  };
  if (placement.kind !== 'removed' || !placement.documented) return [moved];
  return [moved, { ...moved, kind: 'discharged', receipt: placement.receipt }];
}

/** An item on board as a source of the updated Part I tables. */
function itemSource(item: HazmatItem): PartOneSource {
  const places = [
    ...new Set(item.placements.filter((p) => p.kind !== 'removed' && p.location).map((p) => p.location)),
  ];
  return {
    id: item.id,
    name: item.articleName,
    equipmentClasses: item.equipmentClass ? [item.equipmentClass] : [],
    location: places.join('; ') || item.vesselName,
    quantity: amount(onBoard(item), item.unit),
    remarks: `Item ${shortId(item.id)}, order ${item.orderNumber}`,
    findings: item.hazmats,
  };
}

/** Maintenance of Part I over the period, in a variant: items brought aboard and where they went. */
export function ihmMaintContent(data: MaintProjectData, choice: ReportChoice): IhmMaintReportContent {
  const listed = hazmatsOfVariant(choice.variant);
  const ofVariant = data.items
    .map((item) => ({ ...item, hazmats: item.hazmats.filter((h) => listed.includes(h.hazmat)) }))
    .filter((item) => item.hazmats.length > 0);
  const reported: ReportItem[] = ofVariant
    .filter(
      (item) => inPeriod(item.receivedAt, choice) || item.placements.some((p) => inPeriod(p.at, choice)),
    )
    .map((item) => ({
      id: item.id,
      shortId: shortId(item.id),
      orderNumber: item.orderNumber,
      vesselName: item.vesselName,
      articleName: item.articleName,
      supplierName: item.supplierName,
      receivedAt: item.receivedAt ? day(item.receivedAt) : null,
      quantity: amount(item.quantityReceived, item.unit),
      hazmats: item.hazmats,
      mdReference: item.md,
      sdocReference: item.sdoc,
      movements: item.placements.filter((p) => inPeriod(p.at, choice)).flatMap(movementOf),
    }));
  const aboard = ofVariant.filter((item) => onBoard(item) > 0).map(itemSource);
  return {
    kind: 'ihmmaint',
    header: reportHeader(data, 'ihmmaint', choice),
    items: reported,
    tables: partOneRows([...data.checks.map(checkSource), ...aboard], choice.variant),
  };
}

/** The hazardous materials that left the ship in the period: removals, per material and one by one. */
export function emissionContent(data: MaintProjectData, choice: ReportChoice): EmissionReportContent {
  const listed = hazmatsOfVariant(choice.variant);
  const removals = data.items.flatMap((item) => {
    const hazmats = item.hazmats.map((h) => h.hazmat).filter((code) => listed.includes(code));
    if (hazmats.length === 0) return [];
    return item.placements
      .filter((p) => p.kind === 'removed' && inPeriod(p.at, choice))
      .map((p) => ({ item, hazmats, placement: p }));
  });
  removals.sort((a, b) => a.placement.at.getTime() - b.placement.at.getTime());
  const totals = listed.flatMap((hazmat) => {
    const of = removals.filter((r) => r.hazmats.includes(hazmat));
    if (of.length === 0) return [];
    const perUnit = new Map<string, number>();
    for (const r of of) perUnit.set(r.item.unit, (perUnit.get(r.item.unit) ?? 0) + r.placement.quantity);
    return [
      {
        hazmat,
        material: partOneMaterial(hazmat, choice.variant),
        removals: of.length,
        quantity: [...perUnit].map(([unit, quantity]) => amount(quantity, unit)).join(', '),
        withReceipt: of.filter((r) => r.placement.documented).length,
      },
    ];
  });
  return {
    kind: 'emission',
    header: reportHeader(data, 'emission', choice),
    totals,
    removals: removals.map(({ item, hazmats, placement }) => ({
      at: day(placement.at),
      itemShortId: shortId(item.id),
      articleName: item.articleName,
      vesselName: item.vesselName,
      hazmats,
      quantity: amount(placement.quantity, item.unit),
      from: placement.location,
      receipt: placement.receipt,
      documented: placement.documented,
    })),
  };
}
