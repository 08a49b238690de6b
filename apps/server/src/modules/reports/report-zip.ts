import type { Readable } from 'node:stream';
import yazl from 'yazl';
import type { FileStorage } from '../../storage/file-storage.ts';
import type { ReportPhoto } from './report-content.types.ts';

const safeName = (text: string) => text.replace(/[^\w.-]+/g, '_').slice(0, 120);

/**
 * The report as a zip: its PDF and the original photos of the checks, named after their check
 * ("photos/S-3_Pipe_lagging_1.jpg"). The photos are streamed from the file store one by one into
 * the zip's stream, which is stored as it is written; a missing photo is left out.
 */
export async function storeReportZip(
  files: FileStorage,
  props: { key: string; pdf: Buffer; pdfName: string; photos: readonly ReportPhoto[] },
): Promise<{ size: number }> {
  const zip = new yazl.ZipFile();
  zip.addBuffer(props.pdf, props.pdfName);
  const stored = files.put(props.key, zip.outputStream as unknown as Readable, {
    contentType: 'application/zip',
  });
  const counts = new Map<string, number>();
  for (const photo of props.photos) {
    const original = await files.get(photo.originalKey);
    if (!original) continue;
    const n = (counts.get(photo.checkLabel) ?? 0) + 1;
    counts.set(photo.checkLabel, n);
    const extension =
      original.contentType === 'image/png' ? 'png' : original.contentType === 'image/webp' ? 'webp' : 'jpg';
    zip.addReadStream(original.body, `photos/${safeName(photo.caption)}_${n}.${extension}`);
  }
  zip.end();
  return stored;
}
