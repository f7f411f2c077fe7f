// `npm run measure -- --only=rush`: fifty customers logging in and paying at once (pay-rush.mjs),
// with the time each step took and whether anything failed or was charged twice.
import { payRush } from './pay-rush.mjs';

export async function rushSection({ base, core, report, budget }) {
  const result = await payRush({ portal: base, core, count: Number(process.env.MEASURE_RUSH_CUSTOMERS || 50) });
  report.rush = result;
  const steps = Object.entries(result.steps)
    .map(([step, t]) => `${step} p50 ${t.p50} ms, p95 ${t.p95} ms`)
    .join('; ');
  console.log(`Pay rush: ${result.customers} customers in ${result.seconds} s, ${result.requests} requests; ${steps}`);
  budget(`${result.customers} customers pay at once: server errors`, result.serverErrors, 0, result.serverErrors === 0);
  budget('... each charged once, with a receipt', `${result.paid} of ${result.customers}`, 'all', result.faults.length === 0);
}
