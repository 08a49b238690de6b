import { deriveAccountKey } from '@keelson/domain';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type CaughtMail, startMailCatcher } from '../../../../e2e/support/mail-catcher.ts';
import { PNG } from '../../src/modules/documents/documents.fixture.ts';
import { startS3Server, type TestS3Server } from '../s3-server.ts';
import { type Child, startChild, stopChild } from './child-process.ts';

/** The address a child API server listens on, from its log line. */
async function listening(child: Child) {
  const output = await child.waitFor(/Server listening at http:\/\/127\.0\.0\.1:(\d+)/, 60_000);
  const port = /Server listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(output)?.[1];
  return `http://127.0.0.1:${port}/api`;
}

describe('two API processes and a worker on one PostgreSQL and one S3 bucket', () => {
  let s3: TestS3Server;
  let catcher: Awaited<ReturnType<typeof startMailCatcher>>;
  const children: Child[] = [];
  let apiA = '';
  let apiB = '';

  beforeAll(async () => {
    s3 = await startS3Server('keelson-processes');
    catcher = await startMailCatcher();
    const env = {
      ...s3.env,
      DATABASE_URL: inject('postgresUrl'),
      SMTP_URL: catcher.url,
      FILE_URL_SECRET: 'one-secret-for-every-process-0123456789',
      EMAIL_VERIFICATION: 'false',
      KEELSON_DEMO: 'false',
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'info',
      PUBLIC_URL: 'http://keelson.test',
    };
    // The first API process migrates; the others start on a migrated database.
    const first = startChild('src/main.ts', { ...env, WORKERS: 'false' });
    children.push(first);
    apiA = await listening(first);
    const second = startChild('src/main.ts', { ...env, WORKERS: 'false' });
    const worker = startChild('src/worker.ts', env);
    children.push(second, worker);
    apiB = await listening(second);
    await worker.waitFor('running the background jobs', 60_000);
  });
  afterAll(async () => {
    for (const child of children) await stopChild(child);
    await catcher?.close();
    await s3?.stop();
  });

  it('a journey across them: sign up on one, sign in and upload on the other, download on the first, the worker mails', async () => {
    const email = 'journey@processes.example';
    const accountKey = await deriveAccountKey(email, 'Seaworthy-2026!');
    const json = { 'content-type': 'application/json' };

    const registered = await fetch(`${apiA}/accounts/register`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email }),
    });
    expect(registered.status).toBe(200);
    const { verify_token } = (await registered.json()) as { verify_token: string };
    const completed = await fetch(`${apiA}/accounts/register-token`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({
        email,
        account_key: accountKey,
        verify_token,
        first_name: 'Jo',
        last_name: 'Journey',
      }),
    });
    expect(completed.status).toBe(200);
    const { user_id: userId } = (await completed.json()) as { user_id: string };

    const signedIn = await fetch(`${apiB}/sessions/create`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email, grant_type: 'password', account_key: accountKey }),
    });
    expect(signedIn.status).toBe(200);
    const { token } = (await signedIn.json()) as { token: string };
    const bearer = { authorization: `Bearer ${token}` };

    const uploaded = await fetch(`${apiB}/users/${userId}/image`, {
      method: 'PUT',
      headers: { ...bearer, 'content-type': 'image/png' },
      body: PNG,
    });
    expect(uploaded.status, await uploaded.clone().text()).toBe(200);
    // The bucket holds it, and the other process serves it.
    const downloaded = await fetch(`${apiA}/users/${userId}/image`, { headers: bearer });
    expect(downloaded.status).toBe(200);
    expect(Buffer.from(await downloaded.arrayBuffer()).equals(PNG)).toBe(true);

    const team = await fetch(`${apiA}/teams`, {
      method: 'POST',
      headers: { ...bearer, ...json },
      body: JSON.stringify({ name: 'Processes crew' }),
    });
    expect(team.status).toBe(201);
    const { id: teamId } = (await team.json()) as { id: string };
    const invited = await fetch(`${apiB}/teams/${teamId}/memberships`, {
      method: 'POST',
      headers: { ...bearer, ...json },
      body: JSON.stringify({ email: 'deckhand@processes.example', role: 'guest' }),
    });
    expect(invited.status).toBe(201);
    // Neither API process works jobs: the worker process sends the invitation.
    await expect
      .poll(
        () =>
          catcher.mails.find((mail: CaughtMail) => mail.to.includes('deckhand@processes.example'))?.subject,
        {
          timeout: 20_000,
        },
      )
      .toMatch(/Processes crew/);
  });
});
