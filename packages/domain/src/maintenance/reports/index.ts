export * from './canonical-json.ts';
export * from './part-one.rules.ts';
export * from './report.constants.ts';
