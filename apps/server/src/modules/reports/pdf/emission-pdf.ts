import type { ReportVariant } from '@keelson/domain';
import type { EmissionReportContent } from '../report-content.types.ts';
import { coverPage, dataTable, heading, type ReportMeta } from './pdf-blocks.ts';
import { PdfImages, renderPdf } from './pdf-document.ts';
import type { Content } from './pdfmake-types.ts';
import { dayOf, materialOf, periodOf, shipNameOf } from './report-labels.ts';

const EMISSION_TITLE = 'Hazardous materials emission report';

type Removal = EmissionReportContent['removals'][number];

function totalsSection(content: EmissionReportContent): Content[] {
  return [
    heading('Totals per material'),
    dataTable({
      headers: ['Material', 'Removals', 'Quantity', 'With receipt'],
      widths: ['*', 70, 110, 80],
      rows: content.totals.map((total) => [
        total.material || materialOf(total.hazmat, content.header.variant),
        total.removals,
        total.quantity,
        `${total.withReceipt} of ${total.removals}`,
      ]),
      empty: 'No hazardous materials left the ship in this period.',
    }),
  ];
}

function removalRow(removal: Removal, variant: ReportVariant) {
  return [
    dayOf(removal.at),
    removal.itemShortId,
    removal.articleName,
    removal.vesselName,
    removal.hazmats.length === 0
      ? '—'
      : { stack: removal.hazmats.map((hazmat) => materialOf(hazmat, variant)) },
    removal.quantity,
    removal.from,
    removal.receipt,
    removal.documented ? 'yes' : 'no',
  ];
}

/** Hazardous materials that left the ship over a period: per material, then removal by removal. */
export async function renderEmissionPdf(content: EmissionReportContent, meta: ReportMeta): Promise<Buffer> {
  const { header } = content;
  return renderPdf({
    title: `${EMISSION_TITLE} — ${shipNameOf(header)}`,
    shipName: shipNameOf(header),
    generatedAt: meta.generatedAt,
    images: new PdfImages(),
    orientation: 'landscape',
    content: [
      coverPage({
        title: EMISSION_TITLE,
        header,
        lines: [
          ['Period', periodOf(header, meta.generatedAt)],
          ['Materials listed', header.variantLabel],
          ['Project', header.projectName],
        ],
        meta,
      }),
      ...totalsSection(content),
      heading('Removals'),
      dataTable({
        headers: [
          'Date',
          'Item',
          'Article',
          'Vessel',
          'Materials',
          'Quantity',
          'From',
          'Receipt',
          'Documented',
        ],
        widths: [52, 40, '*', 80, 130, 56, 90, 90, 52],
        rows: content.removals.map((removal) => removalRow(removal, header.variant)),
        empty: 'No removals in this period.',
      }),
    ],
  });
}
