import type { TGeneratedReport } from '@keelson/contract';
import { describe, expect, it } from 'vitest';
import type { TGeneratedReportPage } from '../../api/reports.ts';
import { withNewVersion } from './report-pages.ts';

const version = (id: string, type: TGeneratedReport['type'] = 'ihm') => ({ id, type }) as TGeneratedReport;
const page = (ids: string[], offset = 0, limit = 2): TGeneratedReportPage => ({
  content: ids.map((id) => version(id)),
  offset,
  limit,
  total_elements: 10,
  project_content_hash: null,
});

describe('a new version on the list', () => {
  it('goes on top of the first page, which keeps its length', () => {
    const next = withNewVersion(page(['b', 'c']), { offset: 0, limit: 2 }, version('a'));
    expect(next?.content.map((shown) => shown.id)).toEqual(['a', 'b']);
    expect(next?.total_elements).toBe(11);
  });

  it('leaves other pages, lists of another type and a list that has it already', () => {
    expect(withNewVersion(page(['c'], 2), { offset: 2, limit: 2 }, version('a'))).toBeUndefined();
    expect(
      withNewVersion(page(['b']), { type: 'ihmmaint', offset: 0, limit: 2 }, version('a')),
    ).toBeUndefined();
    expect(withNewVersion(page(['a', 'b']), { offset: 0, limit: 2 }, version('a'))).toBeUndefined();
    expect(withNewVersion(undefined, undefined, version('a'))).toBeUndefined();
  });
});
