import { describe, expect, it } from 'vitest';
import { planDemoDocuments } from './demo-documents.plan.ts';
import { demoPdf } from './demo-pdf.ts';
import { seededRandom } from './fleet-generator.ts';

const DAY = 86_400_000;
const now = new Date('2026-03-01T12:00:00Z');

/** Items of two suppliers and three articles, categorised over the last 200 days. */
function items() {
  const random = seededRandom(7);
  const suppliers = [
    { id: random.uuid(), name: 'Hanse Marine Supply' },
    { id: random.uuid(), name: 'Baltic Coatings' },
  ];
  const articles = [0, 1, 2].map((n) => ({ id: random.uuid(), impa: `33110${n}`, name: `Gasket ${n}` }));
  return Array.from({ length: 120 }, (_, n) => ({
    id: random.uuid(),
    supplier: suppliers[n % 2] as (typeof suppliers)[number],
    article: articles[n % 3] as (typeof articles)[number],
    vesselId: null,
    orderNumber: `PO-${n}`,
    categorisedAt: new Date(now.getTime() - (2 + n * 1.6) * DAY),
  }));
}

describe('demo documents plan', () => {
  const props = { seed: 1, bucketId: 'b', teamId: 't', expertId: 'e', now, items: items() };

  it('is the same for the same input, and every history is in order and in the past', () => {
    const plan = planDemoDocuments(props);
    expect(planDemoDocuments(props)).toEqual(plan);
    expect(plan.requests.length).toBeGreaterThan(20);
    for (const request of plan.requests) {
      const times = plan.actions.filter((a) => a.requestId === request.id).map((a) => a.at.getTime());
      expect(times[0]).toBe(request.startedAt.getTime());
      expect(times).toEqual([...times].sort((a, b) => a - b));
      expect(new Set(times).size).toBe(times.length);
      expect(Math.max(...times)).toBeLessThan(now.getTime());
    }
    const selected = new Set(plan.selections.map((s) => s.documentId));
    const byId = new Map(plan.documents.map((d) => [d.id, d]));
    for (const id of selected) expect(byId.get(id)?.validTo?.getTime()).toBeGreaterThan(now.getTime());
  });

  it('makes PDFs whose cross-reference table points at their objects', () => {
    const pdf = demoPdf('Material Declaration (MD): Kapitän (test)', ['Line 1', 'Cable 3x2.5 mm²']);
    const text = pdf.toString('latin1');
    expect(text.startsWith('%PDF-1.4\n')).toBe(true);
    const xref = Number(text.match(/startxref\n(\d+)/)?.[1]);
    expect(text.slice(xref, xref + 4)).toBe('xref');
    const offsets = [...text.slice(xref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    expect(offsets).toHaveLength(6);
    offsets.forEach((offset, index) => {
      expect(text.slice(offset).startsWith(`${index + 1} 0 obj`)).toBe(true);
    });
    expect(text).toContain('Kapit\\344n \\(test\\)');
  });
});
