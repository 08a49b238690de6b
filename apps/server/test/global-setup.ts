import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPostgres, PGLITE_EXTENSIONS, wrapPglite } from '../src/db/client.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshot: string;
    postgresUrl: string;
  }
}

/** Migrates once per run: a PGlite snapshot that every test file loads, or a fresh PostgreSQL database. */
export default async function setup(project: TestProject) {
  if (process.env.KEELSON_TEST_DB === 'postgres' || project.config.env?.KEELSON_TEST_DB === 'postgres') {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
    // A second checkout testing at the same time names its own database.
    const name = `${process.env.KEELSON_TEST_DB_NAME ?? 'keelson_test'}${project.config.env?.KEELSON_TEST_DB_SUFFIX ?? ''}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const handle = openPostgres(url.toString());
    await handle.migrate();
    await handle.close();
    project.provide('postgresUrl', url.toString());
    project.provide('pgliteSnapshot', '');
    return;
  }
  const handle = wrapPglite(await PGlite.create({ extensions: PGLITE_EXTENSIONS }));
  await handle.migrate();
  const client = (handle.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir('none');
  await handle.close();
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'keelson-test-')), 'snapshot.tar');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteSnapshot', file);
  project.provide('postgresUrl', '');
  return () => fs.rmSync(path.dirname(file), { recursive: true, force: true });
}
