import { describe, expect, it } from 'vitest';
import { checkDisplayName, checkWarning } from './check-display.rules.ts';

describe('how a check is shown', () => {
  it.each([
    ['a name alone', { name: 'Lagging', equipment: null, component: null }, 'Lagging'],
    [
      'with its equipment',
      { name: 'Gasket', equipment: 'Main engine', component: null },
      'Gasket (Main engine)',
    ],
    [
      'with equipment and component',
      { name: 'Gasket', equipment: 'Boiler', component: 'Flange' },
      'Gasket (Boiler, Flange)',
    ],
    [
      'not twice when the name says it',
      { name: 'Boiler, Flange gasket', equipment: 'Boiler', component: 'Flange' },
      'Boiler, Flange gasket',
    ],
  ])('%s', (_name, check, expected) => {
    expect(checkDisplayName(check)).toBe(expected);
  });

  it.each([
    ['sample', 0, 'No laboratory results yet'],
    ['sample', 2, null],
    ['visual', 0, null],
  ] as const)('a %s check with %i results warns %s', (type, resultCount, warning) => {
    expect(checkWarning({ type, resultCount })).toBe(warning);
  });
});
