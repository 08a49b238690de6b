#!/usr/bin/env node
// `npm start`: builds the web app when its build is missing or older than its sources, then runs
// the server (which migrates the database and serves web + API on one port).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'apps/web/dist/index.html');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    const time = entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs;
    if (time > newest) newest = time;
  }
  return newest;
}

const sources = Math.max(
  newestMtime(path.join(root, 'apps/web')),
  newestMtime(path.join(root, 'packages/domain/src')),
  newestMtime(path.join(root, 'packages/contract/src')),
);
if (!fs.existsSync(dist) || fs.statSync(dist).mtimeMs < sources) {
  console.log('Building the web app…');
  const build = spawnSync('npm', ['run', 'build', '--workspace', '@keelson/web'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// The server's heap is bounded at 1 GB, far above what it holds (an API process about 60 MB live;
// `npm run worker` runs imports of 100,000 rows in 384 MB). The bound matters for how V8 grows the heap: with Node's
// default limit on a machine of many GB (4 GB here) V8 lets the old generation grow to four times
// what survived the last full collection, below a 2 GB limit to at most twice (1.6 at 1 GB), so
// garbage that outlives the young generation (a streamed export's pages) is collected sooner: the
// million-item export peaked at 406 MB resident without it, 262 MB with it (docs/benchmarks.md).
// A limit of your own in NODE_OPTIONS wins.
const heapLimit = /--max-old-space-size/.test(process.env.NODE_OPTIONS ?? '')
  ? []
  : ['--max-old-space-size=1024'];
const server = spawn(
  process.execPath,
  [...heapLimit, '--import', 'tsx', path.join(root, 'apps/server/src/main.ts')],
  {
    cwd: root,
    stdio: 'inherit',
    env: { NODE_ENV: 'production', ...process.env },
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
