// How long 'Get OTP' takes for customers' login ids and for ones that are no customer's, at the
// core (scripts/bench-login-otp.ts) and through the portal's action: the two must not be told
// apart by their time (docs/decisions.md, "Unknown login ids").
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { root } from '../runtime.mjs';
import { printTable, round } from './table.mjs';

const ROUNDS = Number(process.env.MEASURE_LOGIN_ROUNDS || 100);
const WARM_UP = 10;
const IDS = {
  'customer mobile': '9876543210',
  'unknown mobile': '9000000000',
  'customer policy': '10000001',
  'unknown policy': '99999999',
};

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** The request the login page's 'Get OTP' sends (the action's id and body), caught in the browser. */
async function getOtpRequest(browser, base) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${base}/login`);
  const caught = page.waitForRequest((r) => r.method() === 'POST' && 'next-action' in r.headers());
  await page.getByLabel('Registered Mobile Number or Policy Number').fill(IDS['customer mobile']);
  await page.getByRole('button', { name: 'Get OTP' }).click();
  const request = await caught;
  const headers = Object.fromEntries(
    Object.entries(request.headers()).filter(([name]) => !['cookie', 'content-length'].includes(name)),
  );
  const body = request.postData();
  await context.close();
  return { url: request.url(), headers, body };
}

async function portalAction(browser, base, core) {
  const sent = await getOtpRequest(browser, base);
  const times = new Map(Object.keys(IDS).map((kind) => [kind, []]));
  for (let i = 0; i < WARM_UP + ROUNDS; i++) {
    const kinds = Object.entries(IDS);
    // Each round starts at the next kind, so none always follows the same one.
    for (const [kind, loginId] of [...kinds.slice(i % kinds.length), ...kinds.slice(0, i % kinds.length)]) {
      // Lifted before each request, outside the time, as a back office would.
      await fetch(`${core}/__sandbox/otp-limits/clear`, {
        method: 'POST',
        body: '{}',
        headers: { 'content-type': 'application/json' },
      });
      const t0 = performance.now();
      const res = await fetch(sent.url, {
        method: 'POST',
        headers: sent.headers,
        body: sent.body.replace(IDS['customer mobile'], loginId),
      });
      const text = await res.text();
      const ms = performance.now() - t0;
      if (!res.ok || !text.includes('XXXX'))
        throw new Error(`'Get OTP' for ${kind} answered ${res.status}: ${text.slice(0, 200)}`);
      if (i >= WARM_UP) times.get(kind).push(ms);
    }
  }
  return Object.fromEntries([...times].map(([kind, t]) => [kind, round(median(t), 2)]));
}

export async function loginTimingSection({ base, core, portalEnv, browser, report }) {
  const bench = spawnSync(join(root, 'node_modules', '.bin', 'tsx'), [join(root, 'scripts', 'bench-login-otp.ts')], {
    encoding: 'utf8',
    env: { ...process.env, CORE_URL: core, UPSTREAM_ENC_KEY: portalEnv.UPSTREAM_ENC_KEY, BENCH_ROUNDS: String(ROUNDS) },
  });
  if (bench.status !== 0) throw new Error(`bench-login-otp.ts failed: ${bench.stderr}`);
  const atCore = JSON.parse(bench.stdout.trim().split('\n').pop());
  const action = await portalAction(browser, base, core);
  const rows = atCore.handler.map((h, i) => ({
    'login id': h['login id'],
    'core handler ms': h['OTP request median ms'],
    'core call ms': atCore.http[i]['OTP request median ms'],
    "portal's action ms": action[h['login id']],
    'wrong OTP, core handler ms': h['wrong OTP median ms'],
  }));
  report.loginTiming = { rounds: ROUNDS, rows };
  printTable(`'Get OTP' by login id, median of ${ROUNDS}`, rows);
}
