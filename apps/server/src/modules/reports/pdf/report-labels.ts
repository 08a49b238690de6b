import {
  type Contamination,
  HAZMATS,
  type HazmatCode,
  partOneMaterial,
  type ReportVariant,
} from '@keelson/domain';
import type { ReportHeader, ReportMovement } from '../report-content.types.ts';

// How a report words the content's codes and dates: one place, so the three reports agree.

/** What a check's result says about a material, as the sample list prints it. */
export const CONTAMINATION_LABELS: Readonly<Record<Contamination, string>> = {
  yes: 'Contained',
  maybe: 'PCHM',
  bt: 'Below threshold',
  no: 'Not contained',
};

/** An empty field prints as a dash, so a blank is visibly not filled in rather than lost. */
export const EMPTY = '—';

export function textOf(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return EMPTY;
  const text = String(value).trim();
  return text === '' ? EMPTY : text;
}

/** A day (`2026-03-01`) of a date or an instant, as the content stores them. */
export function dayOf(value: string | null | undefined): string {
  if (!value) return EMPTY;
  return /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : value;
}

/** The generation time in UTC: the report is read on ships in every time zone. */
export function instantOf(date: Date): string {
  return `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/** "from 2026-01-01 to 2026-03-31", or everything recorded up to the report when no period was chosen. */
export function periodOf(header: Pick<ReportHeader, 'periodFrom' | 'periodTo'>, generatedAt: Date): string {
  const { periodFrom, periodTo } = header;
  if (periodFrom && periodTo) return `from ${dayOf(periodFrom)} to ${dayOf(periodTo)}`;
  if (periodFrom) return `from ${dayOf(periodFrom)} to ${dayOf(generatedAt.toISOString())}`;
  if (periodTo) return `all records up to ${dayOf(periodTo)}`;
  return `all records up to ${dayOf(generatedAt.toISOString())}`;
}

export function shipNameOf(header: ReportHeader): string {
  return header.survey.ship.name?.trim() || header.projectName;
}

/** A material with its list as the variant names it ("Asbestos (Table A)" or "(Annex I)"). */
export function materialOf(hazmat: HazmatCode, variant: ReportVariant): string {
  return HAZMATS[hazmat] ? partOneMaterial(hazmat, variant) : hazmat;
}

const MOVEMENT_VERBS: Readonly<Record<ReportMovement['kind'], [string, string]>> = {
  stored: ['Stored', 'at'],
  installed: ['Installed', 'at'],
  removed: ['Removed', 'from'],
  discharged: ['Discharged', 'from'],
};

export function piecesOf(quantity: number): string {
  return `${quantity} ${quantity === 1 ? 'pc' : 'pcs'}`;
}

/** "Installed 2 pcs at Engine room, 2026-03-01" (with the discharge receipt when there is one). */
export function movementLine(movement: ReportMovement): string {
  const [verb, preposition] = MOVEMENT_VERBS[movement.kind];
  const place = movement.location.trim() ? ` ${preposition} ${movement.location.trim()}` : '';
  const receipt = movement.receipt ? `, receipt ${movement.receipt}` : '';
  return `${verb} ${piecesOf(movement.quantity)}${place}, ${dayOf(movement.at)}${receipt}`;
}
