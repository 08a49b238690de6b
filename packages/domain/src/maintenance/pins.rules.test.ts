import { describe, expect, it } from 'vitest';
import { pinColour, pinColourFor, pinPlacement } from './pins.rules.ts';

describe('pinPlacement', () => {
  it('allows pins only once the delivery is confirmed received', () => {
    expect(pinPlacement({ receiving_status: 'Received' })).toEqual({ allowed: true });
  });

  it('asks to correct the inventory when the delivery was rejected', () => {
    expect(pinPlacement({ receiving_status: 'Rejected' })).toEqual({
      allowed: false,
      reason: 'delivery_rejected',
      message: 'Please correct your inventory in order to place pins for this item on relevant deckplans.',
    });
  });

  it('asks to confirm the inventory when not yet received', () => {
    expect(pinPlacement({ receiving_status: null })).toEqual({
      allowed: false,
      reason: 'delivery_not_received',
      message:
        'Please confirm your inventory on how many items you have received to be able to place pins on relevant deckplans.',
    });
  });
});

describe('pin colours', () => {
  it.each([
    ['critical', 'red'],
    ['action_required', 'yellow'],
    ['action_done', 'blue'],
    ['none', 'ghost'],
  ] as const)('%s is %s', (highlight, colour) => {
    expect(pinColour(highlight)).toBe(colour);
  });

  it('uses the highlight of the view', () => {
    const evaluation = { highlights: { expert: 'critical', crew: 'action_done' } as const };
    expect(pinColourFor(evaluation, 'expert')).toBe('red');
    expect(pinColourFor(evaluation, 'crew')).toBe('blue');
  });
});
