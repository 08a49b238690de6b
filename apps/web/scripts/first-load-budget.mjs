#!/usr/bin/env node
// The web app's first-load budget (issue 19): what a browser fetches before a landing screen shows,
// summed as gzip from the build's manifest (apps/web/dist/.vite/manifest.json; run `npm run build`
// first). The entry's first load is the entry chunk and every chunk it imports statically (the
// modulepreload links of index.html); a landing route adds the chunks loaded on demand for it and
// their static imports. Exits 1 when the entry's first load or a landing route's exceeds the
// budget, or when a route's screen is no longer a chunk of its own (imported statically somewhere).
//   node apps/web/scripts/first-load-budget.mjs [--json]
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const BUDGET_KB = 250;

/** Landing routes: the modules loaded on demand before the screen shows, by source path. */
export const LANDING_ROUTES = [
  {
    name: 'sign-in (#/home/login)',
    lazy: ['src/features/home/HomeShell.tsx', 'src/features/auth/LoginPage.tsx'],
  },
  {
    name: 'projects dashboard (#/dashboard)',
    lazy: ['src/features/dashboard/DashboardArea.tsx', 'src/features/projects/ProjectListPage.tsx'],
  },
  {
    name: 'orders list, expert or crew tasks (#/dashboard/ihm/company/:id/orders)',
    lazy: ['src/features/dashboard/DashboardArea.tsx', 'src/features/orders/OrdersPage.tsx'],
  },
  {
    name: "a crew member's project (#/dashboard/projects/:id)",
    lazy: ['src/features/dashboard/DashboardArea.tsx', 'src/features/projects/ProjectPage.tsx'],
  },
];

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');

/** The manifest's keys of `keys` and of everything they import statically, in load order. */
function staticClosure(manifest, keys) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return seen;
}

function measure(files) {
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const content = fs.readFileSync(path.join(dist, file));
    raw += content.length;
    gzip += gzipSync(content).length;
  }
  return { raw: raw / 1000, gzip: gzip / 1000 };
}

const jsFiles = (manifest, keys) => [...keys].map((key) => manifest[key].file);
const cssFiles = (manifest, keys) => [...new Set([...keys].flatMap((key) => manifest[key].css ?? []))];

/** Measures the build in `dist`; `problems` lists every broken rule of the budget. */
export function firstLoadReport(manifestFile = path.join(dist, '.vite', 'manifest.json')) {
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
  const problems = [];
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) throw new Error(`${manifestFile}: no entry`);
  const entryKeys = staticClosure(manifest, [entryKey]);
  const entry = {
    name: 'entry (index.html with its modulepreload set)',
    chunks: entryKeys.size,
    js: measure(jsFiles(manifest, entryKeys)),
    css: measure(cssFiles(manifest, entryKeys)),
  };
  if (entry.js.gzip > BUDGET_KB)
    problems.push(`the entry's first load is ${entry.js.gzip.toFixed(1)} KB gzip`);

  const routes = LANDING_ROUTES.map((route) => {
    for (const key of route.lazy) {
      if (!manifest[key]?.isDynamicEntry)
        problems.push(`${route.name}: ${key} is not a chunk loaded on demand`);
    }
    const keys = staticClosure(
      manifest,
      route.lazy.filter((key) => manifest[key]),
    );
    const added = [...keys].filter((key) => !entryKeys.has(key));
    const lazy = measure(jsFiles(manifest, added));
    const all = new Set([...entryKeys, ...keys]);
    const result = {
      name: route.name,
      chunks: all.size,
      lazy,
      js: measure(jsFiles(manifest, all)),
      css: measure(cssFiles(manifest, all)),
    };
    if (result.js.gzip > BUDGET_KB) problems.push(`${route.name}: ${result.js.gzip.toFixed(1)} KB gzip`);
    return result;
  });
  return { budgetKb: BUDGET_KB, entry, routes, problems };
}

function print(report) {
  const kb = (value) => `${value.toFixed(1)} KB`.padStart(10);
  console.log(`First load, JS gzip (budget ${report.budgetKb} KB); raw JS and gzip CSS for reference`);
  console.log(
    `${'what'.padEnd(74)}${'on demand'.padStart(10)}${'JS gzip'.padStart(10)}${'JS raw'.padStart(10)}${'CSS gzip'.padStart(10)}  chunks`,
  );
  const { entry } = report;
  console.log(
    `${entry.name.padEnd(74)}${''.padStart(10)}${kb(entry.js.gzip)}${kb(entry.js.raw)}${kb(entry.css.gzip)}  ${entry.chunks}`,
  );
  for (const route of report.routes) {
    console.log(
      `${route.name.padEnd(74)}${kb(route.lazy.gzip)}${kb(route.js.gzip)}${kb(route.js.raw)}${kb(route.css.gzip)}  ${route.chunks}`,
    );
  }
  for (const problem of report.problems) console.log(`over budget or split lost: ${problem}`);
  console.log(report.problems.length === 0 ? 'first-load budget: passed' : 'first-load budget: FAILED');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const report = firstLoadReport();
  if (process.argv.includes('--json')) console.log(JSON.stringify(report, null, 2));
  else print(report);
  process.exit(report.problems.length === 0 ? 0 : 1);
}
