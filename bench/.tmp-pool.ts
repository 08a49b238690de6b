import fc from 'fast-check';
import { evaluateOrderItem } from '../packages/domain/src/maintenance/index.ts';
import { arbitraryOrderItemInput } from '../packages/domain/src/maintenance/order-item.test-support.ts';
const pool = fc.sample(arbitraryOrderItemInput, { numRuns: 10000, seed: 1 });
const now = new Date(Date.UTC(2025, 3, 1));
for (let r = 0; r < 3; r++) {
  const t = process.hrtime.bigint();
  let n = 0;
  for (let k = 0; k < 50; k++) for (const i of pool) { evaluateOrderItem(i, { now }); n++; }
  const ms = Number(process.hrtime.bigint() - t) / 1e6;
  console.log(Math.round(n / (ms / 1000)), 'items/s');
}
