import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { KeyRing, parseKey, seal } from '@portal/contracts/envelope';
import { DEFAULT_ADVANCE_PREMIUM_MONTHS } from '../domain/premium-due';
import { DEFAULT_RESOLUTION_DAYS } from '../domain/complaints';
import type { Insurer } from '../domain/documents';
import { SANDBOX_INSURER } from '../domain/insurer';
import { handleAdmin } from './admin';
import { Core } from './core';
import { dispatch, type Keyed, type Outcome } from './dispatch';
import { type Faults, faultyReply } from './faults';
import { ROUTES } from '../handlers';
import { sendJson, sleep } from './body';
import { handlePages } from './pages';
import type { Route, Settings } from '../handlers/route';
import { RequestLog } from './request-log';
import { shiftableClock } from './test-clock';
import { changeableKeys } from './test-keys';

/**
 * The sandbox insurer core: a stand-in for the upstream the portal talks to,
 * speaking the same encrypted wire format and answering from lib/contracts.
 */
export interface SandboxOptions {
  /** 0 picks a free port */
  port: number;
  dataDir: string;
  /** the envelope keys: a ring (UPSTREAM_ENC_KEYS), or one 32-byte key as a Buffer or base64url text (UPSTREAM_ENC_KEY) */
  key: KeyRing | Buffer | string;
  latencyMs?: number;
  log?: boolean;
  captchaToken?: string;
  tokenTtlSeconds?: number;
  /** epoch ms; tests pass their own to move time without waiting */
  clock?: () => number;
  /** origin browsers use for the gateway and mandate pages; default http://127.0.0.1:<port> */
  publicUrl?: string;
  /** the /__sandbox/* tester endpoints (SANDBOX_ADMIN); default on */
  admin?: boolean;
  /** the portal's origins, the only ones return URLs may use (SANDBOX_RETURN_ORIGINS); default http://localhost:3000 */
  returnOrigins?: readonly string[];
  /** months before its due date a premium may be paid in advance (SANDBOX_ADVANCE_PREMIUM_MONTHS); default 3 */
  advancePremiumMonths?: number;
  privacyResponseDays?: number;
  /** the insurer's particulars on documents (INSURER_*); default the sandbox's */
  insurer?: Insurer;
  /** days to resolve a complaint (SANDBOX_GRIEVANCE_RESOLUTION_DAYS); default 14, IRDAI's limit */
  grievanceResolutionDays?: number;
}

export interface Sandbox {
  url: string;
  port: number;
  close(): Promise<void>;
}

export const DEFAULT_PORT = 4010;
export const DEFAULT_CAPTCHA_TOKEN = 'sandbox-captcha-ok';
/** The portal's address when it runs on its default port. */
export const DEFAULT_RETURN_ORIGINS = ['http://localhost:3000'];

/** SANDBOX_ADVANCE_PREMIUM_MONTHS: whole months, 0 (no advance premium) to 12. */
export function parseAdvanceMonths(text: string): number {
  const n = Number(text);
  if (!Number.isInteger(n) || n < 0 || n > 12)
    throw new Error('SANDBOX_ADVANCE_PREMIUM_MONTHS must be a whole number of months, 0 to 12');
  return n;
}

/** SANDBOX_GRIEVANCE_RESOLUTION_DAYS: whole days, 1 to 14 (IRDAI allows no longer). */
export function parseResolutionDays(text: string): number {
  const n = Number(text);
  if (!Number.isInteger(n) || n < 1 || n > DEFAULT_RESOLUTION_DAYS)
    throw new Error(`SANDBOX_GRIEVANCE_RESOLUTION_DAYS must be a whole number of days, 1 to ${DEFAULT_RESOLUTION_DAYS}`);
  return n;
}

/** SANDBOX_RETURN_ORIGINS: comma-separated http(s) origins, as origins (lower case, no path or default port). */
export function parseOrigins(text: string): string[] {
  const origins = text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const url = URL.canParse(part) ? new URL(part) : null;
      if (!url || !['http:', 'https:'].includes(url.protocol)) {
        throw new Error(`SANDBOX_RETURN_ORIGINS: '${part}' is not an http(s) origin`);
      }
      return url.origin;
    });
  if (!origins.length) throw new Error('SANDBOX_RETURN_ORIGINS names no origin');
  return origins;
}
const REPO = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const DEFAULT_DATA_DIR = join(REPO, 'data', 'sandbox');

/**
 * The portal's X-Request-Id for this call, so one request can be followed through both logs; '-'
 * when there is none, or one that could break the line.
 */
function requestIdOf(req: IncomingMessage): string {
  const id = req.headers['x-request-id'];
  return typeof id === 'string' && /^[A-Za-z0-9._:-]{1,128}$/.test(id) ? id : '-';
}

export async function startSandbox(opts: SandboxOptions): Promise<Sandbox> {
  const keys = changeableKeys(
    opts.key instanceof KeyRing ? opts.key : KeyRing.of(typeof opts.key === 'string' ? parseKey(opts.key) : opts.key),
  );
  // Tests may move it ahead over HTTP (test-clock.ts); the handlers only ever see clock().
  const testClock = shiftableClock(opts.clock ?? Date.now);
  const clock = testClock.now;
  const settings: Settings = {
    captchaToken: opts.captchaToken ?? DEFAULT_CAPTCHA_TOKEN,
    tokenTtlMs: (opts.tokenTtlSeconds ?? 900) * 1000,
    // Known once listening (port 0 picks one); set before the first request can arrive.
    publicUrl: '',
    returnOrigins: parseOrigins((opts.returnOrigins ?? DEFAULT_RETURN_ORIGINS).join(',')),
    advancePremiumMonths: opts.advancePremiumMonths ?? DEFAULT_ADVANCE_PREMIUM_MONTHS,
    ...(opts.privacyResponseDays ? { privacyResponseDays: opts.privacyResponseDays } : {}),
    insurer: opts.insurer ?? SANDBOX_INSURER,
    grievanceResolutionDays: opts.grievanceResolutionDays ?? DEFAULT_RESOLUTION_DAYS,
  };
  // The port too is known once listening.
  const guard = { port: 0, adminEnabled: opts.admin ?? true };
  const core = new Core(opts.dataDir, clock);
  const log = new RequestLog();
  const faults: Faults = { current: { mode: 'none' } };
  const byPath = new Map<string, Route>(ROUTES.map((r) => [r.contract.path, r]));

  async function contractCall(route: Route, req: IncomingMessage, res: ServerResponse): Promise<void> {
    const startedAt = Date.now();
    const keyed: Keyed = { kid: null };
    let outcome: Outcome;
    try {
      outcome = await dispatch(route, req, { db: core.db, keys: keys.ring, now: clock(), settings }, keyed);
    } catch (e) {
      console.error(`sandbox: ${route.contract.path} failed`, e);
      outcome = { status: 500, body: { error: 'sandbox error' } };
    }
    if (opts.latencyMs) await sleep(opts.latencyMs);
    const fault = faultyReply(faults.current, (envelope) => seal(envelope, keys.ring));
    if (fault?.kind === 'delay') await sleep(fault.ms);
    if (fault?.kind === 'replace') outcome = { status: fault.status, body: fault.body };
    sendJson(res, outcome.status, outcome.body);
    const endedAt = Date.now();
    log.add({ path: route.contract.path, startedAt, endedAt, kid: keyed.kid });
    if (opts.log) {
      const code = outcome.code === undefined ? '' : ` code=${outcome.code}`;
      const kid = keyed.kid === null ? '' : ` kid=${keyed.kid}`;
      const request = ` request=${requestIdOf(req)}`;
      console.log(
        `sandbox: ${req.method} ${route.contract.path} ${outcome.status}${code}${kid} ${endedAt - startedAt}ms${request}`,
      );
    }
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://sandbox');
    const route = byPath.get(url.pathname);
    const work = route
      ? req.method === route.contract.method
        ? contractCall(route, req, res)
        : Promise.resolve(sendJson(res, 405, { error: `use ${route.contract.method}` }))
      : handlePages(req, res, url, { core, clock, settings })
          .then(
            (done) =>
              done ||
              handleAdmin(req, res, url, {
                core,
                log,
                clock,
                testClock,
                keys,
                guard,
                faults,
                publicUrl: () => settings.publicUrl,
              }),
          )
          .then((done) => {
            if (!done) sendJson(res, 404, { error: 'not found' });
          });
    work.catch((e: unknown) => {
      console.error('sandbox: request failed', e);
      if (!res.headersSent) sendJson(res, 500, { error: 'sandbox error' });
    });
  });

  // Callers keep idle connections for reuse. Node closes an idle one after 5 s, and a request sent
  // on it at that moment fails with a reset socket; this keeps the closing to the caller's side.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;

  await new Promise<void>((ok, fail) => {
    server.once('error', fail);
    server.listen(opts.port, '127.0.0.1', () => ok());
  });
  const { port } = server.address() as AddressInfo;
  guard.port = port;
  settings.publicUrl = (opts.publicUrl ?? `http://127.0.0.1:${port}`).replace(/\/+$/, '');
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    close: () =>
      new Promise<void>((ok) => {
        server.close(() => {
          core.close();
          ok();
        });
        server.closeAllConnections();
      }),
  };
}
