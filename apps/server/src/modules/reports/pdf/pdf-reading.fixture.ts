import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

// Reads a rendered report back as a reader's PDF viewer would: pdf.js (legacy build, for Node).

export type ReadPdf = {
  pages: string[];
  /** Whether a page paints an image (an XObject image in its operator list). */
  pagesWithImages: number[];
};

const root = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));

/** Every page's text, its pieces joined by single spaces (a wrapped title reads as one line). */
export async function readPdf(data: Buffer, options: { images?: boolean } = {}): Promise<ReadPdf> {
  const { getDocument, OPS } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await getDocument({
    data: new Uint8Array(data),
    disableFontFace: true,
    standardFontDataUrl: `${join(root, 'standard_fonts')}/`,
    verbosity: 0,
  }).promise;
  try {
    const pages: string[] = [];
    const pagesWithImages: number[] = [];
    for (let number = 1; number <= document.numPages; number++) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      const text = content.items
        .map((item) => ('str' in item ? item.str : ''))
        .join(' ')
        .replace(/\s+/g, ' ')
        .trim();
      pages.push(text);
      // Operator lists decode the images: slow for a report of hundreds of photos, so asked for.
      if (options.images ?? true) {
        const operators = await page.getOperatorList();
        if (operators.fnArray.includes(OPS.paintImageXObject)) pagesWithImages.push(number);
      }
      page.cleanup();
    }
    return { pages, pagesWithImages };
  } finally {
    await document.destroy();
  }
}

/** The numbers (from 1) of the pages whose text contains `text`. */
export function pagesWith(pdf: ReadPdf, text: string): number[] {
  return pdf.pages.flatMap((page, index) => (page.includes(text) ? [index + 1] : []));
}
