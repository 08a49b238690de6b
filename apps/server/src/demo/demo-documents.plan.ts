// The demo's document requests as plain rows, from a seed, the relevant items and `now` (no
// database, no clock, no files): the same input gives the same rows. Entries are recorded as
// `recordAction` records them (demo-request-recorder.ts), so the rows read as the services' own.
import type { documentReuses } from '../db/schema/index.ts';
import type { ActionRow, RequestRow } from '../modules/documents/document.presenters.ts';
import {
  DAY,
  type DemoArticle,
  type DemoDocument,
  type DemoSupplier,
  documentFactory,
  libraryDocuments,
} from './demo-document-factory.ts';
import {
  type DocType,
  PLAIN_STORIES,
  pickPlainStory,
  pickReuseStory,
  REUSE_STORIES,
  type ReuseStory,
  type Step,
} from './demo-document-stories.ts';
import { type RecorderEntry, requestRecorder } from './demo-request-recorder.ts';
import { type SeededRandom, seededRandom } from './fleet-generator.ts';

export type DemoRequestItem = {
  id: string;
  supplier: DemoSupplier;
  article: DemoArticle | null;
  vesselId: string | null;
  orderNumber: string;
  /** When the expert categorised it: requests come after. */
  categorisedAt: Date;
};

type Reuse = typeof documentReuses.$inferInsert & { id: string };
export type DemoDocumentPlan = {
  documents: DemoDocument[];
  requests: RequestRow[];
  actions: ActionRow[];
  reuses: Reuse[];
  /** Documents the expert selected on items (accepted, or a reuse approved by the expert). */
  selections: { itemId: string; type: DocType; documentId: string; at: Date }[];
  /** The latest expert entry per item (`expert_last_activity_at`). */
  expertActivity: Map<string, Date>;
};

const HOUR = 3_600_000;
const LABEL: Record<DocType, string> = { md: 'MD', sdoc: 'SDoC' };
/** The first reuses tell these stories, so every reuse decision is in the demo. */
const FIRST_REUSES: readonly ReuseStory[] = ['pending', 'verified', 'expertApproved', 'declined'];

/**
 * Requests for a share of `items` (newest first is best: the forced stories land on recent ones),
 * with the company's library, the uploaded documents and a few reuses.
 */
export function planDemoDocuments(props: {
  seed: number;
  bucketId: string;
  teamId: string;
  expertId: string;
  now: Date;
  items: readonly DemoRequestItem[];
  requestShare?: number;
  maxReuses?: number;
}): DemoDocumentPlan {
  const random = seededRandom(props.seed);
  const factory = documentFactory({ random, ...props });
  const library = libraryDocuments(factory, props.items, props.now);
  const plan: DemoDocumentPlan = {
    documents: factory.created,
    requests: [],
    actions: [],
    reuses: [],
    selections: [],
    expertActivity: new Map(),
  };
  const maxReuses = props.maxReuses ?? 10;
  let declinedLeft = 1;
  for (const item of props.items) {
    if (!random.chance(props.requestShare ?? 0.45)) continue;
    const latestStart = props.now.getTime() - 3 * HOUR;
    const start = new Date(Math.min(latestStart, item.categorisedAt.getTime() + random.int(0, 72) * HOUR));
    const ageDays = (props.now.getTime() - start.getTime()) / DAY;
    const withMessage = random.chance(0.2);
    for (const type of ['md', 'sdoc'] as const) {
      const reusable =
        type === 'md'
          ? library.md.get(`${item.supplier.id}|${item.article?.id}`)
          : library.sdoc.get(item.supplier.id);
      const reuse =
        reusable && plan.reuses.length < maxReuses && random.chance(type === 'md' ? 0.6 : 0.3)
          ? { document: reusable, story: FIRST_REUSES[plan.reuses.length] ?? pickReuseStory(random, ageDays) }
          : undefined;
      let steps: readonly Step[];
      if (reuse) steps = REUSE_STORIES[reuse.story];
      else if (declinedLeft > 0 && ageDays > 10 && ageDays < 60 && random.chance(0.15)) {
        declinedLeft -= 1;
        steps = PLAIN_STORIES.declined;
      } else steps = PLAIN_STORIES[pickPlainStory(random, ageDays)];
      tellStory(plan, {
        random,
        factory,
        item,
        type,
        start,
        steps,
        now: props.now,
        bucketId: props.bucketId,
        expertId: props.expertId,
        reusable: reuse?.document,
        withMessage,
      });
    }
  }
  return plan;
}

type StoryContext = {
  random: SeededRandom;
  factory: ReturnType<typeof documentFactory>;
  item: DemoRequestItem;
  type: DocType;
  start: Date;
  steps: readonly Step[];
  now: Date;
  bucketId: string;
  expertId: string;
  /** The library document a verification request proposes for reuse. */
  reusable: DemoDocument | undefined;
  /** The request carries a note of the expert (as a request made with a message). */
  withMessage: boolean;
};

/** One request and its history: the opening entry, then the story's steps spread until `now`. */
function tellStory(plan: DemoDocumentPlan, ctx: StoryContext) {
  const { random, item, type, start, reusable } = ctx;
  const recorder = requestRecorder({
    id: random.uuid,
    orderItemId: item.id,
    bucketId: ctx.bucketId,
    supplierId: item.supplier.id,
    type,
    start,
    documentId: reusable?.id ?? null,
    expertId: ctx.expertId,
  });
  const { request } = recorder;
  plan.requests.push(request);
  const record = (entry: RecorderEntry, patch?: Partial<RequestRow>) => {
    recorder.record(entry, patch);
    plan.actions.push(recorder.history.at(-1) as ActionRow);
    if (entry.role !== 'expert') return;
    const last = plan.expertActivity.get(item.id);
    if (!last || last < entry.at) plan.expertActivity.set(item.id, entry.at);
  };

  let reuse: (typeof plan.reuses)[number] | undefined;
  if (reusable) {
    // As createRequests: a system note proposes the document, the reuse is recorded.
    record({ role: 'system', type: 'document_available', at: start, documentId: reusable.id });
    reuse = {
      id: random.uuid(),
      documentId: reusable.id,
      vesselId: item.vesselId,
      articleId: item.article?.id ?? null,
      type,
      createdAt: start,
    };
    plan.reuses.push(reuse);
    plan.expertActivity.set(item.id, start);
  } else {
    record({ role: 'expert', type: 'document_requested', at: start });
  }
  if (ctx.withMessage) {
    record({
      role: 'expert',
      type: 'message',
      at: start,
      message: `Please send the ${LABEL[type]} for order ${item.orderNumber}.`,
    });
  }

  // Gaps of one to six days, squeezed when the story would not end an hour before `now`.
  const gaps = ctx.steps.map(() => random.int(1, 6) * DAY + random.int(0, 20) * HOUR);
  const room = ctx.now.getTime() - HOUR - start.getTime();
  const total = gaps.reduce((sum, gap) => sum + gap, 0);
  const scale = total > room ? room / total : 1;
  let time = start.getTime();
  let pending: string | undefined;
  const decide = (decision: NonNullable<Reuse['reusageDecision']>, at: Date) => {
    if (reuse) Object.assign(reuse, { reusageDecision: decision, modifiedAt: at });
  };
  const select = (documentId: string, at: Date) =>
    plan.selections.push({ itemId: item.id, type, documentId, at });
  ctx.steps.forEach((step, index) => {
    time += Math.floor((gaps[index] ?? 0) * scale);
    const at = new Date(time);
    switch (step.kind) {
      case 'message':
        record({ role: step.by, type: 'message', at, message: step.text(LABEL[type]) });
        break;
      case 'provide':
        pending = ctx.factory.upload(step, type, item.supplier, item.article, at).id;
        record({ role: 'supplier', type: 'document_provided', at, documentId: pending });
        break;
      case 'verify':
        pending = request.documentId ?? undefined;
        record({ role: 'supplier', type: 'document_provided', at, documentId: pending });
        decide('SUPPLIER_APPROVED', at);
        break;
      case 'decline':
        record({ role: 'supplier', type: 'request_rejected', at, message: step.text });
        decide('SUPPLIER_REJECTED', at);
        break;
      case 'reject':
        record({ role: 'expert', type: 'document_rejected', at, documentId: pending, message: step.text });
        pending = undefined;
        break;
      case 'accept':
        if (!pending) throw new Error('demo story accepts without a provided document');
        record(
          { role: 'expert', type: 'document_accepted', at, documentId: pending },
          { isClosed: true, closedAt: at, documentId: pending },
        );
        select(pending, at);
        break;
      case 'select': {
        // As selectDocument: the selection settles the request with a `closed` entry naming it.
        const documentId = request.documentId as string;
        record(
          { role: 'expert', type: 'closed', at, documentId },
          { isClosed: true, closedAt: at, documentId },
        );
        select(documentId, at);
        decide('EXPERT_APPROVED', at);
        break;
      }
    }
  });
}
