// The engine's position functions agree with the enumerations its indexes are built on.
import { describe, expect, it } from 'vitest';
import { DOCUMENT_REQUEST_STATUSES } from './document.constants.ts';
import { REVIEW_PART_STATUSES, WORK_LISTS } from './evaluation.constants.ts';
import {
  crewTabPosition,
  documentStatusPosition,
  partStatusPosition,
  receiptPosition,
  relevancyPosition,
  workListPosition,
} from './evaluation-positions.utils.ts';
import { CATEGORY_RELEVANCIES, RECEIPT_STATES } from './order.constants.ts';
import { CREW_TAB_VALUES } from './order-item-evaluation.indexes.ts';

describe('positions of the values the engine looks up', () => {
  it.each<[string, readonly unknown[], (value: never) => number]>([
    ['DOCUMENT_REQUEST_STATUSES', DOCUMENT_REQUEST_STATUSES, documentStatusPosition],
    ['CATEGORY_RELEVANCIES', CATEGORY_RELEVANCIES, relevancyPosition],
    ['REVIEW_PART_STATUSES', REVIEW_PART_STATUSES, partStatusPosition],
    ['WORK_LISTS', WORK_LISTS, workListPosition],
    ['CREW_TAB_VALUES', CREW_TAB_VALUES, crewTabPosition],
    ['RECEIPT_STATES', RECEIPT_STATES, receiptPosition],
  ])('%s', (_name, values, positionOf) => {
    expect(values.map((value) => positionOf(value as never))).toEqual(values.map((_, index) => index));
    expect(() => positionOf('not a value' as never)).toThrow('outside its enumeration');
  });
});
