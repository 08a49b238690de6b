import type { ReportVariant } from '@keelson/domain';
import type { IhmMaintReportContent, ReportItem } from '../report-content.types.ts';
import { partOneSection } from './part-one-tables.ts';
import { coverPage, dataTable, heading, type ReportMeta } from './pdf-blocks.ts';
import { PdfImages, renderPdf } from './pdf-document.ts';
import type { Content } from './pdfmake-types.ts';
import {
  CONTAMINATION_LABELS,
  dayOf,
  materialOf,
  movementLine,
  periodOf,
  shipNameOf,
} from './report-labels.ts';

const IHMMAINT_TITLE = 'IHM maintenance report';

const lines = (texts: readonly string[]): Content => (texts.length === 0 ? '—' : { stack: [...texts] });

function materialsOf(item: ReportItem, variant: ReportVariant): Content {
  return lines(
    item.hazmats.map(
      (found) =>
        `${materialOf(found.hazmat, variant)}: ${CONTAMINATION_LABELS[found.contamination] ?? found.contamination}`,
    ),
  );
}

function declarationsOf(item: ReportItem): Content {
  return lines([
    ...(item.mdReference ? [`MD ${item.mdReference}`] : []),
    ...(item.sdocReference ? [`SDoC ${item.sdocReference}`] : []),
  ]);
}

/** The items brought aboard with hazardous materials in the period, and what became of them. */
function itemsSection(items: readonly ReportItem[], variant: ReportVariant): Content[] {
  return [
    heading('Items with hazardous materials'),
    dataTable({
      headers: [
        'Item',
        'Order',
        'Vessel',
        'Article',
        'Supplier',
        'Received',
        'Qty',
        'Materials',
        'MD / SDoC',
        'Movements',
      ],
      widths: [36, 46, 56, '*', 62, 48, 32, 96, 76, 170],
      rows: items.map((item) => [
        item.shortId,
        item.orderNumber,
        item.vesselName,
        item.articleName,
        item.supplierName,
        dayOf(item.receivedAt),
        item.quantity,
        materialsOf(item, variant),
        declarationsOf(item),
        lines(item.movements.map(movementLine)),
      ]),
      empty: 'No items with hazardous materials in this period.',
    }),
  ];
}

/** Part I kept up to date over a period: the items and their movements, then the updated tables. */
export async function renderIhmMaintPdf(content: IhmMaintReportContent, meta: ReportMeta): Promise<Buffer> {
  const { header } = content;
  const period = periodOf(header, meta.generatedAt);
  return renderPdf({
    title: `${IHMMAINT_TITLE} — ${shipNameOf(header)}`,
    shipName: shipNameOf(header),
    generatedAt: meta.generatedAt,
    images: new PdfImages(),
    orientation: 'landscape',
    content: [
      coverPage({
        title: IHMMAINT_TITLE,
        header,
        lines: [
          ['Period', period],
          ['Materials listed', header.variantLabel],
          ['Project', header.projectName],
        ],
        meta,
      }),
      ...itemsSection(content.items, header.variant),
      ...partOneSection(content.tables, header.variant, 'Updated Inventory of Hazardous Materials — Part I'),
    ],
  });
}
