import sharp from 'sharp';

/** A real PNG plan of that size: a framed deck outline on white. */
export async function planPng(width: number, height: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="#ffffff"/>
    <rect x="${width * 0.05}" y="${height * 0.1}" width="${width * 0.9}" height="${height * 0.8}" fill="none" stroke="#223344" stroke-width="${Math.max(2, width / 200)}"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** A PDF written by hand from its objects (the first is the catalogue); binary streams as latin1. */
function handPdf(objects: readonly string[]): Buffer {
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(pdf.length);
    pdf += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

const stream = (content: string, dictionary = '') =>
  `<< ${dictionary} /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`;

/** An A4 landscape page with the given content and resources. */
const page = (content: string, resources: string) => [
  '<< /Type /Catalog /Pages 2 0 R >>',
  '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
  `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 842 595] /Contents 4 0 R /Resources ${resources} >>`,
  stream(content),
];

/** A deck outline: a thick rectangle inset on the page. */
const OUTLINE = '6 w 50 60 740 420 re S';

/** A one-page PDF (A4 landscape) with a deck outline and its name, written by hand. */
export function planPdf(title = 'Main deck'): Buffer {
  return handPdf([
    ...page(`BT /F1 36 Tf 60 520 Td (${title}) Tj ET ${OUTLINE}`, '<< /Font << /F1 5 0 R >> >>'),
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ]);
}

/**
 * A shipyard plan with Japanese labels in a font that is not embedded (a predefined CMap, as
 * CAD exports often write them): the drawing must come out even where the glyphs cannot.
 */
export function cjkPlanPdf(): Buffer {
  return handPdf([
    // 上甲板 (upper deck) in UCS-2.
    ...page(`BT /F1 36 Tf 60 520 Td <4E0A7532677F> Tj ET ${OUTLINE}`, '<< /Font << /F1 5 0 R >> >>'),
    '<< /Type /Font /Subtype /Type0 /BaseFont /KozMinPr6N-Regular /Encoding /UniJIS-UCS2-H /DescendantFonts [6 0 R] >>',
    '<< /Type /Font /Subtype /CIDFontType0 /BaseFont /KozMinPr6N-Regular /CIDSystemInfo << /Registry (Adobe) /Ordering (Japan1) /Supplement 6 >> /FontDescriptor 7 0 R >>',
    '<< /Type /FontDescriptor /FontName /KozMinPr6N-Regular /Flags 4 /FontBBox [0 -141 1000 859] /ItalicAngle 0 /Ascent 859 /Descent -141 /CapHeight 700 /StemV 80 >>',
  ]);
}

/** A scanned plan: one page that is a single greyscale JPEG (DCTDecode), as a scanner writes it. */
export async function scannedPlanPdf(): Promise<Buffer> {
  const jpeg = await sharp(await planPng(1684, 1190))
    .greyscale()
    .jpeg({ quality: 80 })
    .toBuffer();
  return handPdf([
    ...page('q 842 0 0 595 0 0 cm /Im1 Do Q', '<< /XObject << /Im1 5 0 R >> >>'),
    stream(
      jpeg.toString('latin1'),
      '/Type /XObject /Subtype /Image /Width 1684 /Height 1190 /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /DCTDecode',
    ),
  ]);
}
