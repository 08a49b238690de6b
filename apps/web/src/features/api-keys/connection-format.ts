/** A moment (ISO text) in the user's locale, with the time: keys and pulls are used several times a day. */
export const formatMoment = (iso: string | null | undefined) =>
  iso ? new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }) : 'never';
