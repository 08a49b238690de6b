import { LABELS, labelOf } from '@keelson/domain';

export const REQUEST_TYPE_LABELS: Record<'md' | 'sdoc', string> = { md: 'MD', sdoc: 'SDoC' };

export const ACTION_TYPE_LABELS = LABELS.documentRequestAction;

export const ROLE_LABELS: Record<string, string> = LABELS.actionUserRole;

export const actionTypeLabel = (type: string) => labelOf('documentRequestAction', type);

export const requestStatusLabel = (status: string) => labelOf('reviewPartStatus', status);
