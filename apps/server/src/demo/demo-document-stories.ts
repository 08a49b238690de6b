// The histories the demo's document requests tell, as data: what the expert and the supplier did,
// step by step, after the request was made. The planner picks a story by the request's age, so old
// requests are mostly settled and young ones mostly wait, as in a company in the middle of its work.
import type { SeededRandom } from './fleet-generator.ts';

export type DocType = 'md' | 'sdoc';

export type Step =
  /** A conversation entry; `text` gets the document type's label. */
  | { by: 'expert' | 'supplier'; kind: 'message'; text: (label: string) => string }
  /** The supplier uploads a new document; a `bad` one is expired and gets rejected. */
  | { by: 'supplier'; kind: 'provide'; quality: 'good' | 'bad' }
  /** The supplier confirms the document proposed for reuse (SUPPLIER_APPROVED). */
  | { by: 'supplier'; kind: 'verify' }
  | { by: 'supplier'; kind: 'decline'; text: string }
  | { by: 'expert'; kind: 'accept' }
  | { by: 'expert'; kind: 'reject'; text: string }
  /** The expert selects the proposed document without waiting (EXPERT_APPROVED). */
  | { by: 'expert'; kind: 'select' };

const nudge: Step = {
  by: 'expert',
  kind: 'message',
  text: (label) => `Kind reminder: we still need the ${label} for this item to complete the IHM update.`,
};
const question: Step = {
  by: 'supplier',
  kind: 'message',
  text: (label) => `Which ${label} form do you need? We can send the manufacturer's or our own.`,
};
const answer: Step = {
  by: 'expert',
  kind: 'message',
  text: (label) => `The manufacturer's ${label} on the IMO form (MEPC.379(80)) is best, please.`,
};
const good: Step = { by: 'supplier', kind: 'provide', quality: 'good' };
const bad: Step = { by: 'supplier', kind: 'provide', quality: 'bad' };
const accept: Step = { by: 'expert', kind: 'accept' };
const reject: Step = {
  by: 'expert',
  kind: 'reject',
  text: 'This declaration has expired. Please send the current revision.',
};

/** Plain requests ("please send the document"). */
export const PLAIN_STORIES = {
  waiting: [],
  nudged: [nudge],
  question: [question],
  answered: [question, answer],
  provided: [good],
  accepted: [good, accept],
  rejected: [bad, reject],
  reprovided: [bad, reject, good],
  acceptedAfterRejection: [bad, reject, good, accept],
  declined: [
    {
      by: 'supplier',
      kind: 'decline',
      text: 'We only resell this article. Please ask the manufacturer for the declaration.',
    },
  ],
} satisfies Record<string, Step[]>;

/** Verification requests: the expert proposes a document of the company for reuse. */
export const REUSE_STORIES = {
  pending: [],
  verified: [{ by: 'supplier', kind: 'verify' }],
  verifiedAccepted: [{ by: 'supplier', kind: 'verify' }, accept],
  expertApproved: [{ by: 'expert', kind: 'select' }],
  declined: [
    {
      by: 'supplier',
      kind: 'decline',
      text: 'That declaration covers an older production batch and cannot be reused.',
    },
  ],
} satisfies Record<string, Step[]>;

export type PlainStory = keyof typeof PLAIN_STORIES;
export type ReuseStory = keyof typeof REUSE_STORIES;

type Weights<K extends string> = Partial<Record<K, number>>;

/** Story weights by the request's age in days: young ones wait, old ones are mostly settled. */
const PLAIN_BY_AGE: readonly [maxDays: number, Weights<PlainStory>][] = [
  [7, { waiting: 45, question: 10, provided: 30, accepted: 10, rejected: 5 }],
  [
    60,
    {
      waiting: 28,
      nudged: 8,
      question: 6,
      answered: 6,
      provided: 14,
      accepted: 24,
      rejected: 7,
      reprovided: 5,
      acceptedAfterRejection: 2,
    },
  ],
  [
    Number.POSITIVE_INFINITY,
    { accepted: 74, acceptedAfterRejection: 8, waiting: 5, provided: 6, rejected: 3, question: 4 },
  ],
];
const REUSE_BY_AGE: readonly [maxDays: number, Weights<ReuseStory>][] = [
  [14, { pending: 60, verified: 40 }],
  [Number.POSITIVE_INFINITY, { verified: 25, verifiedAccepted: 50, expertApproved: 25 }],
];

function weighted<K extends string>(random: SeededRandom, weights: Weights<K>): K {
  const entries = Object.entries(weights) as [K, number][];
  let roll = random.next() * entries.reduce((sum, [, weight]) => sum + weight, 0);
  for (const [key, weight] of entries) {
    roll -= weight;
    if (roll < 0) return key;
  }
  return (entries.at(-1) as [K, number])[0];
}

const byAge = <K extends string>(table: readonly [number, Weights<K>][], ageDays: number) =>
  (table.find(([max]) => ageDays < max) ?? (table.at(-1) as [number, Weights<K>]))[1];

export const pickPlainStory = (random: SeededRandom, ageDays: number) =>
  weighted(random, byAge(PLAIN_BY_AGE, ageDays));
export const pickReuseStory = (random: SeededRandom, ageDays: number) =>
  weighted(random, byAge(REUSE_BY_AGE, ageDays));
