// The demo's documents: rows for the `documents` table with their PDF bytes. The company's library
// (MDs and SDoCs it already had before the year of orders) and the documents suppliers upload in
// the request stories are made here, so their names, texts and validity follow one pattern.
import type { documents } from '../db/schema/index.ts';
import type { DocType, Step } from './demo-document-stories.ts';
import { demoPdf } from './demo-pdf.ts';
import type { SeededRandom } from './fleet-generator.ts';

export const DAY = 86_400_000;

export type DemoDocument = typeof documents.$inferInsert & { id: string; fileKey: string; file: Buffer };
export type DemoSupplier = { id: string; name: string };
export type DemoArticle = { id: string; impa: string | null; name: string };

const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const slug = (text: string) =>
  text
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 40);

export type DocumentFactory = ReturnType<typeof documentFactory>;

/** Makes documents of one company; `created` collects them in the order they were made. */
export function documentFactory(props: {
  random: SeededRandom;
  bucketId: string;
  teamId: string;
  expertId: string;
}) {
  const created: DemoDocument[] = [];
  const make = (doc: {
    type: DocType;
    supplier: DemoSupplier;
    article: DemoArticle | null;
    createdAt: Date;
    validFrom: Date;
    validTo: Date;
    /** The supplier uploaded it (portal); otherwise the expert did. */
    bySupplier: boolean;
  }): DemoDocument => {
    const id = props.random.uuid();
    const md = doc.type === 'md';
    const revision = created.filter((d) => d.type === doc.type && d.addedBySupplierId === doc.supplier.id);
    const filename = md
      ? `MD_${doc.article?.impa ?? 'item'}_${slug(doc.supplier.name)}_${isoDay(doc.validFrom)}.pdf`
      : `SDoC_${slug(doc.supplier.name)}_${isoDay(doc.validFrom)}_${revision.length + 1}.pdf`;
    const title = md
      ? `Material Declaration (MD): ${doc.article?.name ?? 'ship supplies'}`
      : `Supplier's Declaration of Conformity (SDoC): ${doc.supplier.name}`;
    const file = demoPdf(title, [
      `Supplier: ${doc.supplier.name}`,
      md
        ? `Product: ${doc.article?.impa ? `IMPA ${doc.article.impa} ` : ''}${doc.article?.name ?? ''}`
        : 'Declares that the Material Declarations listed in its annex are correct and complete.',
      `Valid from ${isoDay(doc.validFrom)} to ${isoDay(doc.validTo)}`,
      md
        ? 'Hazardous materials of IMO MEPC.379(80) Tables A and B: none above threshold.'
        : 'Issued according to IMO MEPC.379(80), appendix 7.',
      'Demo document made by Keelson: not a real declaration.',
    ]);
    const row: DemoDocument = {
      id,
      bucketId: props.bucketId,
      type: doc.type,
      filename,
      fileSize: file.length,
      contentType: 'application/pdf',
      // The same key layout as uploads (`withStoredFile`); derived from the id, so reruns match.
      fileKey: `documents/${props.bucketId}/${id.replace(/-/g, '').slice(0, 24)}`,
      file,
      validFrom: doc.validFrom,
      validTo: doc.validTo,
      addedBySupplierId: doc.bySupplier ? doc.supplier.id : null,
      createdByTeamId: doc.bySupplier ? null : props.teamId,
      createdByUserId: doc.bySupplier ? null : props.expertId,
      createdAt: doc.createdAt,
    };
    created.push(row);
    return row;
  };

  return {
    created,
    /** A document the supplier uploads at `at` for a request: a `bad` one expired before it. */
    upload(
      step: Extract<Step, { kind: 'provide' }>,
      type: DocType,
      supplier: DemoSupplier,
      article: DemoArticle | null,
      at: Date,
    ) {
      const random = props.random;
      const validFrom = new Date(at.getTime() - random.int(400, 800) * DAY);
      const validTo =
        step.quality === 'good'
          ? new Date(at.getTime() + random.int(400, 1100) * DAY)
          : new Date(at.getTime() - random.int(30, 200) * DAY);
      return make({ type, supplier, article, createdAt: at, validFrom, validTo, bySupplier: true });
    },
    /** A document of the library, there since before the year of orders; valid through it. */
    library(type: DocType, supplier: DemoSupplier, article: DemoArticle | null, now: Date, expired = false) {
      const random = props.random;
      const createdAt = new Date(now.getTime() - random.int(380, 440) * DAY);
      return make({
        type,
        supplier,
        article,
        createdAt,
        validFrom: new Date(createdAt.getTime() - random.int(10, 60) * DAY),
        validTo: new Date(now.getTime() + (expired ? -random.int(20, 60) : random.int(300, 900)) * DAY),
        bySupplier: created.length % 2 === 0,
      });
    },
  };
}

/**
 * The library: an MD for each of the `mdPairs` most ordered (supplier, article) pairs, an expired
 * one for the next pair, and an SDoC of each of the `sdocSuppliers` busiest suppliers. Answers the
 * valid ones by `supplierId|articleId` (MD) and `supplierId` (SDoC): the documents to reuse.
 */
export function libraryDocuments(
  factory: DocumentFactory,
  items: readonly { supplier: DemoSupplier; article: DemoArticle | null }[],
  now: Date,
  sizes = { mdPairs: 6, sdocSuppliers: 4 },
) {
  const ranked = <T>(
    keyOf: (item: (typeof items)[number]) => string | null,
    value: (item: (typeof items)[number]) => T,
  ) => {
    const counts = new Map<string, { n: number; value: T }>();
    for (const item of items) {
      const key = keyOf(item);
      if (!key) continue;
      counts.set(key, { n: (counts.get(key)?.n ?? 0) + 1, value: value(item) });
    }
    return [...counts.entries()].sort((a, b) => b[1].n - a[1].n || a[0].localeCompare(b[0]));
  };
  const md = new Map<string, DemoDocument>();
  const pairs = ranked(
    (item) => (item.article ? `${item.supplier.id}|${item.article.id}` : null),
    (item) => item,
  );
  pairs.slice(0, sizes.mdPairs + 1).forEach(([key, { value }], index) => {
    const expired = index === sizes.mdPairs;
    const doc = factory.library('md', value.supplier, value.article, now, expired);
    if (!expired) md.set(key, doc);
  });
  const sdoc = new Map<string, DemoDocument>();
  for (const [key, { value }] of ranked(
    (item) => item.supplier.id,
    (item) => item.supplier,
  ).slice(0, sizes.sdocSuppliers)) {
    sdoc.set(key, factory.library('sdoc', value, null, now));
  }
  return { md, sdoc };
}
