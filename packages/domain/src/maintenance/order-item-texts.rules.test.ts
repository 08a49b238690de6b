import { describe, expect, it } from 'vitest';
import { day } from './order-item.test-support.ts';
import {
  itemSearchText,
  orderItemDisplayName,
  shortId,
  supplierNotificationTimes,
} from './order-item-texts.rules.ts';

describe('orderItemDisplayName', () => {
  const article = { name: 'Paint', description: 'Red paint', impaNumber: '232101' };
  it.each([
    [{ article, article_description: 'desc', extid: 'X1' }, 'Paint'],
    [{ article: { ...article, name: '  ' }, article_description: 'desc', extid: 'X1' }, 'Red paint'],
    [
      { article: { ...article, name: null, description: null }, article_description: 'desc', extid: 'X1' },
      '232101',
    ],
    [
      {
        article: { name: null, description: null, impaNumber: null },
        article_description: ' desc ',
        extid: 'X1',
      },
      'desc',
    ],
    [{ article: null, article_description: null, extid: 'X1' }, 'X1'],
    [{ article: null, article_description: '', extid: null }, ''],
  ])('%o → %s', (item, name) => {
    expect(orderItemDisplayName(item)).toBe(name);
  });
});

describe('shortId', () => {
  it('is the first 6 characters', () => {
    expect(shortId('a1b2c3d4-e5f6')).toBe('a1b2c3');
    expect(shortId('abc')).toBe('abc');
  });
});

describe('supplierNotificationTimes', () => {
  const times = (n: Date | null, r1: Date | null, r2: Date | null) => ({
    supplier_notified_at: n,
    supplier_reminded1_at: r1,
    supplier_reminded2_at: r2,
  });
  it('takes the earlier of MD and SDoC per time', () => {
    expect(supplierNotificationTimes(times(day(3), day(10), null), times(day(2), day(12), day(20)))).toEqual(
      times(day(2), day(10), day(20)),
    );
  });

  it('works with one or no request', () => {
    expect(supplierNotificationTimes(null, times(day(2), null, null))).toEqual(times(day(2), null, null));
    expect(supplierNotificationTimes(times(day(2), null, null), null)).toEqual(times(day(2), null, null));
    expect(supplierNotificationTimes(null, null)).toEqual(times(null, null, null));
  });
});

describe('an item search text', () => {
  it('joins the present parts, lower case', () => {
    expect(itemSearchText(['Ballpoint Pen', null, '550101', undefined, 'PO-7'])).toBe(
      'ballpoint pen 550101 po-7',
    );
  });
});
