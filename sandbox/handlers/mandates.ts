import { CODES, mandates as contract } from '@portal/contracts';
import { fail } from '../domain/failure';
import { dmy, rupees } from '../domain/format';
import {
  cancelMandate,
  checkPause,
  MANDATE_MESSAGES,
  pauseMandate,
  retryDebit,
  toUpstreamMandate,
} from '../domain/mandate-servicing';
import { spendSrToken } from '../domain/sr-tokens';
import { ownedMandate, registeredMandatesOf } from '../store/enach';
import type { SrRequestType } from '../store/sr-otps';
import { INVALID } from './policy-services';
import { type AuthedCtx, authedRoute, ok } from './route';

/**
 * My Auto Pay Mandates (issue 10 §3). A mandate is named by its UMRN
 * and must be the caller's (404 'Auto pay mandate not found.' otherwise); pause and cancel spend
 * the SR OTP's token for the mandate's policy, only once every other check has passed.
 */
function mandateFor(req: { clientId: string; umrn: string }, ctx: AuthedCtx) {
  if (req.clientId !== ctx.session.clientId) return fail(CODES.BAD_REQUEST, INVALID);
  return ownedMandate(ctx.db, ctx.session.customerId, req.umrn) ?? fail(CODES.NOT_FOUND, MANDATE_MESSAGES.notFound);
}

const spend = (ctx: AuthedCtx, token: string, policyId: number, type: SrRequestType) =>
  spendSrToken(ctx.db, token, { customerId: ctx.session.customerId, policyId, type, now: ctx.now });

export const mandateRoutes = [
  authedRoute(contract.listMandates, (_req, { db, session, now }) =>
    ok(registeredMandatesOf(db, session.customerId).map((m) => toUpstreamMandate(db, m, now))),
  ),

  authedRoute(contract.pauseMandate, (req, ctx) =>
    ctx.db.transaction(() => {
      const m = mandateFor(req, ctx);
      if ('ok' in m) return m;
      // Checked before the token is spent, so a refused pause keeps the customer's OTP.
      const checked = checkPause(ctx.db, m, { debits: req.debits, now: ctx.now });
      if (!checked.ok) return checked;
      const spent = spend(ctx, req.srRequestToken, m.policy_id, 'MANDATE_PAUSE');
      if (spent) return spent;
      const paused = pauseMandate(ctx.db, m, { debits: req.debits, now: ctx.now });
      if (!paused.ok) return paused;
      return ok({ serviceRequestId: paused.srNumber, status: 'Paused' as const, resumesOn: dmy(paused.resumesOn) });
    })(),
  ),

  authedRoute(contract.cancelMandate, (req, ctx) =>
    ctx.db.transaction(() => {
      const m = mandateFor(req, ctx);
      if ('ok' in m) return m;
      if (m.cancelled_at !== null) return fail(CODES.BAD_REQUEST, MANDATE_MESSAGES.cancelled);
      const spent = spend(ctx, req.srRequestToken, m.policy_id, 'MANDATE_CANCEL');
      if (spent) return spent;
      const cancelled = cancelMandate(ctx.db, m, ctx.now);
      return cancelled.ok ? ok({ serviceRequestId: cancelled.srNumber, status: 'Cancelled' as const }) : cancelled;
    })(),
  ),

  authedRoute(contract.reDebit, (req, ctx) => {
    const m = mandateFor(req, ctx);
    if ('ok' in m) return m;
    const done = retryDebit(ctx.db, m, ctx.now);
    if (!done.ok) return done;
    return ok(
      {
        status: 'SUCCESS' as const,
        amount: rupees(done.amountPaise),
        transactionId: done.transactionId,
        receiptNumber: done.receiptNo,
      },
      'The debit went through. Your premium is paid.',
    );
  }),
];
