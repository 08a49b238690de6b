import { MESSAGES } from '@keelson/domain';
import { describe, expect, it } from 'vitest';
import { IMO_MESSAGE } from '../projects/create-project-form.ts';
import { filterRows, pageOf } from './catalog-filter.ts';
import {
  articleForm,
  categoryForm,
  IMPA_MESSAGE,
  splitEmails,
  supplierForm,
  TOO_MANY_EMAILS,
  vesselForm,
} from './catalog-forms.ts';

describe('catalog forms', () => {
  it('require a name', () => {
    for (const form of [categoryForm, articleForm, supplierForm, vesselForm]) {
      expect(form.validate.name('  ')).toBe(MESSAGES.required);
      expect(form.validate.name('Paints')).toBeNull();
    }
  });

  it('trim texts and send empty optional texts as null', () => {
    expect(categoryForm.body({ name: ' Paints ', description: '  ', relevancy: 'additional' })).toEqual({
      name: 'Paints',
      description: null,
      relevancy: 'additional',
    });
    expect(
      articleForm.body({ impaNumber: ' 331101 ', name: ' Gasket ', description: '', categoryId: '' }),
    ).toEqual({ impaNumber: '331101', name: 'Gasket', description: null, categoryId: null });
    expect(vesselForm.body({ name: ' MV Kestrel', imo: '' })).toEqual({ name: 'MV Kestrel', imo: null });
  });

  it('check the IMPA and IMO numbers only when given', () => {
    expect(articleForm.validate.impaNumber('')).toBeNull();
    expect(articleForm.validate.impaNumber('12345')).toBe(IMPA_MESSAGE);
    expect(vesselForm.validate.imo('')).toBeNull();
    expect(vesselForm.validate.imo('94123')).toBe(IMO_MESSAGE);
    expect(vesselForm.validate.imo('9412346')).toBeNull();
  });

  it('split, check, lowercase and deduplicate the supplier contact e-mails', () => {
    expect(splitEmails(' a@x.com, b@y.org;\nc@z.net ')).toEqual(['a@x.com', 'b@y.org', 'c@z.net']);
    expect(supplierForm.validate.contactEmails('')).toBeNull();
    expect(supplierForm.validate.contactEmails('sales@hanse.de, not-an-address')).toBe(
      'This email address is invalid',
    );
    const eleven = Array.from({ length: 11 }, (_, i) => `s${i}@x.com`).join(',');
    expect(supplierForm.validate.contactEmails(eleven)).toBe(TOO_MANY_EMAILS);
    expect(
      supplierForm.body({ name: 'Hanse', extid: ' ', contactEmails: 'Sales@Hanse.de, sales@hanse.de' }),
    ).toEqual({ name: 'Hanse', extid: null, contact_emails: ['sales@hanse.de'] });
  });
});

describe('catalog filter', () => {
  const rows = [
    { name: 'Hanse Marine Supply', extid: 'S-1' },
    { name: 'Nordic Paints', extid: null },
  ];
  const texts = (row: (typeof rows)[number]) => [row.name, row.extid];

  it('keeps the rows whose texts match, with phrases and negation', () => {
    expect(filterRows(rows, '', texts)).toHaveLength(2);
    expect(filterRows(rows, 'hanse', texts).map((row) => row.name)).toEqual(['Hanse Marine Supply']);
    expect(filterRows(rows, '"nordic paints"', texts)).toHaveLength(1);
    expect(filterRows(rows, '-s-1', texts).map((row) => row.name)).toEqual(['Nordic Paints']);
  });

  it('cuts pages', () => {
    expect(pageOf([1, 2, 3, 4, 5], 1, 2)).toEqual([3, 4]);
  });
});
