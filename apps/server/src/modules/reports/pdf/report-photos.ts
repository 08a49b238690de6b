import type { FileStorage } from '../../../storage/file-storage.ts';
import type { ReportPhoto } from '../report-content.types.ts';
import { heading } from './pdf-blocks.ts';
import type { PdfImages } from './pdf-document.ts';
import type { Content } from './pdfmake-types.ts';
import { printImage } from './print-image.ts';

/** Two photos side by side, each in a box this size (points): four rows fill an A4 page. */
const PHOTO_BOX: [number, number] = [250, 170];

type Prepared = { caption: string; image: string };

/**
 * The photos of the checks, two to a row with their captions ("S-3 Pipe lagging"). Photos are read
 * and shrunk one at a time, so a survey of hundreds of photos never holds more than one original.
 * A photo whose file is missing or unreadable is left out and named in a note under the photos.
 */
export async function photosSection(props: {
  files: FileStorage;
  photos: readonly ReportPhoto[];
  images: PdfImages;
  prepared: () => Promise<void>;
}): Promise<Content[]> {
  if (props.photos.length === 0) return [];
  const shown: Prepared[] = [];
  const missing: string[] = [];
  for (const photo of props.photos) {
    const image = await printImage(props.files, photo.fullKey);
    if (image) shown.push({ caption: photo.caption, image: props.images.add(image.data) });
    else missing.push(photo.caption);
    await props.prepared();
  }
  const rows: Content[] = [];
  for (let index = 0; index < shown.length; index += 2) {
    const pair = shown.slice(index, index + 2);
    rows.push({
      columns: [0, 1].map((column) => {
        const photo = pair[column];
        if (!photo) return { text: '', width: '*' };
        return {
          width: '*',
          stack: [
            { image: photo.image, fit: PHOTO_BOX, alignment: 'center' },
            { text: photo.caption, style: 'caption', alignment: 'center' },
          ],
        };
      }),
      columnGap: 15,
      unbreakable: true,
    });
  }
  const notes: Content[] = missing.map((caption) => ({
    text: `Photo ${caption}: the image file is not available.`,
    style: 'muted',
    italics: true,
  }));
  return [heading('Photos', 1, { pageBreak: true }), ...rows, ...notes];
}
