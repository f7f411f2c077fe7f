import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import { mandates, serviceRequestNumber } from '@portal/contracts';
import { createAppLink, isSamePath } from '../domain/app-links';
import { closeRequest } from '../domain/service-requests';
import { settleOrder } from '../domain/ledger';
import { failDebit } from '../domain/mandate-servicing';
import { runUpiDebits } from '../domain/upi-debits';
import { markBankAccountClosed, markBankAccountVerified } from '../store/bank-accounts';
import { istToday } from '../store/calendar';
import { customerIdByMobile } from '../store/customers';
import { registeredMandateByUmrn } from '../store/enach';
import { listOutbox } from '../store/outbox';
import { clearOtpLimits } from '../store/otp-limits';
import { expireCustomerTokens } from '../store/sessions';
import { type GuardOptions, guardTesterPath, isTesterPath } from './admin-guard';
import { handleBackOffice } from './back-office';
import { parseJson, readBody, sendJson, sendText } from './body';
import type { Core } from './core';
import { renderOutboxHtml } from './pages/outbox';
import type { RequestLog } from './request-log';
import { handleClock, type TestClock } from './test-clock';
import { type Faults, handleFaults } from './faults';
import { handleLoadCustomers } from './load-customers';
import { handleKeys, type TestKeys } from './test-keys';

/**
 * Plain-JSON endpoints that exist only in the sandbox: the outbox that stands
 * in for SMS and email, and hooks that let tests control state. No envelope
 * and no auth: the server listens on 127.0.0.1 only, and admin-guard.ts
 * keeps other hosts, non-JSON posts and (SANDBOX_ADMIN=0) everyone out.
 */
export interface AdminDeps {
  core: Core;
  log: RequestLog;
  guard: GuardOptions;
  clock: () => number;
  testClock: TestClock;
  faults: Faults;
  keys: TestKeys;
  /** the core's own address, known once listening: links the core sends point at it */
  publicUrl: () => string;
}

const resetBody = z.object({ keepSessions: z.boolean().optional() }).strict();
const expireBody = z.object({ mobile: z.string().regex(/^\d{10}$/) });
const settleBody = z.object({ transactionId: z.string().min(1), status: z.enum(['SUCCESS', 'FAILED']) });
const closeBody = z.object({ srNumber: serviceRequestNumber });
const bounceBody = z.object({ mobile: z.string().regex(/^\d{10}$/) });
const debitBody = z.object({ umrn: z.string().regex(mandates.MANDATE_REFERENCE) });
const clearLimitsBody = z
  .object({
    mobile: z
      .string()
      .regex(/^\d{10}$/)
      .optional(),
    clientIp: z.string().min(2).max(64).optional(),
  })
  .strict();
const appLinkBody = z.object({
  mobile: z.string().regex(/^\d{10}$/),
  redirectPath: z.string().refine(isSamePath),
  // It travels on as a Source header, so a plain token.
  source: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/),
});

async function jsonBody<T>(req: IncomingMessage, schema: z.ZodType<T>): Promise<T | null> {
  const body = parseJson(await readBody(req));
  const parsed = schema.safeParse(body.ok ? body.value : undefined);
  return parsed.success ? parsed.data : null;
}

/** Answers the request if it is an admin path; returns false otherwise. */
export async function handleAdmin(req: IncomingMessage, res: ServerResponse, url: URL, deps: AdminDeps): Promise<boolean> {
  if (isTesterPath(url.pathname)) {
    const refused = guardTesterPath(req, url.pathname, deps.guard);
    if (refused) {
      sendJson(res, refused.status, { error: refused.error });
      return true;
    }
  }
  if (await handleBackOffice(req, res, url, deps)) return true;
  if (await handleClock(req, res, url, deps.testClock)) return true;
  if (await handleFaults(req, res, url, deps.faults)) return true;
  if (await handleLoadCustomers(req, res, url, deps)) return true;
  if (await handleKeys(req, res, url, deps.keys)) return true;
  const key = `${req.method} ${url.pathname}`;
  switch (key) {
    case 'GET /healthz':
      sendText(res, 200, 'ok');
      return true;
    case 'GET /outbox':
      sendText(res, 200, renderOutboxHtml(listOutbox(deps.core.db)), 'text/html');
      return true;
    case 'GET /outbox.json':
      sendJson(res, 200, listOutbox(deps.core.db));
      return true;
    case 'GET /__sandbox/requests': {
      const since = Number(url.searchParams.get('since') ?? 0);
      sendJson(res, 200, deps.log.since(Number.isFinite(since) ? since : 0));
      return true;
    }
    case 'POST /__sandbox/reset': {
      const body = await jsonBody(req, resetBody);
      if (!body) {
        sendJson(res, 400, { error: 'expected {} or {"keepSessions":true}' });
        return true;
      }
      // Real time first: the new seed's dates count from it.
      deps.testClock.reset();
      deps.faults.current = { mode: 'none' };
      deps.keys.reset();
      deps.core.reset(body);
      deps.log.clear();
      sendJson(res, 200, { ok: true });
      return true;
    }
    case 'POST /__sandbox/expire-tokens': {
      const body = await jsonBody(req, expireBody);
      if (!body) {
        sendJson(res, 400, { error: 'expected {"mobile":"<10 digits>"}' });
        return true;
      }
      const expired = expireCustomerTokens(deps.core.db, body.mobile, deps.clock());
      sendJson(res, 200, { ok: true, expired });
      return true;
    }
    case 'POST /__sandbox/settle': {
      // The bank's late answer for a payment left pending at the gateway.
      const body = await jsonBody(req, settleBody);
      if (!body) {
        sendJson(res, 400, { error: 'expected {"transactionId":"…","status":"SUCCESS"|"FAILED"}' });
        return true;
      }
      const settled = settleOrder(deps.core.db, {
        transactionId: body.transactionId,
        to: body.status,
        from: ['PENDING', 'INITIATED'],
        now: deps.clock(),
      });
      sendJson(res, settled ? 200 : 409, settled ? { ok: true } : { error: 'no unsettled order with this id' });
      return true;
    }
    case 'POST /__sandbox/otp-limits/clear': {
      // What a back office does for a customer locked out: lift the number's and the address's limits.
      const body = await jsonBody(req, clearLimitsBody);
      if (!body) {
        sendJson(res, 400, { error: 'expected {"mobile":"<10 digits>","clientIp":"…"}, either, or {} for all' });
        return true;
      }
      clearOtpLimits(deps.core.db, body);
      sendJson(res, 200, { ok: true });
      return true;
    }
    case 'POST /__sandbox/mandates/fail-debit': {
      // The bank refuses the debit presented for the premium now due (the sandbox runs no debits of its own).
      const body = await jsonBody(req, debitBody);
      const m = body ? registeredMandateByUmrn(deps.core.db, body.umrn) : undefined;
      const failed = m ? failDebit(deps.core.db, m, deps.clock()) : false;
      sendJson(
        res,
        failed ? 200 : 409,
        failed ? { ok: true } : { error: 'no active mandate with this UMRN and a premium to debit' },
      );
      return true;
    }
    case 'POST /__sandbox/mandates/run-debits': {
      // One pass of the UPI AutoPay debit run at the core's clock: pre-debit notices, then debits (issue 27 §3).
      await readBody(req);
      sendJson(res, 200, runUpiDebits(deps.core.db, deps.clock(), deps.publicUrl()));
      return true;
    }
    case 'POST /__sandbox/bank-accounts/close': {
      // The bank returns a payout: the customer's account on record is closed (issue 27 §4).
      const body = await jsonBody(req, bounceBody);
      const id = body ? customerIdByMobile(deps.core.db, body.mobile) : undefined;
      const closed = id !== undefined && markBankAccountClosed(deps.core.db, id, istToday(deps.clock())).changes > 0;
      sendJson(res, closed ? 200 : 404, closed ? { ok: true } : { error: 'no bank account on record for this mobile' });
      return true;
    }
    case 'POST /__sandbox/bank-accounts/verify': {
      // As if the account on record had just passed a penny drop and been approved (issue 27 §4), for
      // tests of what follows (claiming an amount the bank returned) without the whole journey.
      const body = await jsonBody(req, bounceBody);
      const id = body ? customerIdByMobile(deps.core.db, body.mobile) : undefined;
      const done = id !== undefined && markBankAccountVerified(deps.core.db, id, istToday(deps.clock())).changes > 0;
      sendJson(res, done ? 200 : 404, done ? { ok: true } : { error: 'no open bank account on record for this mobile' });
      return true;
    }
    case 'POST /__sandbox/close-request': {
      const body = await jsonBody(req, closeBody);
      const closed = body
        ? closeRequest(deps.core.db, body.srNumber, { actor: 'back-office', note: 'Closed by a tester', now: deps.clock() })
        : false;
      sendJson(res, closed ? 200 : 404, closed ? { ok: true } : { error: 'no open request with this number' });
      return true;
    }
    case 'POST /__sandbox/app-link': {
      // Plays the insurer's app backend minting a hand-off link for a logged-in app user.
      const body = await jsonBody(req, appLinkBody);
      if (!body) {
        sendJson(res, 400, { error: 'expected {"mobile":"<10 digits>","redirectPath":"/<path>","source":"…"}' });
        return true;
      }
      const customerId = customerIdByMobile(deps.core.db, body.mobile);
      if (customerId === undefined) {
        sendJson(res, 404, { error: 'no customer with this mobile' });
        return true;
      }
      const link = createAppLink(deps.core.db, { customerId, ...body, now: deps.clock() });
      sendJson(res, 200, link);
      return true;
    }
    default:
      return false;
  }
}
