// Table H: how strongly an item is highlighted (and its pins coloured) in the expert and crew views.
import { type FirstMatchTable, firstMatch } from './decision-table.utils.ts';
import type { CrewTab, ExpertAction, Highlight, WorkList } from './evaluation.constants.ts';

export type ExpertHighlightContext = {
  list: WorkList;
  actions: readonly ExpertAction[];
  isRelevantCategory: boolean;
};
export type CrewHighlightContext = { list: WorkList; crewTab: CrewTab | null };

export const EXPERT_HIGHLIGHT_TABLE: FirstMatchTable<ExpertHighlightContext, Highlight> = {
  rows: [
    {
      id: 'HE1',
      outcome: 'critical',
      rule: 'fix_invalid_review is proposed',
      when: (c) => c.actions.includes('fix_invalid_review'),
    },
    {
      id: 'HE2',
      outcome: 'action_required',
      rule: 'in the expert tasks list',
      when: (c) => c.list === 'tasks',
    },
    {
      id: 'HE3',
      outcome: 'action_done',
      rule: 'in the expert monitor list, or category relevant or additional',
      when: (c) => c.list === 'monitor' || c.isRelevantCategory,
    },
  ],
  otherwise: { id: 'HE4', outcome: 'none', rule: 'otherwise' },
};

export const CREW_HIGHLIGHT_TABLE: FirstMatchTable<CrewHighlightContext, Highlight> = {
  rows: [
    {
      id: 'HC1',
      outcome: 'critical',
      rule: 'in the crew tasks list with tab A',
      when: (c) => c.list === 'tasks' && c.crewTab === 'a',
    },
    {
      id: 'HC2',
      outcome: 'action_required',
      rule: 'in the crew tasks list',
      when: (c) => c.list === 'tasks',
    },
    { id: 'HC3', outcome: 'action_done', rule: 'tab A or B', when: (c) => c.crewTab !== null },
  ],
  otherwise: { id: 'HC4', outcome: 'none', rule: 'otherwise' },
};

export function expertHighlight(context: ExpertHighlightContext): Highlight {
  return firstMatch(EXPERT_HIGHLIGHT_TABLE, context).outcome;
}

export function crewHighlight(context: CrewHighlightContext): Highlight {
  return firstMatch(CREW_HIGHLIGHT_TABLE, context).outcome;
}
