import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';
import { isSchedulableInterval } from './jobs/cron.ts';

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .optional()
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/** Every setting comes from the environment and has a working default (see .env.example). */
const ZEnvironment = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Keelson <no-reply@keelson.local>'),
  PUBLIC_URL: z.string().optional(),
  API_PATH: z.string().default('/api'),
  NODE_ENV: z.string().default('production'),
  /** Answers of the hot lists checked against their schema on the way out; default: outside production. */
  CHECK_ANSWERS: z.enum(['true', 'false']).optional(),
  WEB_DIST_DIR: z.string().optional(),
  ABOUT_URL: z.string().default('https://keelson.example/about'),
  SUPPORT_EMAIL: z.string().default('support@keelson.example'),
  PROVIDER_NAME: z.string().default('Keelson Maritime Software GmbH'),
  PROVIDER_ADDRESS: z.string().default('Am Sandtorkai 1, 20457 Hamburg, Germany'),
  PROVIDER_WEBSITE: z.string().default('https://keelson.example'),
  PROVIDER_MANAGEMENT: z.string().default('Managing directors: Anna Berg, Jonas Kruse'),
  PROVIDER_REGISTER: z.string().default('Amtsgericht Hamburg, HRB 000000'),
  PROVIDER_VAT_ID: z.string().default('DE000000000'),
  BACKGROUND_SLIDESHOW: flag,
  EMAIL_VERIFICATION: z.enum(['true', 'false']).default('true'),
  KEELSON_DEMO: z.enum(['true', 'false', 'auto']).default('auto'),
  /** Signs short-lived file download URLs and derives supplier portal links; random per process if unset. */
  FILE_URL_SECRET: z.string().min(16).optional(),
  /** Where files live: `local` (DATA_DIR/files) or `s3` (the S3_* settings, credentials as the AWS SDK reads them). */
  FILE_STORAGE: z.enum(['local', 's3']).default('local'),
  S3_BUCKET: z.string().min(3).optional(),
  /** For S3-compatible stores (MinIO, Ceph...); unset = AWS. */
  S3_ENDPOINT: z.url().or(z.literal('')).optional(),
  S3_REGION: z.string().default('us-east-1'),
  /** `bucket` in the path instead of the host name; most S3-compatible stores need it. */
  S3_FORCE_PATH_STYLE: flag,
  AWS_ACCESS_KEY_ID: z.string().optional(),
  AWS_SECRET_ACCESS_KEY: z.string().optional(),
  AWS_SESSION_TOKEN: z.string().optional(),
  /** Behind a reverse proxy: take the client address from X-Forwarded-For (per-address rate limits). */
  TRUST_PROXY: flag,
  /** Minutes between runs of the scheduled supplier reminders (a cron schedule); 0 switches them off. */
  REMINDER_INTERVAL_MINUTES: z.coerce
    .number()
    .int()
    .min(0)
    .max(1440)
    .refine((minutes) => minutes === 0 || isSchedulableInterval(minutes), {
      message: 'a divisor of 60, whole hours dividing 24, or 1440',
    })
    .default(60),
  /** Days the audit trail and the web's user audit logs are kept; older entries are deleted daily (decision 0036). */
  AUDIT_RETENTION_DAYS: z.coerce.number().int().min(30).max(36500).default(3650),
  /** This process runs background jobs (false: an API process that only queues them; see `npm run worker`). */
  WORKERS: z.enum(['true', 'false']).default('true'),
  BUILD_VERSION: z.string().optional(),
  BUILD_COMMIT: z.string().optional(),
  BUILD_TIME: z.string().optional(),
});

export type TConfig = ReturnType<typeof loadConfig>;

type TEnvironment = z.infer<typeof ZEnvironment>;

function fileStorageOf(parsed: TEnvironment, dataDir: string) {
  if (parsed.FILE_STORAGE === 'local') return { driver: 'local' as const, root: path.join(dataDir, 'files') };
  if (!parsed.S3_BUCKET) throw new Error('FILE_STORAGE=s3 needs S3_BUCKET');
  return {
    driver: 's3' as const,
    bucket: parsed.S3_BUCKET,
    region: parsed.S3_REGION,
    endpoint: parsed.S3_ENDPOINT || undefined,
    forcePathStyle: parsed.S3_FORCE_PATH_STYLE,
    // Passed on when given here, so the settings handed to loadConfig decide (tests, several
    // stores in one process); otherwise the SDK looks in its usual places itself.
    credentials:
      parsed.AWS_ACCESS_KEY_ID && parsed.AWS_SECRET_ACCESS_KEY
        ? {
            accessKeyId: parsed.AWS_ACCESS_KEY_ID,
            secretAccessKey: parsed.AWS_SECRET_ACCESS_KEY,
            sessionToken: parsed.AWS_SESSION_TOKEN || undefined,
          }
        : undefined,
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = ZEnvironment.parse(env);
  const dataDir = path.resolve(parsed.DATA_DIR);
  return {
    port: parsed.PORT,
    host: parsed.HOST,
    dataDir,
    databaseUrl: parsed.DATABASE_URL || undefined,
    smtpUrl: parsed.SMTP_URL || undefined,
    mailFrom: parsed.MAIL_FROM,
    publicUrl: (parsed.PUBLIC_URL || `http://localhost:${parsed.PORT}`).replace(/\/+$/, ''),
    apiPath: parsed.API_PATH,
    production: parsed.NODE_ENV !== 'development',
    /** See `answer-serializer.ts`: tests and development check every answer, production trusts the hot lists. */
    checkAnswers: parsed.CHECK_ANSWERS ? parsed.CHECK_ANSWERS === 'true' : parsed.NODE_ENV !== 'production',
    webDistDir: parsed.WEB_DIST_DIR ? path.resolve(parsed.WEB_DIST_DIR) : undefined,
    aboutUrl: parsed.ABOUT_URL,
    supportEmail: parsed.SUPPORT_EMAIL,
    provider: {
      name: parsed.PROVIDER_NAME,
      address: parsed.PROVIDER_ADDRESS,
      website: parsed.PROVIDER_WEBSITE,
      management: parsed.PROVIDER_MANAGEMENT,
      register: parsed.PROVIDER_REGISTER,
      vatId: parsed.PROVIDER_VAT_ID,
    },
    backgroundSlideshow: parsed.BACKGROUND_SLIDESHOW,
    /** Off only for closed installations and demos: sign-up then answers the token directly. */
    emailVerification: parsed.EMAIL_VERIFICATION === 'true',
    /** auto: demo data on the embedded database only, never on DATABASE_URL unless 'true'. */
    demo: parsed.KEELSON_DEMO,
    /** Set it in production (and the same in every process): signed URLs and portal links depend on it. */
    fileUrlSecret: parsed.FILE_URL_SECRET ?? randomBytes(32).toString('base64url'),
    fileStorage: fileStorageOf(parsed, dataDir),
    reminderIntervalMs: parsed.REMINDER_INTERVAL_MINUTES * 60_000,
    auditRetentionDays: parsed.AUDIT_RETENTION_DAYS,
    workers: parsed.WORKERS === 'true',
    /** Off unless a proxy sets X-Forwarded-For: otherwise any client could choose its address. */
    trustProxy: parsed.TRUST_PROXY,
    build: {
      version: parsed.BUILD_VERSION ?? '0.1.0',
      commit: parsed.BUILD_COMMIT ?? 'unknown',
      time: parsed.BUILD_TIME ?? new Date().toISOString(),
    },
  };
}
