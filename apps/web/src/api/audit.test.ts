import { describe, expect, it } from 'vitest';
import { attachmentName } from './audit.ts';

describe('attachmentName', () => {
  it.each([
    ['attachment; filename="Acme audit 2026-03-05.csv"', 'Acme audit 2026-03-05.csv'],
    ['attachment; filename=audit.jsonl', 'audit.jsonl'],
    [
      `attachment; filename="x.csv"; filename*=UTF-8''Reederei%20M%C3%BCller%20audit.csv`,
      'Reederei Müller audit.csv',
    ],
    ['attachment', undefined],
    [null, undefined],
  ])('%s names %s', (header, name) => {
    expect(attachmentName(header)).toBe(name);
  });
});
