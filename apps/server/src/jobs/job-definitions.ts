import { sendMailJob } from '../mail/mail-job.ts';
import { passwordResetJob } from '../modules/accounts/password-reset.service.ts';
import { apiConnectionPullJob } from '../modules/api-connections/api-connection-pull.job.ts';
import { apiConnectionsDueJob } from '../modules/api-connections/api-connections-due.job.ts';
import { deckplanTilesJob } from '../modules/decks/deckplan-tiles.job.ts';
import { supplierRemindersJob } from '../modules/documents/reminder-job.ts';
import { fleetCountersFoldJob } from '../modules/fleet/fleet-counters-fold.job.ts';
import { fleetDigestJob } from '../modules/fleet/fleet-digest.job.ts';
import { statsSnapshotJob } from '../modules/fleet/stats-snapshot.job.ts';
import { importJob } from '../modules/imports/import.job.ts';
import { evaluationRefreshJob } from '../modules/order-items/evaluation-refresh.job.ts';
import { orderListCountersFoldJob } from '../modules/order-items/order-list-counters-fold.job.ts';
import { reportJob } from '../modules/reports/report.job.ts';
import { ruleBatchJob } from '../modules/rules/rule-batch.job.ts';
import { checkPhotoJob } from '../modules/survey/check-photo.job.ts';
import { imgcropJob } from '../modules/survey/imgcrop.job.ts';
import type { JobDefinition } from './job-definition.ts';
import { retentionJob } from './retention-job.ts';

/** Every kind of background work of the app, in one place: each process creates their queues. */
// biome-ignore lint/suspicious/noExplicitAny: the registry holds definitions of every payload type
export const jobDefinitions: JobDefinition<any>[] = [
  sendMailJob,
  passwordResetJob,
  supplierRemindersJob,
  retentionJob,
  evaluationRefreshJob,
  deckplanTilesJob,
  checkPhotoJob,
  imgcropJob,
  ruleBatchJob,
  importJob,
  apiConnectionsDueJob,
  apiConnectionPullJob,
  reportJob,
  statsSnapshotJob,
  fleetDigestJob,
  fleetCountersFoldJob,
  orderListCountersFoldJob,
];
