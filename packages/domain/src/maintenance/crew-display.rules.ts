// Table CD: what the crew sees for an item, following its first proposed crew action (spec section 4).
import { type FirstMatchTable, firstMatch } from './decision-table.utils.ts';
import type { CrewAction, CrewDisplay } from './evaluation.constants.ts';
import type { OrderItemEvaluation } from './order-item-evaluation.types.ts';

export type CrewDisplayFacts = Pick<
  OrderItemEvaluation,
  'crew_proposed_actions' | 'crew_tab' | 'receipt_state'
>;

const first = (c: CrewDisplayFacts): CrewAction | undefined => c.crew_proposed_actions[0];
const isRecord = (c: CrewDisplayFacts): boolean =>
  first(c) === 'receiving_confirm' || first(c) === 'fix_quantity_received';
const isTagging = (c: CrewDisplayFacts): boolean =>
  first(c) === 'fix_quantity_documented' || first(c) === 'ongoing_documentation';

export const CREW_DISPLAY_TABLE: FirstMatchTable<CrewDisplayFacts, CrewDisplay> = {
  rows: [
    {
      id: 'CD1',
      outcome: 'reject_tab_a',
      rule: 'first crew action receiving_reject',
      when: (c) => first(c) === 'receiving_reject',
    },
    {
      id: 'CD2',
      outcome: 'record_tab_a',
      rule: 'first crew action receiving_confirm or fix_quantity_received, tab A',
      when: (c) => isRecord(c) && c.crew_tab === 'a',
    },
    {
      id: 'CD3',
      outcome: 'record_tab_b',
      rule: 'first crew action receiving_confirm or fix_quantity_received, tab B',
      when: (c) => isRecord(c) && c.crew_tab === 'b',
    },
    {
      id: 'CD4',
      outcome: 'tag_and_inventory_tab_a',
      rule: 'first crew action fix_quantity_documented or ongoing_documentation, tab A',
      when: (c) => isTagging(c) && c.crew_tab === 'a',
    },
    {
      id: 'CD5',
      outcome: 'tag_and_inventory_tab_b',
      rule: 'first crew action fix_quantity_documented or ongoing_documentation, tab B',
      when: (c) => isTagging(c) && c.crew_tab === 'b',
    },
    {
      id: 'CD6',
      outcome: 'attach_discharge_receipt',
      rule: 'first crew action fix_documentation',
      when: (c) => first(c) === 'fix_documentation',
    },
    {
      id: 'CD7',
      outcome: 'discharge_tab_a',
      rule: 'first crew action discharge',
      when: (c) => first(c) === 'discharge',
    },
    { id: 'CD8', outcome: 'not_relevant', rule: 'no crew tab', when: (c) => c.crew_tab === null },
    {
      id: 'CD9',
      outcome: 'reject_tab_a',
      rule: 'tab A and the goods are not yet at the vessel (what will be asked)',
      when: (c) => c.crew_tab === 'a' && c.receipt_state === 'not_dispatched',
    },
    {
      id: 'CD10',
      outcome: 'record_tab_b',
      rule: 'tab B and the goods are not yet at the vessel (what will be asked)',
      when: (c) => c.crew_tab === 'b' && c.receipt_state === 'not_dispatched',
    },
  ],
  otherwise: { id: 'CD11', outcome: 'done', rule: 'otherwise' },
};

export function crewDisplay(evaluation: CrewDisplayFacts): CrewDisplay {
  return firstMatch(CREW_DISPLAY_TABLE, evaluation).outcome;
}
