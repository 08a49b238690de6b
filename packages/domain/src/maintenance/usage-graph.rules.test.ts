import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkPlacement, checkTaking } from './inventory.rules.ts';
import { type UsageLogEntry, usageGraphEdges, usageGraphNodes } from './usage-graph.rules.ts';

const ITEM = 'item';
let counter = 0;
const entry = (type: string, fields: Partial<UsageLogEntry> = {}): UsageLogEntry => {
  counter += 1;
  return {
    id: `e${counter}`,
    type,
    done_at: `2026-11-25T10:00:${String(counter % 60).padStart(2, '0')}Z`,
    quantity: null,
    storage_id: null,
    installation_id: null,
    removal_id: null,
    taken_from_storage_id: null,
    taken_from_installation_id: null,
    ...fields,
  };
};

describe('usageGraphEdges', () => {
  it.each([
    ['receive', entry('receive', { quantity: 3 }), 'order:item', 'delivery:item', 3],
    ['store', entry('store', { quantity: 2, storage_id: 's1' }), 'delivery:item', 'storage:s1', 2],
    [
      'install',
      entry('install', { quantity: 1, installation_id: 'i1' }),
      'delivery:item',
      'installation:i1',
      1,
    ],
    [
      'install-store',
      entry('install', { quantity: 1, installation_id: 'i1', taken_from_storage_id: 's1' }),
      'storage:s1',
      'installation:i1',
      1,
    ],
    [
      'remove from an installation',
      entry('remove', { quantity: 1, removal_id: 'r1', taken_from_installation_id: 'i1' }),
      'installation:i1',
      'removal:r1',
      1,
    ],
    [
      'transfer to another storage',
      entry('transfer', { quantity: 2, storage_id: 's2', taken_from_storage_id: 's1' }),
      'storage:s1',
      'storage:s2',
      2,
    ],
    ['discharge', entry('discharge', { quantity: 1, removal_id: 'r1' }), 'removal:r1', 'discharged:r1', 1],
  ])('%s is one edge from the giver to the taker', (_name, log, source, target, quantity) => {
    expect(usageGraphEdges(ITEM, [log])).toEqual([
      expect.objectContaining({ source_node_id: source, target_node_id: target, quantity_delta: quantity }),
    ]);
  });

  it('a move carries no units', () => {
    expect(usageGraphEdges(ITEM, [entry('move', { quantity: 2, storage_id: 's1' })])).toEqual([]);
  });

  it('a corrected receipt is the difference, a rejection takes everything back', () => {
    const edges = usageGraphEdges(ITEM, [
      entry('receive', { quantity: 3 }),
      entry('receive', { quantity: 5 }),
      entry('receive', { quantity: 5 }),
      entry('reject'),
    ]);
    expect(edges.map((edge) => edge.quantity_delta)).toEqual([3, 2, -5]);
  });

  it('the order gives what the delivery holds', () => {
    const nodes = usageGraphNodes(
      usageGraphEdges(ITEM, [
        entry('receive', { quantity: 3 }),
        entry('store', { quantity: 2, storage_id: 's' }),
      ]),
    );
    expect(nodes.map((found) => [found.id, found.balance])).toEqual([
      ['order:item', -3],
      ['delivery:item', 1],
      ['storage:s', 2],
    ]);
  });
});

type Action =
  | { kind: 'place'; into: 'storage' | 'installation'; quantity: number }
  | { kind: 'take'; from: number; to: 'storage' | 'installation' | 'removal'; quantity: number }
  | { kind: 'discharge'; removal: number };

const ACTION: fc.Arbitrary<Action> = fc.oneof(
  fc.record({
    kind: fc.constant('place' as const),
    into: fc.constantFrom('storage' as const, 'installation' as const),
    quantity: fc.integer({ min: 1, max: 5 }),
  }),
  fc.record({
    kind: fc.constant('take' as const),
    from: fc.nat(9),
    to: fc.constantFrom('storage' as const, 'installation' as const, 'removal' as const),
    quantity: fc.integer({ min: 1, max: 5 }),
  }),
  fc.record({ kind: fc.constant('discharge' as const), removal: fc.nat(9) }),
);

/** Plays actions through the inventory's own checks, keeping what each pin holds and the log. */
function simulate(received: number, actions: readonly Action[]) {
  const held = new Map<string, number>();
  const pins: string[] = [];
  const removals: string[] = [];
  const discharged = new Set<string>();
  const log: UsageLogEntry[] = [entry('receive', { quantity: received })];
  let gone = 0;
  // Discharged units stay counted as removed: they never return to the delivery.
  const placed = () => [...held.values()].reduce((sum, value) => sum + value, 0) + gone;
  const create = (kind: 'storage' | 'installation' | 'removal', quantity: number) => {
    const id = `${kind}-${log.length}`;
    held.set(`${kind}:${id}`, quantity);
    (kind === 'removal' ? removals : pins).push(`${kind}:${id}`);
    return { id, field: `${kind}_id` as const };
  };
  for (const action of actions) {
    if (action.kind === 'place') {
      const counts = { received, stored: placed(), installed: 0, removed: 0 };
      if (!checkPlacement(counts, action.quantity).ok) continue;
      const made = create(action.into, action.quantity);
      log.push(
        entry(action.into === 'storage' ? 'store' : 'install', {
          quantity: action.quantity,
          [made.field]: made.id,
        }),
      );
    } else if (action.kind === 'take') {
      const source = pins[action.from % Math.max(1, pins.length)];
      if (!source || !checkTaking(held.get(source) ?? 0, action.quantity).ok) continue;
      held.set(source, (held.get(source) ?? 0) - action.quantity);
      const made = create(action.to, action.quantity);
      const [kind, id] = source.split(':');
      log.push(
        entry(action.to === 'removal' ? 'remove' : 'transfer', {
          quantity: action.quantity,
          [made.field]: made.id,
          [kind === 'storage' ? 'taken_from_storage_id' : 'taken_from_installation_id']: id,
        }),
      );
    } else {
      const removal = removals[action.removal % Math.max(1, removals.length)];
      if (!removal || discharged.has(removal)) continue;
      discharged.add(removal);
      const id = removal.split(':')[1] as string;
      log.push(entry('discharge', { quantity: held.get(removal) ?? 0, removal_id: id }));
      gone += held.get(removal) ?? 0;
      held.set(removal, 0);
    }
  }
  return { held, log, placed: placed() };
}

describe('usage graph property', () => {
  it('every node holds what the inventory says, and no node ever gives more than it got', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 12 }),
        fc.array(ACTION, { maxLength: 30 }),
        (received, actions) => {
          const { held, log, placed } = simulate(received, actions);
          const nodes = usageGraphNodes(usageGraphEdges(ITEM, log));
          for (const found of nodes) {
            if (found.kind === 'order') expect(found.balance).toBe(-received);
            else if (found.kind === 'delivery') expect(found.balance).toBe(received - placed);
            else if (found.kind !== 'discharged') expect(found.balance).toBe(held.get(found.id) ?? 0);
            expect(found.balance).toBeGreaterThanOrEqual(found.kind === 'order' ? -received : 0);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
