// `npm run bench`: every benchmark in this folder, one after another. They print ratios and
// rates, never pass/fail: performance goals are read here, not asserted in tests.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const only = process.argv[2];
for (const file of fs
  .readdirSync(here)
  .filter((name) => name.endsWith('.bench.ts'))
  .sort()) {
  if (only && !file.includes(only)) continue;
  console.log(`\n━━ ${file}`);
  spawnSync(process.execPath, ['--import', 'tsx', path.join(here, file)], { stdio: 'inherit' });
}
