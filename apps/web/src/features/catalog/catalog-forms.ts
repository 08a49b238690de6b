import { accountEmailError, MESSAGES, normalizeEmail } from '@keelson/domain';
import type { ArticleBody, CategoryBody, SupplierBody, VesselBody } from '../../api/orders.ts';
import { required } from '../auth/form-helpers.ts';
import { imo } from '../projects/create-project-form.ts';

// The "New …" forms of the catalog: values, validation (spec section 5 messages) and the request
// body with texts trimmed and empty optional texts sent as null.

const optional = (value: string) => value.trim() || null;

export type CategoryValues = { name: string; description: string; relevancy: CategoryBody['relevancy'] };
export const categoryForm = {
  initialValues: { name: '', description: '', relevancy: 'relevant' } as CategoryValues,
  validate: { name: required },
  body: (values: CategoryValues): CategoryBody => ({
    name: values.name.trim(),
    description: optional(values.description),
    relevancy: values.relevancy,
  }),
};

export const IMPA_MESSAGE = 'IMPA numbers have 6 digits';
export type ArticleValues = { impaNumber: string; name: string; description: string; categoryId: string };
export const articleForm = {
  initialValues: { impaNumber: '', name: '', description: '', categoryId: '' } as ArticleValues,
  validate: {
    impaNumber: (value: string) => (!value.trim() || /^\d{6}$/.test(value.trim()) ? null : IMPA_MESSAGE),
    name: required,
  },
  body: (values: ArticleValues): ArticleBody => ({
    impaNumber: optional(values.impaNumber),
    name: values.name.trim(),
    description: optional(values.description),
    categoryId: values.categoryId || null,
  }),
};

export const MAX_CONTACT_EMAILS = 10;
export const TOO_MANY_EMAILS = `At most ${MAX_CONTACT_EMAILS} email addresses`;
/** Contact e-mails are typed in one field, separated by commas, semicolons, spaces or new lines. */
export const splitEmails = (value: string) => value.split(/[\s,;]+/).filter(Boolean);
const contactEmails = (value: string) => {
  const emails = splitEmails(value);
  if (emails.length > MAX_CONTACT_EMAILS) return TOO_MANY_EMAILS;
  for (const email of emails) {
    const error = accountEmailError(email, MESSAGES.emailInvalidElsewhere);
    if (error) return error;
  }
  return null;
};

export type SupplierValues = { name: string; extid: string; contactEmails: string };
export const supplierForm = {
  initialValues: { name: '', extid: '', contactEmails: '' } as SupplierValues,
  validate: { name: required, contactEmails },
  body: (values: SupplierValues): SupplierBody => ({
    name: values.name.trim(),
    extid: optional(values.extid),
    contact_emails: [...new Set(splitEmails(values.contactEmails).map(normalizeEmail))],
  }),
};

export type VesselValues = { name: string; imo: string };
export const vesselForm = {
  initialValues: { name: '', imo: '' } as VesselValues,
  validate: { name: required, imo },
  body: (values: VesselValues): VesselBody => ({ name: values.name.trim(), imo: optional(values.imo) }),
};
