import { PART_ONE_TABLES } from '@keelson/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pagesWith, readPdf } from './pdf-reading.fixture.ts';
import { emissionContent, ihmMaintContent, META } from './report-content.fixture.ts';
import { type TempFiles, tempFiles } from './report-files.fixture.ts';
import { renderReportPdf } from './report-pdf.ts';

let temp: TempFiles;
beforeAll(async () => {
  temp = await tempFiles();
});
afterAll(() => temp.remove());

const render = async (content: Parameters<typeof renderReportPdf>[1]) =>
  readPdf(await renderReportPdf(temp.files, content, META));

describe('the IHM maintenance PDF', () => {
  it('covers the period and lists the items with their declarations and movements', async () => {
    const pdf = await render(ihmMaintContent(['2026-01-01', '2026-03-31']));
    const all = pdf.pages.join('\n');
    expect(pdf.pages[0]).toContain('IHM maintenance report');
    expect(pdf.pages[0]).toContain('from 2026-01-01 to 2026-03-31');
    expect(pdf.pages[0]).toContain('Version 3');
    for (const expected of [
      'A1B2',
      'PO-4711',
      'Gasket sheet',
      'Marine Supplies Ltd',
      '2026-02-20',
      '4 pcs',
    ]) {
      expect(all).toContain(expected);
    }
    expect(all).toContain('Asbestos (Table A): Contained');
    expect(all).toContain('MD MD-2026-001');
    expect(all).toContain('SDoC SDOC-77');
    expect(all).toContain('Stored 2 pcs at Store room, 2026-02-21');
    expect(all).toContain('Installed 2 pcs at Engine room, 2026-03-01');
    expect(all).toContain('Removed 1 pc from Engine room, 2026-03-15, receipt receipt-15.pdf');
    expect(pdf.pages[0]).toContain(`Page 1 of ${pdf.pages.length}`);
  });

  it('prints the updated Part I tables after the items', async () => {
    const pdf = await render(ihmMaintContent());
    for (const title of Object.values(PART_ONE_TABLES)) expect(pagesWith(pdf, title)).toHaveLength(1);
    expect(pdf.pages.join(' ')).toContain('Pipe lagging');
    const items = pagesWith(pdf, 'Items with hazardous materials')[0] ?? 0;
    expect(pagesWith(pdf, PART_ONE_TABLES.i1)[0]).toBeGreaterThan(items);
  });

  it('without a period covers everything up to the generation day', async () => {
    const pdf = await render(ihmMaintContent());
    expect(pdf.pages[0]).toContain('all records up to 2026-04-02');
  });

  it('says so when no item came aboard', async () => {
    const pdf = await render({ ...ihmMaintContent(), items: [] });
    expect(pdf.pages.join(' ')).toContain('No items with hazardous materials in this period.');
  });
});

describe('the emission PDF', () => {
  it('prints the totals per material and each removal', async () => {
    const pdf = await render(emissionContent(['2026-03-01', '2026-03-31']));
    const all = pdf.pages.join('\n');
    expect(pdf.pages[0]).toContain('Hazardous materials emission report');
    expect(pdf.pages[0]).toContain('from 2026-03-01 to 2026-03-31');
    expect(all).toContain('Totals per material');
    expect(all).toContain('Asbestos (Table A) 2 3 pcs 1 of 2');
    expect(all).toContain('Lead (Table B) 1 5 kg 0 of 1');
    expect(all).toContain('2026-03-15 A1B2 Gasket sheet');
    expect(all).toContain('receipt-15.pdf yes');
    expect(all).toContain('Bow thruster room');
    expect(all).toMatch(/— no/);
    for (const [index, page] of pdf.pages.entries()) {
      expect(page).toContain(`Page ${index + 1} of ${pdf.pages.length}`);
      expect(page).toContain('MV Northern Star');
    }
  });

  it('says so when nothing left the ship', async () => {
    const pdf = await render({ ...emissionContent(), totals: [], removals: [] });
    const all = pdf.pages.join(' ');
    expect(all).toContain('No hazardous materials left the ship in this period.');
    expect(all).toContain('No removals in this period.');
  });
});
