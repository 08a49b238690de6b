export * from './import.constants.ts';
export * from './import-record.types.ts';
