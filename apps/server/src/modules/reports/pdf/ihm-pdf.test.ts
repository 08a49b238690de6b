import { PART_ONE_TABLES } from '@keelson/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { putBuffer } from '../../../storage/file-storage.ts';
import type { IhmReportContent } from '../report-content.types.ts';
import { pagesWith, readPdf } from './pdf-reading.fixture.ts';
import { ihmContent, META } from './report-content.fixture.ts';
import { photoJpeg, storePhoto, storePlan, type TempFiles, tempFiles } from './report-files.fixture.ts';
import { renderReportPdf } from './report-pdf.ts';

let temp: TempFiles;
beforeAll(async () => {
  temp = await tempFiles();
});
afterAll(() => temp.remove());

/** Part I with two photos on file, one missing and one broken, a signature image, a plan cut and one never cut. */
async function fullContent(): Promise<IhmReportContent> {
  const content = ihmContent();
  const photo = await photoJpeg(1600, 1200);
  await storePhoto(temp.files, 'check-images/p1/v1/full', photo);
  await storePhoto(temp.files, 'check-images/p2/v1/full', photo);
  await storePhoto(temp.files, 'check-images/broken/v1/full', Buffer.from('not a JPEG at all'));
  const signature = await sharp({ create: { width: 400, height: 120, channels: 4, background: '#00000000' } })
    .png()
    .toBuffer();
  await putBuffer(temp.files, 'signatures/approval/v1/image', { data: signature, contentType: 'image/png' });
  const plan = await storePlan(temp.files, { deckplanId: 'plan-main', width: 3000, height: 800 });
  const photoOf = (checkId: string, checkLabel: string, caption: string, id: string) => ({
    checkId,
    checkLabel,
    caption,
    fullKey: `check-images/${id}/v1/full`,
    originalKey: `check-images/${id}/original`,
    originalFilename: null,
  });
  return {
    ...content,
    photos: [
      photoOf('check-1', 'S-1', 'S-1 Pipe lagging', 'p1'),
      photoOf('check-2', 'V-1', 'V-1 Cable insulation', 'gone'),
      photoOf('check-3', 'S-2', 'S-2 Hull structure', 'p2'),
      photoOf('check-3', 'S-2', 'S-2 Hull structure, close-up', 'broken'),
    ],
    deckPlans: [
      {
        deckplanId: 'plan-main',
        deckName: 'Main deck',
        planName: 'General arrangement',
        width: 3000,
        height: 800,
        ...plan,
        points: [
          { x: 800, y: 400, label: 'S-1', level: 'yes' },
          { x: 1600, y: 400, label: 'V-1', level: 'maybe' },
        ],
      },
      {
        deckplanId: 'plan-never-cut',
        deckName: 'Tank top',
        planName: 'Tank top plan',
        width: 3000,
        height: 800,
        imageVersion: 1,
        maxZoom: 4,
        points: [],
      },
    ],
  };
}

describe('the IHM Part I PDF', () => {
  let pdf: Buffer;
  let text: Awaited<ReturnType<typeof readPdf>>;
  const progress: [number, number][] = [];

  beforeAll(async () => {
    const started = performance.now();
    pdf = await renderReportPdf(temp.files, await fullContent(), META, (done, total) => {
      progress.push([done, total]);
    });
    console.log(`IHM Part I: ${pdf.length} bytes in ${Math.round(performance.now() - started)} ms`);
    text = await readPdf(pdf);
  });

  const all = () => text.pages.join('\n');

  it('opens with a cover naming the ship, the report and its version', () => {
    const cover = text.pages[0] ?? '';
    expect(cover).toContain('Inventory of Hazardous Materials — Part I');
    expect(cover).toContain('MV Northern Star');
    expect(cover).toContain('IMO number 9312345');
    expect(cover).toContain('IHM-2026-017');
    expect(cover).toContain('Tables A and B (Hong Kong Convention)');
    expect(cover).toContain('Version 3');
    expect(cover).toContain('2026-04-02 09:30 UTC');
    expect(cover).toContain('c0ffee123456');
    expect(cover).not.toContain('c0ffee1234567');
  });

  it('prints the particulars, the texts that are set and both signatures', () => {
    for (const expected of [
      'Port of registry Bergen',
      'Gross tonnage 28,450',
      'Classification society DNV',
    ]) {
      expect(all()).toContain(expected);
    }
    expect(all()).toContain('Surveyor Jane Surveyor');
    expect(all()).toContain('This inventory was prepared from a visual and sampling survey on board.');
    expect(all()).not.toContain('Limitations');
    expect(all()).toContain('Prepared by');
    expect(all()).toContain('Approved by');
    expect(all()).toContain('Ole Master');
  });

  it('prints the three Part I tables under their titles, with their rows', () => {
    for (const title of Object.values(PART_ONE_TABLES)) expect(all()).toContain(title);
    expect(all()).toContain('Pipe lagging');
    expect(all()).toContain('Asbestos (Table A)');
    expect(all()).toContain('Polychlorinated biphenyls (PCB) (Table A)');
    expect(all()).toContain('Lead (Table B)');
    expect(all()).toContain('Name of equipment and machinery');
    expect(all()).toContain('Structural element');
    // Nothing was found in paints: the table says so.
    const paints = all().slice(all().indexOf(PART_ONE_TABLES.i1));
    expect(paints.slice(0, paints.indexOf(PART_ONE_TABLES.i2))).toContain('No items listed.');
  });

  it('lists laboratories, methods and the samples with their results', () => {
    expect(all()).toContain('Eurolab Analytics');
    expect(all()).toContain('Polarised light microscopy');
    expect(all()).toContain('Asbestos (Table A): Contained, 2.5 %');
    expect(all()).toContain('Polychlorinated biphenyls (PCB) (Table A): Below threshold, 12 mg/kg');
    expect(all()).toContain('PCHM');
    expect(all()).toContain('Cadmium (Table B): Not contained');
  });

  it('shows the photos with captions and names the one whose file is missing', () => {
    expect(all()).toContain('S-1 Pipe lagging');
    expect(all()).toContain('S-2 Hull structure');
    expect(all()).toContain('Photo V-1 Cable insulation: the image file is not available.');
    expect(all()).toContain('Photo S-2 Hull structure, close-up: the image file is not available.');
  });

  it('draws the plans that exist and names the one that does not', () => {
    expect(all()).toContain('Main deck — General arrangement');
    expect(all()).toContain('Tank top — Tank top plan');
    expect(all()).toContain('Plan image not available');
  });

  it('numbers every page and names the ship in the footer', () => {
    const count = text.pages.length;
    expect(text.pages[0]).toContain(`Page 1 of ${count}`);
    text.pages.forEach((page, index) => {
      expect(page).toContain(`Page ${index + 1} of ${count}`);
      expect(page).toContain('MV Northern Star');
    });
  });

  it('embeds its fonts and its images', () => {
    const raw = pdf.toString('latin1');
    expect(raw).toContain('/FontFile2');
    expect(raw).not.toMatch(/\/BaseFont \/(Helvetica|Times)/);
    expect(raw).toContain('/Subtype /Image');
    // Two photos, the signature and one plan.
    expect(text.pagesWithImages.length).toBeGreaterThanOrEqual(2);
    expect(pagesWith(text, 'General arrangement').every((page) => text.pagesWithImages.includes(page))).toBe(
      true,
    );
  });

  it('reports each photo and plan as it is prepared', () => {
    expect(progress[0]).toEqual([0, 6]);
    expect(progress.at(-1)).toEqual([6, 6]);
    expect(progress.map(([done]) => done)).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });
});

describe('the IHM Part I tables', () => {
  it('repeat their header row on every page a long table runs over', async () => {
    const pdf = await readPdf(await renderReportPdf(temp.files, ihmContent({ extraEquipment: 80 }), META));
    const pages = pagesWith(pdf, 'Ballast pump gasket');
    expect(pages.length).toBeGreaterThanOrEqual(2);
    for (const page of pages) {
      expect(pdf.pages[page - 1]).toContain('Name of equipment and machinery');
      expect(pdf.pages[page - 1]).toContain('Approximate quantity');
    }
    // The title is printed once, the header on each page.
    expect(pagesWith(pdf, PART_ONE_TABLES.i2)).toHaveLength(1);
    expect(pdf.pages.join(' ')).toContain('Ballast pump gasket 80');
    expect(pdf.pages.join(' ')).toContain('2-82');
  });

  it('name the EU lists for an EU variant', async () => {
    const pdf = await readPdf(await renderReportPdf(temp.files, ihmContent({ variant: 'abeu' }), META));
    const all = pdf.pages.join(' ');
    expect(all).toContain('Asbestos (Annex I)');
    expect(all).toContain('Lead (Annex II)');
    expect(all).toContain('Annexes I and II (EU Ship Recycling Regulation)');
    expect(all).not.toContain('(Table A)');
  });
});
