import fs from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { test as base, expect, type Page } from '@playwright/test';
import { root, startServer } from './server-process.ts';

// The demo company's world for journeys that need it (reports.spec.ts): the shared fixture's
// servers start without the demo data (KEELSON_DEMO=false), so `test` here starts a server of its
// own with it, once per worker, and the page's baseURL points at it.

export const DEMO = { email: 'expert@demo.keelson', password: 'keelson-demo', ship: 'MV Nordlicht' };

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export const test = base.extend<object, { demoURL: string }>({
  demoURL: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixture's dependencies from this pattern
    async ({}, use) => {
      // No SMTP server: mails go to DATA_DIR/outbox (none are sent here).
      const server = await startServer({
        port: await freePort(),
        env: { SMTP_URL: '', KEELSON_DEMO: 'true' },
        healthTimeoutMs: 90_000,
      });
      await use(server.baseURL);
      await server.stop();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ demoURL }, use) => {
    await use(demoURL);
  },
});

export type Call = <T = Record<string, unknown>>(method: string, path: string, body?: unknown) => Promise<T>;

/** Signs in through the form as the demo expert; API calls then go with the page's own session. */
export async function signInAsDemoExpert(page: Page, baseURL: string): Promise<Call> {
  await page.goto('/#/home/login');
  await page.getByLabel('Email').fill(DEMO.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: 'LOGIN' }).click();
  await page.waitForURL(/#\/(home\/2fa-activation|dashboard\/projects)$/);
  const token = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('keelson.session') ?? '{}') as { token?: string }).token,
  );
  return async (method, apiPath, body) => {
    const res = await fetch(`${baseURL}/api${apiPath}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} ${apiPath}: ${res.status} ${await res.text()}`);
    return (await res.json()) as never;
  };
}

export type Check = {
  id: string;
  name: string;
  displayName: string;
  results: { id: string; hazmat: string; contamination: string; concentration: number | null }[];
  images: { state: string }[];
};

/** The demo ship's project, once its survey photos are made (a report shows only finished photos). */
export async function demoProject(call: Call) {
  const projects = await call<{ items: { id: string; ship: { name: string } }[] }>(
    'GET',
    `/my-projects?query=${encodeURIComponent(DEMO.ship)}`,
  );
  const project = projects.items.find((candidate) => candidate.ship.name === DEMO.ship);
  if (!project) throw new Error(`no project of ${DEMO.ship}`);
  const checks = async () =>
    (await call<{ content: Check[] }>('GET', `/ihm/projects/${project.id}/checks?page_limit=200`)).content;
  await expect
    .poll(
      async () =>
        (await checks()).flatMap((check) => check.images).every((image) => image.state !== 'processing'),
      {
        timeout: 60_000,
        message: 'the demo photos are made',
      },
    )
    .toBe(true);
  return { id: project.id, checks };
}

/** The text of every page of a PDF, read as a PDF viewer would (pdf.js, legacy build for Node). */
export async function pdfText(file: string): Promise<string> {
  const server = createRequire(path.join(root, 'apps/server/package.json'));
  const pdfjs = (await import(pathToFileURL(server.resolve('pdfjs-dist/legacy/build/pdf.mjs')).href)) as {
    getDocument: (source: object) => {
      promise: Promise<{
        numPages: number;
        getPage: (n: number) => Promise<{ getTextContent: () => Promise<{ items: { str?: string }[] }> }>;
        destroy: () => Promise<void>;
      }>;
    };
  };
  const document = await pdfjs.getDocument({
    data: new Uint8Array(fs.readFileSync(file)),
    disableFontFace: true,
    verbosity: 0,
  }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const content = await (await document.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => item.str ?? '').join(' '));
  }
  await document.destroy();
  return pages.join(' ').replace(/\s+/g, ' ');
}

/** Whether a PDF's text holds a phrase, whatever the line breaks inside a table cell did to it. */
export const holds = (text: string, phrase: string) =>
  text.replace(/\s+/g, '').includes(phrase.replace(/\s+/g, ''));

export { expect };
