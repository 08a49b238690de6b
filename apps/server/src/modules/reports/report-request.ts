import { createHash } from 'node:crypto';
import type { TReportRequest, ZReportRequest } from '@keelson/contract';
import {
  canonicalJson,
  defaultTemplateOf,
  type ReportTemplate,
  type ReportType,
  reportTemplateOf,
} from '@keelson/domain';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { badRequest } from '../../errors.ts';
import { checkSource, ihmContent, type ReportChoice } from './ihm-content.ts';
import { loadIhmData } from './ihm-data.ts';
import { emissionContent, ihmMaintContent } from './maint-content.ts';
import { loadHazmatItems, projectVessels } from './maint-data.ts';
import type { ReportContent } from './report-content.types.ts';

type Request = z.output<typeof ZReportRequest>;

export const MESSAGES = {
  noSurveyData: "Fill in the ship's survey data before requesting an IHM report",
  noVessel: "This project's ship is in no company's maintenance data: link a vessel to the project first",
  periodNotTaken: 'An IHM Part I report has no period: leave period_from and period_to out',
} as const;

/** What was asked, checked against the templates: the template, the variant and the period. */
export type ReportAsk = ReportChoice & {
  type: ReportType;
  template: ReportTemplate;
  withPhotos: boolean;
  namespace: string;
};

export function reportAsk(body: Request): ReportAsk {
  const template = body.template ? reportTemplateOf(body.template) : defaultTemplateOf(body.type);
  if (!template || template.type !== body.type)
    throw badRequest(`Unknown report template '${body.template}' for type ${body.type}`, [
      { path: 'template', message: 'Unknown template' },
    ]);
  if (!template.variants.includes(body.variant))
    throw badRequest(`The template ${template.template} has no variant ${body.variant}`);
  const periodFrom = body.period_from ?? null;
  const periodTo = body.period_to ?? null;
  if (!template.hasPeriod && (periodFrom || periodTo)) throw badRequest(MESSAGES.periodNotTaken);
  const period = template.hasPeriod ? `/${periodFrom ?? 'start'}..${periodTo ?? 'now'}` : '';
  return {
    type: body.type,
    template,
    templateName: template.name,
    variant: body.variant,
    periodFrom,
    periodTo,
    withPhotos: body.with_photos,
    namespace: `${template.template}/${body.variant}${period}${body.with_photos ? '/photos' : ''}`,
  };
}

/** The hash of a project's data for a report type: everything any of its reports can show. */
export const contentHashOf = (type: ReportType, data: unknown) =>
  createHash('sha256').update(canonicalJson({ type, data })).digest('hex');

/**
 * The content a request would print and the hash of the project data behind it, or the reason the
 * project cannot have it (a 400, before anything is queued).
 */
export async function gatherReport(
  db: Database,
  projectId: string,
  ask: ReportAsk,
): Promise<{ content: ReportContent; hash: string }> {
  const survey = await loadIhmData(db, projectId);
  if (!survey) throw badRequest('Unknown project');
  if (ask.type === 'ihm') {
    if (!survey.hasSurveyData) throw badRequest(MESSAGES.noSurveyData);
    return { content: ihmContent(survey, ask), hash: contentHashOf('ihm', survey) };
  }
  const vessels = await projectVessels(db, projectId);
  if (vessels.length === 0) throw badRequest(MESSAGES.noVessel);
  const items = await loadHazmatItems(
    db,
    vessels.map((v) => v.id),
  );
  const data = {
    projectName: survey.projectName,
    survey: survey.survey,
    signatures: survey.signatures,
    checks: survey.checks,
    items,
  };
  const content = ask.type === 'ihmmaint' ? ihmMaintContent(data, ask) : emissionContent(data, ask);
  // These reports print the checks only as Part I rows: their photos and plan points are no content here.
  const printed = { ...data, checks: data.checks.map(checkSource) };
  return { content, hash: contentHashOf(ask.type, printed) };
}

/** The Part I hash of the project now, for "matches the ship" (null without survey data). */
export async function currentIhmHash(db: Database, projectId: string): Promise<string | null> {
  const survey = await loadIhmData(db, projectId);
  return survey?.hasSurveyData ? contentHashOf('ihm', survey) : null;
}

export type { TReportRequest };
