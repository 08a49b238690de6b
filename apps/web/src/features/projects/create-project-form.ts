import type { TTeam } from '@keelson/contract';
import { ACCESS_TO, type AccessTo, LABELS, PRICING_MODELS, type PricingModel } from '@keelson/domain';
import type { TIhmProjectCreate } from '../../api/ihm-projects.ts';
import { required } from '../auth/form-helpers.ts';

export type CreateProjectValues = {
  name: string;
  teamId: string;
  shipName: string;
  imo: string;
  accessTo: AccessTo;
  pricingModel: PricingModel;
};

/** The owner choice for a project of the caller's own (spec section 1: an owner may be a personal user). */
export const PERSONAL_OWNER = 'personal';

export const IMO_MESSAGE = 'IMO number: 7 digits';

export const ACCESS_TO_LABELS = LABELS.accessTo;
export const PRICING_MODEL_LABELS = LABELS.pricingModel;
export const accessToOptions = ACCESS_TO.map((value) => ({ value, label: ACCESS_TO_LABELS[value] }));
export const pricingModelOptions = PRICING_MODELS.map((value) => ({
  value,
  label: PRICING_MODEL_LABELS[value],
}));

export function initialCreateProjectValues(teams: readonly TTeam[]): CreateProjectValues {
  return {
    name: '',
    teamId: teams.length === 0 ? PERSONAL_OWNER : teams.length === 1 ? (teams[0]?.id ?? '') : '',
    shipName: '',
    imo: '',
    accessTo: 'IHM',
    pricingModel: 'FREEMIUM',
  };
}

/** The IMO number is optional; when given it has exactly 7 digits. */
export const imo = (value: string) => (!value.trim() || /^\d{7}$/.test(value.trim()) ? null : IMO_MESSAGE);

export const createProjectValidation = {
  name: required,
  teamId: required,
  shipName: required,
  imo,
};

/** The request body: texts trimmed, an empty IMO as null. */
export function createProjectBody(values: CreateProjectValues): TIhmProjectCreate {
  return {
    name: values.name.trim(),
    ...(values.teamId === PERSONAL_OWNER ? {} : { dataowner_team_id: values.teamId }),
    ship: { name: values.shipName.trim(), imo: values.imo.trim() || null },
    accessTo: values.accessTo,
    pricingModel: values.pricingModel,
  };
}
