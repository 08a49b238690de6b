// Table L: which list (tasks, monitor, done) an item is in, for the crew, the expert and in general.
import { type FirstMatchTable, firstMatch } from './decision-table.utils.ts';
import type { WorkList } from './evaluation.constants.ts';
import type { ItemFacts } from './item-facts.types.ts';

export type CrewListContext = { facts: ItemFacts; hasCrewActions: boolean };
export type ExpertListContext = { facts: ItemFacts; hasExpertActions: boolean; crewList: WorkList };
export type GeneralListContext = { expertList: WorkList; crewList: WorkList };

export const CREW_LIST_TABLE: FirstMatchTable<CrewListContext, WorkList> = {
  rows: [
    { id: 'LC1', outcome: 'tasks', rule: 'a crew action is proposed', when: (c) => c.hasCrewActions },
    {
      id: 'LC2',
      outcome: 'monitor',
      rule: 'tab A or B and the goods are not yet at the vessel (receipt state not_dispatched)',
      when: (c) => c.facts.crewTab !== null && c.facts.receipt === 'not_dispatched',
    },
    {
      id: 'LC3',
      outcome: 'monitor',
      rule: 'on vessel above 0 and tab A or B or table A hazmats (watched until removed)',
      when: (c) => c.facts.onVessel > 0 && (c.facts.crewTab !== null || c.facts.hazmats.has_table_a_hazmats),
    },
  ],
  otherwise: { id: 'LC4', outcome: 'done', rule: 'otherwise' },
};

export const EXPERT_LIST_TABLE: FirstMatchTable<ExpertListContext, WorkList> = {
  rows: [
    { id: 'LE1', outcome: 'tasks', rule: 'an expert action is proposed', when: (c) => c.hasExpertActions },
    {
      id: 'LE2',
      outcome: 'monitor',
      rule: 'review open (waiting for the supplier)',
      when: (c) => !c.facts.isReviewClosed,
    },
    {
      id: 'LE3',
      outcome: 'monitor',
      rule: 'table A hazmats and the crew list is not done (the expert watches the rejection or removal)',
      when: (c) => c.facts.hazmats.has_table_a_hazmats && c.crewList !== 'done',
    },
  ],
  otherwise: { id: 'LE4', outcome: 'done', rule: 'otherwise' },
};

export const GENERAL_LIST_TABLE: FirstMatchTable<GeneralListContext, WorkList> = {
  rows: [
    {
      id: 'LG1',
      outcome: 'tasks',
      rule: 'the expert or the crew list is tasks',
      when: (c) => c.expertList === 'tasks' || c.crewList === 'tasks',
    },
    {
      id: 'LG2',
      outcome: 'monitor',
      rule: 'the expert or the crew list is monitor',
      when: (c) => c.expertList === 'monitor' || c.crewList === 'monitor',
    },
  ],
  otherwise: { id: 'LG3', outcome: 'done', rule: 'otherwise (both lists are done)' },
};

export function crewList(context: CrewListContext): WorkList {
  return firstMatch(CREW_LIST_TABLE, context).outcome;
}

export function expertList(context: ExpertListContext): WorkList {
  return firstMatch(EXPERT_LIST_TABLE, context).outcome;
}

export function generalList(context: GeneralListContext): WorkList {
  return firstMatch(GENERAL_LIST_TABLE, context).outcome;
}
