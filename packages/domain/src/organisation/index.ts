export * from './capabilities.rules.ts';
export * from './organisation.constants.ts';
export * from './teams.rules.ts';
