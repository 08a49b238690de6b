import { labelOf } from '@keelson/domain';

/** Check point colours by contamination level: contained red, PCHM orange, below threshold yellow, not contained green. */
export const CONTAMINATION_COLOUR: Record<string, string> = {
  yes: '#e03131',
  maybe: '#f76707',
  bt: '#f5c400',
  no: '#2f9e44',
};
export const NO_RESULT_COLOUR = '#868e96';

export const contaminationColour = (level: string | null) =>
  (level && CONTAMINATION_COLOUR[level]) || NO_RESULT_COLOUR;

/** The level as people read it; a check without results is "No results yet". */
export const contaminationText = (level: string | null) =>
  level ? labelOf('contamination', level) : 'No results yet';

/** Mantine badge colour names for the same levels. */
export const CONTAMINATION_BADGE: Record<string, string> = {
  yes: 'red',
  maybe: 'orange',
  bt: 'yellow',
  no: 'green',
};
