import { EQUIPMENT_CLASSES, HAZMAT_CODES, HAZMATS, labelOf } from '@keelson/domain';

/** Every hazmat of the spec with its Part I table, for pickers. */
export const HAZMAT_OPTIONS = HAZMAT_CODES.map((code) => ({
  value: code,
  label: `${HAZMATS[code].name} (table ${HAZMATS[code].table})`,
}));

/** The Part I tables a check's finding goes into. */
export const EQUIPMENT_CLASS_OPTIONS = EQUIPMENT_CLASSES.map((value) => ({
  value,
  label: labelOf('equipmentClass', value),
}));
