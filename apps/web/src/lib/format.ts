/** A date (ISO text) as the user's locale writes a day; no date as '–'. */
export const formatDay = (iso: string | null | undefined) => (iso ? new Date(iso).toLocaleDateString() : '–');
