import { LABELS } from '@keelson/domain';

/** How a project capability reads on a badge or a checkbox. */
export const CAPABILITY_LABELS = LABELS.capability;
