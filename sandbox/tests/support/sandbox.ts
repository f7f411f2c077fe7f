import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { z } from 'zod';
import { type CallContract, type DataOf, funds, type RequestOf } from '@portal/contracts';
import { type CallResult, type LoginTokens, sandboxClient } from './client';
import { PORTAL_ORIGIN } from './fixtures';
import { type SandboxOptions, startSandbox, type Sandbox } from '../../http/server';

/**
 * A throwaway sandbox for one test file: its own data directory, key and a
 * clock the test can move by whole days (business dates are days in IST).
 */
type AnyContract = CallContract<z.ZodType, z.ZodType>;

export interface TestSandbox {
  sb: Sandbox;
  /** the core's data directory, for tests that look at what it stores */
  dataDir: string;
  client: ReturnType<typeof sandboxClient>;
  /** moves the sandbox clock; tokens expire with it, so log in again afterwards */
  advanceDays(days: number): void;
  /** for windows shorter than a day (OTP resend wait, token and link expiry) */
  advanceSeconds(seconds: number): void;
  now(): number;
  /** a call as this customer: sessionId and bearer token are filled in */
  call<C extends AnyContract>(
    who: LoginTokens,
    contract: C,
    body: Omit<RequestOf<C>, 'sessionId'>,
  ): Promise<CallResult<DataOf<C>>>;
  /** like call, but expects code 200 and returns the data parsed by the contract */
  data<C extends AnyContract>(who: LoginTokens, contract: C, body: Omit<RequestOf<C>, 'sessionId'>): Promise<DataOf<C>>;
  /** stops the core and starts it again on the same data, as after a redeploy */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

/** Options a test may set; port, data directory, key and clock are the helper's. */
export type TestOptions = Partial<Omit<SandboxOptions, 'port' | 'dataDir' | 'key' | 'clock'>>;

export async function startTestSandbox(name: string, options: TestOptions = {}): Promise<TestSandbox> {
  const key = randomBytes(32);
  const dataDir = mkdtempSync(join(tmpdir(), `sandbox-${name}-`));
  let offset = 0;
  const now = () => Date.now() + offset;
  const start = () => startSandbox({ returnOrigins: [PORTAL_ORIGIN], ...options, port: 0, dataDir, key, clock: now });
  const sb = await start();

  const call: TestSandbox['call'] = (who, contract, body) =>
    t.client.call(contract, { ...body, sessionId: who.sessionId } as RequestOf<typeof contract>, {
      token: who.accessToken,
    });
  const data: TestSandbox['data'] = async (who, contract, body) => {
    const res = await call(who, contract, body);
    if (res.envelope?.code !== 200) throw new Error(`${contract.path}: ${JSON.stringify(res.envelope ?? res.body)}`);
    return contract.data.parse(res.envelope.data) as DataOf<typeof contract>;
  };

  const t: TestSandbox = {
    sb,
    dataDir,
    client: sandboxClient(sb.url, key),
    advanceDays: (days) => {
      offset += days * 86_400_000;
    },
    advanceSeconds: (seconds) => {
      offset += seconds * 1000;
    },
    now,
    call,
    data,
    restart: async () => {
      await t.sb.close();
      t.sb = await start();
      t.client = sandboxClient(t.sb.url, key);
    },
    stop: async () => {
      await t.sb.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return t;
}

/** 'YYYY-MM-DD' or DD/MM/YYYY of the IST day `days` after instant `ms`. */
export function istDay(ms: number, days = 0, style: 'iso' | 'dmy' = 'dmy'): string {
  const iso = new Date(ms + 330 * 60_000 + days * 86_400_000).toISOString().slice(0, 10);
  if (style === 'iso') return iso;
  const [y, m, d] = iso.split('-');
  return `${d}/${m}/${y}`;
}

/** An srRequestToken the way the portal gets one: OTP sent, read from the outbox, verified. */
export async function srRequestToken(
  t: TestSandbox,
  who: LoginTokens,
  policyNumber: string,
  srRequestType: (typeof funds.SR_REQUEST_TYPES)[number],
): Promise<string> {
  const { clientId } = who;
  // A test may ask for many OTPs in a few minutes; the limits have tests of their own.
  await t.client.clearOtpLimits();
  const { transactionId } = await t.data(who, funds.generateSrOtp, { clientId, policyNumber, srRequestType });
  // The newest OTP in the outbox is the one just sent: a test file drives its sandbox alone.
  const otp = (await t.client.outbox()).find((m) => m.otp)?.otp;
  if (!otp) throw new Error('no OTP in the outbox');
  return (await t.data(who, funds.validateSrOtp, { clientId, transactionId, otp, srRequestType })).srRequestToken;
}
