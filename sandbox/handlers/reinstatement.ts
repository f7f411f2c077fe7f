import { CODES, policyServices as contract } from '@portal/contracts';
import { fail } from '../domain/failure';
import { dmy, rupees, toPaise } from '../domain/format';
import { LEDGER_MESSAGES } from '../domain/ledger';
import { REVIVAL_INTEREST_BP, revival } from '../domain/policy-values';
import { revivalLines } from '../domain/premium-due';
import { openReinstatementOrder, raiseReinstatement, revivalNote } from '../domain/reinstatement';
import { checkReturnUrl } from '../domain/return-urls';
import { istToday } from '../store/calendar';
import { callerPolicy, isFailure } from './policy-services';
import { authedRoute, ok } from './route';

/** reinstatement/enquiry, Pay & Reinstate (an order through the premium gateway) and the request for a long lapse. */
export const reinstatementRoutes = [
  authedRoute(contract.reinstatementEnquiry, (req, ctx) => {
    const p = callerPolicy(req, ctx);
    if (isFailure(p)) return p;
    const today = istToday(ctx.now);
    const r = revival(p, today);
    const n = r.dues.length;
    // The same lines as the premium breakup's for this policy: one revival rule (premium-due.ts).
    const lines = r.eligible ? revivalLines(r).map((l) => ({ code: l.code, label: l.label, amount: rupees(l.paise) })) : [];
    return ok({
      policyNumber: p.policy_no,
      eligible: r.eligible,
      reason: r.reason,
      asOn: dmy(today),
      lapsedSince: dmy(r.lapsedSince),
      daysLapsed: r.daysLapsed,
      overduePremiums: n,
      lines,
      totalAmount: rupees(r.totalPaise),
      interestRate: (REVIVAL_INTEREST_BP / 100).toFixed(2),
      needsHealthDeclaration: r.needsHealthDeclaration,
      canPayOnline: r.eligible && !r.needsHealthDeclaration,
      note: revivalNote(r),
    });
  }),

  authedRoute(contract.createReinstatementOrder, (req, ctx) => {
    const p = callerPolicy({ clientId: req.clientId, policyNumber: req.policyNo }, ctx);
    if (isFailure(p)) return p;
    const badReturn = checkReturnUrl(req.returnUrl, ctx.settings.returnOrigins);
    if (badReturn) return badReturn;
    const amountPaise = toPaise(req.amount);
    if (amountPaise === null) return fail(CODES.BAD_REQUEST, LEDGER_MESSAGES.amountChanged);
    const opened = openReinstatementOrder(ctx.db, {
      customerId: ctx.session.customerId,
      policy: p,
      amountPaise,
      returnUrl: req.returnUrl,
      now: ctx.now,
    });
    if (!opened.ok) return opened;
    const { transaction_id: transactionId } = opened.order;
    return ok({ transactionId, redirectionLink: `${ctx.settings.publicUrl}/pg/checkout/${transactionId}` });
  }),

  authedRoute(contract.raiseReinstatementRequest, (req, ctx) => {
    const p = callerPolicy(req, ctx);
    if (isFailure(p)) return p;
    const raised = raiseReinstatement(ctx.db, { customerId: ctx.session.customerId, policy: p, now: ctx.now });
    return raised.ok ? ok({ serviceRequestId: raised.srNumber }) : raised;
  }),
];
