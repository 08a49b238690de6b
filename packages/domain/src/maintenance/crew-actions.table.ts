// Table C: actions proposed to the crew. Only items with a crew tab concern the crew.
import type { DecisionRow } from './decision-table.utils.ts';
import type { CrewAction } from './evaluation.constants.ts';
import type { ItemFacts } from './item-facts.types.ts';

const isReceived = (f: ItemFacts): boolean => f.crewTab !== null && f.receipt === 'received';

export const CREW_ACTION_ROWS: readonly DecisionRow<ItemFacts, CrewAction>[] = [
  {
    id: 'C1',
    outcome: 'receiving_reject',
    rule: 'tab A and the goods arrived (receipt state arrived)',
    when: (f) => f.crewTab === 'a' && f.receipt === 'arrived',
  },
  {
    id: 'C2',
    outcome: 'receiving_confirm',
    rule: 'tab B and the goods arrived (receipt state arrived)',
    when: (f) => f.crewTab === 'b' && f.receipt === 'arrived',
  },
  {
    id: 'C3',
    outcome: 'fix_quantity_received',
    rule: 'tab A or B, received, and the received quantity is 0 or unset',
    when: (f) => isReceived(f) && f.received <= 0,
  },
  {
    id: 'C4',
    outcome: 'fix_quantity_documented',
    rule: 'tab A or B, and either rejected with stored + installed + removed above 0, or received above 0 with stored + installed + removed above the received quantity',
    when: (f) =>
      f.crewTab !== null &&
      ((f.receipt === 'rejected' && f.accounted > 0) ||
        (f.receipt === 'received' && f.received > 0 && f.accounted > f.received)),
  },
  {
    id: 'C5',
    outcome: 'discharge',
    rule: 'tab A, received, on vessel above 0, and removable (not a table A item of the initial check)',
    when: (f) => f.crewTab === 'a' && f.receipt === 'received' && f.onVessel > 0 && f.isRemovable,
  },
  {
    id: 'C6',
    outcome: 'fix_documentation',
    rule: 'tab A or B, received above 0, and a removal is not documented (discharge receipt missing)',
    when: (f) => isReceived(f) && f.received > 0 && f.removedDocumented < f.removed,
  },
  {
    id: 'C7',
    outcome: 'ongoing_documentation',
    rule: 'tab A or B, received, and stored + installed is below the quantity on vessel',
    when: (f) => isReceived(f) && f.stored + f.installed < f.onVessel,
  },
];
