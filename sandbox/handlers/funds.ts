import { CODES, funds } from '@portal/contracts';
import { type FundState, loadFundBook } from '../domain/fund-book';
import { planSwitch, summaryRows } from '../domain/fund-math';
import {
  checkAllocation,
  checkSwitch,
  FUND_MESSAGES,
  redirectionEligible,
  type SwitchPicks,
  switchEligible,
} from '../domain/fund-rules';
import { fail, type Failure } from '../domain/failure';
import { authoriseUlipRequest, carryOutRedirection, carryOutSwitch } from '../domain/ulip-requests';
import { istToday } from '../store/calendar';
import { ownedPolicy, type PolicyRow } from '../store/policies';
import type { SrRequestType } from '../store/sr-otps';
import { notFound } from './policy';
import { type AuthedCtx, authedRoute, ok } from './route';

/**
 * fundSwitchSummary (preview), fundRegister (the switch) and
 * premiumRedirection. Checks run in a fixed order: caller and policy, policy
 * eligibility, the SPEC §5 rules, then the OTP-backed token, then the
 * same-day duplicate window; the token is spent only by a request that goes
 * through.
 */
export const invalid = () => fail(CODES.BAD_REQUEST, FUND_MESSAGES.invalid);

type Policed = { ok: true; policy: PolicyRow; book: FundState[] } | Failure;

/** The caller's policy, eligible for this type of request, with its funds. */
export function policyFor(req: { clientId: string; policyNumber: string }, ctx: AuthedCtx, type: SrRequestType): Policed {
  if (req.clientId !== ctx.session.clientId) return invalid();
  const policy = ownedPolicy(ctx.db, ctx.session.customerId, req.policyNumber);
  if (!policy) return notFound();
  if (type === 'FUND_SWITCH' ? !switchEligible(policy) : !redirectionEligible(policy)) {
    return fail(CODES.BAD_REQUEST, type === 'FUND_SWITCH' ? FUND_MESSAGES.switchIneligible : FUND_MESSAGES.redirectionIneligible);
  }
  return { ok: true, policy, book: loadFundBook(ctx.db, policy.id) };
}

type SwitchReq = Parameters<typeof checkSwitch>[1];

type Switch = Extract<Policed, { ok: true }> & { picks: SwitchPicks };

function switchFor(req: SwitchReq, ctx: AuthedCtx): Switch | Failure {
  const p = policyFor(req, ctx, 'FUND_SWITCH');
  if (!p.ok) return p;
  const checked = checkSwitch(p.book, req);
  return checked.ok ? { ...p, picks: checked } : checked;
}

const authorise = (ctx: AuthedCtx, policyId: number, type: SrRequestType, token: string) =>
  authoriseUlipRequest(ctx.db, { customerId: ctx.session.customerId, policyId, type, token, now: ctx.now });

export const fundRoutes = [
  authedRoute(funds.fundSwitchSummary, (req, ctx) => {
    const s = switchFor(req, ctx);
    if (!s.ok) return s;
    const { sessionId: _sessionId, ...request } = req;
    return ok({ fundSummary: summaryRows(s.book, planSwitch(s.book, s.picks)), request });
  }),

  authedRoute(funds.fundRegister, (req, ctx) =>
    ctx.db.transaction(() => {
      const s = switchFor(req, ctx);
      if (!s.ok) return s;
      const refused = authorise(ctx, s.policy.id, 'FUND_SWITCH', req.srRequestToken);
      if (refused) return refused;
      const serviceRequestId = carryOutSwitch(ctx.db, {
        customerId: ctx.session.customerId,
        policy: s.policy,
        picks: s.picks,
        plan: planSwitch(s.book, s.picks),
        book: s.book,
        now: ctx.now,
        day: istToday(ctx.now),
      });
      return ok({ serviceRequestId });
    })(),
  ),

  authedRoute(funds.premiumRedirection, (req, ctx) =>
    ctx.db.transaction(() => {
      const p = policyFor(req, ctx, 'PREMIUM_REDIRECTION');
      if (!p.ok) return p;
      const checked = checkAllocation(p.book, req.fundAllocation);
      if (!checked.ok) return checked;
      const refused = authorise(ctx, p.policy.id, 'PREMIUM_REDIRECTION', req.srRequestToken);
      if (refused) return refused;
      const serviceRequestId = carryOutRedirection(ctx.db, {
        customerId: ctx.session.customerId,
        policy: p.policy,
        allocation: checked.allocation,
        book: p.book,
        now: ctx.now,
        day: istToday(ctx.now),
      });
      return ok({ serviceRequestId });
    })(),
  ),
];
