import { createRequire } from 'node:module';
import type { Content, DocumentDefinition, PdfMake, TableLayout } from './pdfmake-types.ts';

const require = createRequire(import.meta.url);
// pdfmake 0.3 on Node exports one shared instance (CommonJS, no named exports for ESM to see).
const pdfmake: PdfMake = require('pdfmake');

/** Roboto as pdfmake ships it: embedded in every report, so no font has to be installed anywhere. */
export const FONT_FILES = {
  normal: require.resolve('pdfmake/fonts/Roboto/Roboto-Regular.ttf'),
  bold: require.resolve('pdfmake/fonts/Roboto/Roboto-Medium.ttf'),
  italics: require.resolve('pdfmake/fonts/Roboto/Roboto-Italic.ttf'),
  bolditalics: require.resolve('pdfmake/fonts/Roboto/Roboto-MediumItalic.ttf'),
};

const fontPaths = new Set(Object.values(FONT_FILES));
pdfmake.setFonts({ Roboto: { ...FONT_FILES } });
// Report content comes from users: a text or image must never make the server fetch a URL or read
// a local file. Only our own font files are read from disk; images come from the render's store.
pdfmake.setUrlAccessPolicy(() => false);
pdfmake.setLocalAccessPolicy((path) => fontPaths.has(path));

/**
 * The images of one render, by name. pdfmake takes images as data URLs or file names; a data URL
 * of every photo would sit in the JavaScript heap (the worker's is bounded), so the bytes stay in
 * Buffers and reach pdfmake through its virtual file system, one per render.
 */
export class PdfImages {
  private readonly files = new Map<string, Buffer>();
  private added = 0;

  /** Stores a JPEG or PNG and answers the name an image node uses. */
  add(data: Buffer): string {
    this.added += 1;
    const name = `image-${this.added}`;
    this.files.set(name, data);
    return name;
  }

  dictionary(): Record<string, string> {
    return Object.fromEntries([...this.files.keys()].map((name) => [name, name]));
  }

  /** pdfmake's virtual file system: each image is read once (pdfmake keeps what it embedded). */
  fileSystem() {
    const files = this.files;
    return {
      existsSync: (name: string) => files.has(name),
      readFileSync: (name: string) => {
        const data = files.get(name);
        if (!data) throw new Error(`no image ${name} in this render`);
        // pdfkit writes the image into the output as it reads it: no second copy held to the end.
        files.delete(name);
        return data;
      },
      writeFileSync: () => {
        throw new Error('a report render stores no files');
      },
    };
  }
}

const COLORS = {
  text: '#1d2733',
  muted: '#5b6672',
  rule: '#b4bcc5',
  headerFill: '#dfe5ec',
  zebraFill: '#edf1f5',
  accent: '#1f4e79',
};

/** Thin rules, a shaded header row and zebra rows: long tables stay readable at 8 pt. */
export const ZEBRA_LAYOUT: TableLayout = {
  fillColor: (rowIndex) =>
    rowIndex === 0 ? COLORS.headerFill : rowIndex % 2 === 0 ? COLORS.zebraFill : null,
  hLineWidth: () => 0.4,
  vLineWidth: () => 0.4,
  hLineColor: () => COLORS.rule,
  vLineColor: () => COLORS.rule,
  paddingLeft: () => 3,
  paddingRight: () => 3,
  paddingTop: () => 2,
  paddingBottom: () => 2,
};

/** Label and value pairs: no header row, the labels shaded. */
export const FIELDS_LAYOUT: TableLayout = {
  ...ZEBRA_LAYOUT,
  fillColor: (_rowIndex, _node, columnIndex) => (columnIndex === 0 ? COLORS.zebraFill : null),
};

export type PdfFrame = {
  title: string;
  /** Printed in every page's footer: whose inventory this is. */
  shipName: string;
  generatedAt: Date;
  content: Content[];
  images: PdfImages;
  /** Landscape for reports whose tables have many columns (items and their movements). */
  orientation?: 'portrait' | 'landscape';
};

/** The document around a report's content: A4, Roboto, footer "ship — Page N of M". */
export async function renderPdf(frame: PdfFrame): Promise<Buffer> {
  const definition: DocumentDefinition = {
    pageSize: 'A4',
    pageOrientation: frame.orientation ?? 'portrait',
    pageMargins: [40, 40, 40, 50],
    info: {
      title: frame.title,
      subject: frame.shipName,
      creator: 'Keelson',
      producer: 'Keelson',
      // The generation time, not the clock: a version renders the same metadata every time.
      creationDate: frame.generatedAt,
    },
    defaultStyle: { font: 'Roboto', fontSize: 9, color: COLORS.text, lineHeight: 1.15 },
    styles: {
      title: { fontSize: 22, bold: true, color: COLORS.accent },
      h1: { fontSize: 14, bold: true, color: COLORS.accent, margin: [0, 12, 0, 6] },
      h2: { fontSize: 11, bold: true, color: COLORS.accent, margin: [0, 8, 0, 4] },
      table: { fontSize: 8 },
      tableHeader: { bold: true, fontSize: 8 },
      muted: { color: COLORS.muted },
      caption: { fontSize: 8, color: COLORS.muted, margin: [0, 2, 0, 8] },
    },
    footer: (currentPage, pageCount) => ({
      margin: [40, 16, 40, 0],
      fontSize: 8,
      color: COLORS.muted,
      columns: [
        { text: frame.shipName, width: '*' },
        { text: `Page ${currentPage} of ${pageCount}`, width: 'auto', alignment: 'right' },
      ],
    }),
    images: frame.images.dictionary(),
    content: frame.content,
  };
  // A render of its own over the shared instance: its images, the shared fonts and policies.
  const render = Object.create(pdfmake) as PdfMake & { virtualfs: unknown };
  render.virtualfs = frame.images.fileSystem();
  return render.createPdf(definition).getBuffer();
}
