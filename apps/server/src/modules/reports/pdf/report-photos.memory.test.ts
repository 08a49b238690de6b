import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IhmReportContent } from '../report-content.types.ts';
import { readPdf } from './pdf-reading.fixture.ts';
import { ihmContent, META } from './report-content.fixture.ts';
import { photoJpeg, storePhoto, type TempFiles, tempFiles } from './report-files.fixture.ts';
import { renderReportPdf } from './report-pdf.ts';

const PHOTOS = 300;
const MB = 1024 * 1024;

let temp: TempFiles;
let content: IhmReportContent;
let photoBytes = 0;

beforeAll(async () => {
  temp = await tempFiles();
  // Four different camera-sized photos, each stored under many checks: 300 files to read and shrink.
  const originals = await Promise.all([0, 1, 2, 3].map(() => photoJpeg(1600, 1200)));
  const photos: IhmReportContent['photos'] = [];
  for (let index = 0; index < PHOTOS; index++) {
    const data = originals[index % originals.length] as Buffer;
    photoBytes += data.length;
    await storePhoto(temp.files, `check-images/photo-${index}/v1/full`, data);
    photos.push({
      checkId: `check-${index}`,
      checkLabel: `S-${index + 1}`,
      caption: `S-${index + 1} Pipe lagging ${index + 1}`,
      fullKey: `check-images/photo-${index}/v1/full`,
      originalKey: `check-images/photo-${index}/original`,
      originalFilename: null,
    });
  }
  content = { ...ihmContent(), photos };
}, 120_000);
afterAll(() => temp.remove());

describe('an IHM report with 300 photos', () => {
  it('renders within a bounded memory, one photo at a time', async () => {
    global.gc?.();
    const before = process.memoryUsage();
    let peakRss = before.rss;
    let peakHeap = before.heapUsed;
    const sample = setInterval(() => {
      const now = process.memoryUsage();
      peakRss = Math.max(peakRss, now.rss);
      peakHeap = Math.max(peakHeap, now.heapUsed);
    }, 20);
    const progress: number[] = [];
    const started = performance.now();
    let pdf: Buffer;
    try {
      pdf = await renderReportPdf(temp.files, content, META, (done) => {
        progress.push(done);
        const now = process.memoryUsage();
        peakRss = Math.max(peakRss, now.rss);
        peakHeap = Math.max(peakHeap, now.heapUsed);
      });
    } finally {
      clearInterval(sample);
    }
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `${PHOTOS} photos of 1600x1200 (${Math.round(photoBytes / MB)} MB of JPEG): PDF ${Math.round(pdf.length / MB)} MB in ${seconds.toFixed(1)} s; ` +
        `RSS ${Math.round(before.rss / MB)} MB before, peak ${Math.round(peakRss / MB)} MB (+${Math.round((peakRss - before.rss) / MB)} MB); ` +
        `heap used peak ${Math.round(peakHeap / MB)} MB`,
    );
    expect(progress).toHaveLength(PHOTOS + 1);
    // Shrunk to 900 px at quality 75: far less than the originals, and never the originals in the heap.
    expect(pdf.length).toBeLessThan(photoBytes);
    expect(peakRss - before.rss).toBeLessThan(500 * MB);
    expect(peakHeap).toBeLessThan(300 * MB);
    const text = await readPdf(pdf, { images: false });
    expect(text.pages.join(' ')).toContain(`S-${PHOTOS} Pipe lagging ${PHOTOS}`);
    expect(pdf.toString('latin1').match(/\/Subtype \/Image/g)).toHaveLength(PHOTOS);
  }, 180_000);
});
