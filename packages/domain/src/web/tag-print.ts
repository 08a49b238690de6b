export type TagTextSize = 'large' | 'medium' | 'small';
export type TagLine = 'firstPosition' | 'secondPosition' | 'tagCode';

/** Up to which length a line of the printed tag keeps each size; longer text shrinks. */
const LIMITS: Record<TagLine, { large: number; medium: number; beyond: TagTextSize | null }> = {
  firstPosition: { large: 15, medium: 30, beyond: 'small' },
  secondPosition: { large: 25, medium: 50, beyond: null },
  tagCode: { large: 15, medium: 30, beyond: 'small' },
};

/** The text-size class of one line of the tag print page; the second line has no class past 50. */
export function tagTextSize(line: TagLine, text: string): TagTextSize | null {
  const limit = LIMITS[line];
  const length = [...text].length;
  if (length <= limit.large) return 'large';
  if (length <= limit.medium) return 'medium';
  return limit.beyond;
}

/** Where the QR code of a printed tag leads: the tag in the dashboard. */
export function tagLink(host: string, tagCode: string): string {
  return `${host.replace(/\/+$/, '')}/#/dashboard/tag/${encodeURIComponent(tagCode)}`;
}
