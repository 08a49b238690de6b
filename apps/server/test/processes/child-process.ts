import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { openRuntime } from '../../src/runtime.ts';

export const SERVER_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export type Child = {
  process: ChildProcess;
  output: () => string;
  waitFor: (text: string | RegExp, timeoutMs?: number) => Promise<string>;
};

/** A TypeScript entry of the server run as a real child process, its output collected. */
export function startChild(entry: string, env: Record<string, string>): Child {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(SERVER_ROOT, entry)], {
    cwd: SERVER_ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  return {
    process: child,
    output: () => output,
    waitFor: (text, timeoutMs = 30_000) =>
      new Promise((resolve, reject) => {
        const started = Date.now();
        const check = () => {
          const match = typeof text === 'string' ? output.includes(text) : text.test(output);
          if (match) return resolve(output);
          if (child.exitCode !== null)
            return reject(new Error(`${entry} exited (${child.exitCode}):\n${output}`));
          if (Date.now() - started > timeoutMs)
            return reject(new Error(`${entry}: no «${text}» in time:\n${output}`));
          setTimeout(check, 50);
        };
        check();
      }),
  };
}

/** Ends a child and waits for it to be gone. */
export async function stopChild(child: Child, signal: NodeJS.Signals = 'SIGTERM') {
  if (child.process.exitCode !== null || child.process.signalCode !== null) return;
  const exited = new Promise((resolve) => child.process.once('exit', resolve));
  child.process.kill(signal);
  await exited;
}

/**
 * This process's runtime (no workers) on the processes' PostgreSQL, and the environment its child
 * workers get: the same database, files and secret. `close` stops the children and removes the files.
 */
export async function openProcessWorld(name: string, env: Record<string, string>) {
  const dataDir = await mkdtemp(path.join(tmpdir(), `keelson-${name}-`));
  const childEnv = {
    DATABASE_URL: inject('postgresUrl'),
    DATA_DIR: dataDir,
    FILE_URL_SECRET: 'one-secret-for-every-process-0123456789',
    KEELSON_DEMO: 'false',
    LOG_LEVEL: 'warn',
    ...env,
  };
  Object.assign(process.env, childEnv);
  const runtime = await openRuntime(loadConfig(), {
    workers: false,
    log: { info: () => {}, error: () => {} },
  });
  const children: Child[] = [];
  return {
    runtime,
    /** A worker process on the same database and files, stopped by `close`. */
    startWorker() {
      const child = startChild('src/worker.ts', childEnv);
      children.push(child);
      return child;
    },
    async close() {
      for (const child of children) await stopChild(child, 'SIGKILL');
      await runtime.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
