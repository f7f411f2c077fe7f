// What a login OTP request and a wrong code cost the core, for customers' login ids and for ones
// that are no customer's, which must not be told apart by their time (docs/decisions.md): the
// handler's own work in process, and the call over HTTP as the portal makes it, against CORE_URL
// with UPSTREAM_ENC_KEY (npm run measure -- --only=login) or a core of its own.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { user } from '@portal/contracts';
import { parseKey } from '@portal/contracts/envelope';
import { SANDBOX_INSURER } from '../sandbox/domain/insurer';
import { ROUTES } from '../sandbox/handlers';
import type { Ctx } from '../sandbox/handlers/route';
import { openSeeded } from '../sandbox/http/core';
import { startSandbox } from '../sandbox/http/server';
import { clearOtpLimits } from '../sandbox/store/otp-limits';
import { sandboxClient } from '../sandbox/tests/support/client';

const ROUNDS = Number(process.env.BENCH_ROUNDS || 200);
const WARM_UP = 20;
const IDS = {
  'customer mobile': '9876543210',
  'unknown mobile': '9000000000',
  'customer policy': '10000001',
  'unknown policy': '99999999',
};
const CAPTCHA = 'sandbox-captcha-ok';
const IP = '203.0.113.1';
type Step = (loginId: string) => Promise<{ sendMs: number; wrongMs: number }>;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;
const round = (ms: number) => Math.round(ms * 1000) / 1000;

/** Every kind in turn, round after round, so whatever else the machine does falls on all alike. */
async function timeEach(step: Step) {
  const times = new Map(Object.keys(IDS).map((k) => [k, { send: [] as number[], wrong: [] as number[] }]));
  for (let i = 0; i < WARM_UP + ROUNDS; i++) {
    const kinds = Object.entries(IDS);
    // Each round starts at the next kind, so none always follows the same one.
    for (const [kind, loginId] of [...kinds.slice(i % kinds.length), ...kinds.slice(0, i % kinds.length)]) {
      const { sendMs, wrongMs } = await step(loginId);
      if (i < WARM_UP) continue;
      times.get(kind)?.send.push(sendMs);
      times.get(kind)?.wrong.push(wrongMs);
    }
  }
  return [...times].map(([kind, t]) => ({
    'login id': kind,
    'OTP request median ms': round(median(t.send)),
    'wrong OTP median ms': round(median(t.wrong)),
  }));
}

/** The handlers on a database of their own: the core's own work, without HTTP or the envelope. */
async function inProcess() {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-login-'));
  const db = openSeeded(dataDir, Date.now());
  const route = (path: string) => ROUTES.find((r) => r.contract.path === path)!;
  const [generate, validate] = [route(user.generateLoginOtp.path), route(user.validateLoginOtp.path)];
  const ctx = (): Ctx => ({
    db,
    now: Date.now(),
    language: 'en',
    source: 'bench',
    settings: {
      captchaToken: CAPTCHA,
      tokenTtlMs: 900_000,
      publicUrl: '',
      returnOrigins: [],
      advancePremiumMonths: 3,
      grievanceResolutionDays: 14,
      insurer: SANDBOX_INSURER,
    },
  });
  try {
    return await timeEach(async (loginId) => {
      clearOtpLimits(db, {});
      let t0 = performance.now();
      const sent = await generate.handle({ loginId, captchaToken: CAPTCHA, clientIp: IP }, ctx());
      const sendMs = performance.now() - t0;
      const transactionId = sent.ok ? (sent.data as { transactionId: string }).transactionId : '';
      t0 = performance.now();
      await validate.handle({ transactionId, otp: '000000', clientIp: IP }, ctx());
      return { sendMs, wrongMs: performance.now() - t0 };
    });
  } finally {
    db.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The calls over HTTP and the envelope, as the portal makes them. */
async function overHttp() {
  const given = process.env.CORE_URL && process.env.UPSTREAM_ENC_KEY;
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-login-http-'));
  const key = given ? parseKey(process.env.UPSTREAM_ENC_KEY as string) : randomBytes(32);
  const sb = given ? null : await startSandbox({ port: 0, dataDir, key });
  const c = sandboxClient(given ? (process.env.CORE_URL as string) : sb!.url, key);
  try {
    return await timeEach(async (loginId) => {
      await c.clearOtpLimits();
      let t0 = performance.now();
      const sent = await c.call(user.generateLoginOtp, { loginId, captchaToken: c.captchaToken, clientIp: IP });
      const sendMs = performance.now() - t0;
      const { transactionId } = user.generateLoginOtp.data.parse(sent.envelope?.data);
      t0 = performance.now();
      await c.call(user.validateLoginOtp, { transactionId, otp: '000000', clientIp: IP });
      return { sendMs, wrongMs: performance.now() - t0 };
    });
  } finally {
    await sb?.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  console.log(JSON.stringify({ rounds: ROUNDS, handler: await inProcess(), http: await overHttp() }));
}

void main();
