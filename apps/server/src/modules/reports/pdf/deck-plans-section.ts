import type { FileStorage } from '../../../storage/file-storage.ts';
import type { ReportDeckPlan } from '../report-content.types.ts';
import { heading } from './pdf-blocks.ts';
import type { PdfImages } from './pdf-document.ts';
import type { Content } from './pdfmake-types.ts';
import { levelColor, PLAN_PRINT_BOX, planPicture } from './plan-picture.ts';

const LEGEND: readonly [string | null, string][] = [
  ['yes', 'Contained'],
  ['maybe', 'PCHM'],
  ['bt', 'Below threshold'],
  ['no', 'Not contained'],
  [null, 'No result yet'],
];

function legend(): Content {
  return {
    text: LEGEND.flatMap(([level, label]) => [
      { text: '● ', color: levelColor(level), fontSize: 11 },
      { text: `${label}    `, fontSize: 8 },
    ]),
    margin: [0, 0, 0, 8],
  };
}

/**
 * The deck plans with the check points on them, each under its deck and plan name. A plan whose
 * tiles are not in the file store is named with a note, so the reader knows a plan is missing.
 */
export async function deckPlansSection(props: {
  files: FileStorage;
  deckPlans: readonly ReportDeckPlan[];
  images: PdfImages;
  prepared: () => Promise<void>;
}): Promise<Content[]> {
  if (props.deckPlans.length === 0) return [];
  const plans: Content[] = [];
  for (const plan of props.deckPlans) {
    const title =
      plan.deckName && plan.deckName !== plan.planName
        ? `${plan.deckName} — ${plan.planName}`
        : plan.planName;
    // One plan at a time: its picture goes into the render's store before the next one is built.
    const picture = await planPicture(props.files, plan);
    const body: Content = picture
      ? {
          image: props.images.add(picture.data),
          fit: [PLAN_PRINT_BOX.width, PLAN_PRINT_BOX.height],
          alignment: 'center',
        }
      : { text: 'Plan image not available', style: 'muted', italics: true };
    plans.push({ stack: [heading(title, 2), body], unbreakable: true, margin: [0, 0, 0, 12] });
    await props.prepared();
  }
  return [heading('Deck plans', 1, { pageBreak: true }), legend(), ...plans];
}
