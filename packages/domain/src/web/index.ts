export * from './expert-view.ts';
export * from './messages.ts';
export * from './page-title.ts';
export * from './session.ts';
export * from './tag-code.ts';
export * from './tag-print.ts';
