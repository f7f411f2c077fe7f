import { CODES, policyServices as contract } from '@portal/contracts';
import { fail, type Failure } from '../domain/failure';
import { dmy, rupees, toPaise } from '../domain/format';
import {
  bankAccountView,
  bankOnRecord,
  checkLoanAmount,
  frequencyView,
  loanDuplicate,
  raiseFrequencyChange,
  raiseLoan,
  servicesOf,
  surrenderView,
} from '../domain/policy-services';
import { loanInterestBp, loanOwed, loanQuote, MIN_LOAN_PAISE } from '../domain/policy-values';
import { spendSrToken } from '../domain/sr-tokens';
import { claimUnclaimed, unclaimedList } from '../domain/unclaimed';
import { istToday } from '../store/calendar';
import { loansOf } from '../store/policy-loans';
import { ownedPolicy, policiesOf, type PolicyRow } from '../store/policies';
import { notFound } from './policy';
import { type AuthedCtx, authedRoute, ok } from './route';
import { premiumsPaidPaise } from '../domain/ledger';

/**
 * Policy services (issue 10 §1, §2): which apply, loan, surrender value, premium frequency and
 * unclaimed amounts. Every call on a policy needs the caller's own (404 'Policy not found.'
 * otherwise, exactly as for a policy that does not exist) and `clientId` equal to the token's.
 */
export const INVALID = 'Invalid request.';
const bp = (basisPoints: number) => (basisPoints / 100).toFixed(2);

/** The caller's policy named in the request, or the refusal to answer with. */
export function callerPolicy(req: { clientId: string; policyNumber: string }, ctx: AuthedCtx): PolicyRow | Failure {
  if (req.clientId !== ctx.session.clientId) return fail(CODES.BAD_REQUEST, INVALID);
  return ownedPolicy(ctx.db, ctx.session.customerId, req.policyNumber) ?? notFound();
}
export const isFailure = (x: PolicyRow | Failure): x is Failure => 'ok' in x;

/**
 * The loan rules both steps apply, in order: the caller's policy, the amount against today's
 * quote, the duplicate rule and a bank account to pay into. The check before the OTP and the
 * request after it must refuse alike, so they share this.
 */
function acceptableLoan(req: { clientId: string; policyNumber: string; amount: string }, ctx: AuthedCtx) {
  const p = callerPolicy(req, ctx);
  if (isFailure(p)) return p;
  const amountPaise = toPaise(req.amount);
  const checked = checkLoanAmount(p, amountPaise, istToday(ctx.now), premiumsPaidPaise(ctx.db, p.id));
  if (!checked.ok) return checked;
  const duplicate = loanDuplicate(ctx.db, ctx.session.customerId, p);
  if (duplicate) return duplicate;
  const bank = bankOnRecord(ctx.db, ctx.session.customerId);
  if (!bank.ok) return bank;
  return { ok: true as const, p, amountPaise: amountPaise as number, quote: checked.quote, account: bank.account };
}

export const policyServiceRoutes = [
  authedRoute(contract.getPolicyServices, (req, { db, session, now }) => {
    const today = istToday(now);
    let list = policiesOf(db, session.customerId);
    if (req.policyNumber) {
      const p = ownedPolicy(db, session.customerId, req.policyNumber);
      if (!p) return notFound();
      list = [p];
    }
    return ok(
      list.map((p) => ({
        policyNumber: p.policy_no,
        policyName: p.product_name,
        policyStatus: p.status_code,
        services: servicesOf(db, p, today),
      })),
    );
  }),

  authedRoute(contract.loanDetails, (req, ctx) => {
    const p = callerPolicy(req, ctx);
    if (isFailure(p)) return p;
    const today = istToday(ctx.now);
    const q = loanQuote(p, today, premiumsPaidPaise(ctx.db, p.id));
    return ok({
      policyNumber: p.policy_no,
      eligible: q.eligible,
      reason: q.reason,
      asOn: dmy(today),
      surrenderValue: rupees(q.surrenderPaise),
      maxLoanAmount: rupees(q.maxLoanPaise),
      outstandingLoan: rupees(q.outstandingPaise),
      eligibleAmount: rupees(q.eligiblePaise),
      interestRate: bp(q.interestBp),
      minimumAmount: rupees(MIN_LOAN_PAISE),
    });
  }),

  authedRoute(contract.getLoanBankDetails, (req, ctx) => {
    const p = callerPolicy(req, ctx);
    if (isFailure(p)) return p;
    const bank = bankOnRecord(ctx.db, ctx.session.customerId);
    return bank.ok ? ok(bankAccountView(bank.account)) : bank;
  }),

  authedRoute(contract.requestLoanAmount, (req, ctx) => {
    const loan = acceptableLoan(req, ctx);
    if (!loan.ok) return loan;
    const { p, amountPaise, quote, account } = loan;
    return ok({
      policyNumber: p.policy_no,
      amount: rupees(amountPaise),
      interestRate: bp(quote.interestBp),
      eligibleAmount: rupees(quote.eligiblePaise),
      bankAccount: bankAccountView(account),
    });
  }),

  authedRoute(contract.srPolicyLoan, (req, ctx) =>
    ctx.db.transaction(() => {
      const loan = acceptableLoan(req, ctx);
      if (!loan.ok) return loan;
      const { p, amountPaise, quote, account } = loan;
      const spent = spendSrToken(ctx.db, req.srRequestToken, {
        customerId: ctx.session.customerId,
        policyId: p.id,
        type: 'POLICY_LOAN',
        now: ctx.now,
      });
      if (spent) return spent;
      const raised = raiseLoan(ctx.db, {
        customerId: ctx.session.customerId,
        policy: p,
        amountPaise,
        quote,
        account,
        now: ctx.now,
      });
      return raised.ok ? ok({ serviceRequestId: raised.srNumber }) : raised;
    })(),
  ),

  authedRoute(contract.getPolicyLoanEnquiry, (req, ctx) => {
    const p = callerPolicy(req, ctx);
    if (isFailure(p)) return p;
    return ok({
      policyNumber: p.policy_no,
      outstandingLoan: rupees(loanOwed(p, istToday(ctx.now)).totalPaise),
      interestRate: bp(loanInterestBp(p.product_code)),
      loans: loansOf(ctx.db, p.id).map((l) => ({
        srNumber: l.sr_number,
        amount: rupees(l.amount_paise),
        status: l.status,
        requestedOn: dmy(istToday(l.created_at)),
      })),
    });
  }),

  authedRoute(contract.surrenderDetails, (req, ctx) => {
    const p = callerPolicy(req, ctx);
    if (isFailure(p)) return p;
    const today = istToday(ctx.now);
    const s = surrenderView(ctx.db, p, today);
    const orNull = (paise: number | null) => (paise === null ? null : rupees(paise));
    return ok({
      policyNumber: p.policy_no,
      eligible: s.eligible,
      reason: s.reason,
      asOn: dmy(today),
      surrenderValue: rupees(s.surrenderPaise),
      basis: s.basis,
      premiumsPaid: rupees(s.premiumsPaidPaise),
      guaranteedSurrenderValue: orNull(s.gsvPaise),
      specialSurrenderValue: orNull(s.ssvPaise),
      bonuses: orNull(s.bonusPaise),
      components: s.components.map((c) => ({ code: c.code, label: c.label, amount: rupees(c.paise) })),
      givesUp: s.givesUp,
      howToProceed: s.howToProceed,
    });
  }),

  authedRoute(contract.frequencyBilling, (req, ctx) => {
    const p = callerPolicy(req, ctx);
    if (isFailure(p)) return p;
    const f = frequencyView(p, istToday(ctx.now));
    return ok({
      policyNumber: p.policy_no,
      eligible: f.eligible,
      reason: f.reason,
      currentFrequency: p.payment_frequency,
      effectiveFrom: dmy(f.effectiveFrom),
      options: f.options.map((o) => ({
        frequency: o.frequency,
        modalFactor: (o.factorE4 / 10_000).toFixed(4),
        modalPremium: rupees(o.modalPaise),
        annualPremium: rupees(o.annualPaise),
        current: o.current,
      })),
    });
  }),

  authedRoute(contract.changePolicyFrequency, (req, ctx) => {
    const p = callerPolicy(req, ctx);
    if (isFailure(p)) return p;
    const raised = raiseFrequencyChange(ctx.db, {
      customerId: ctx.session.customerId,
      policy: p,
      frequency: req.newFrequency,
      now: ctx.now,
      today: istToday(ctx.now),
    });
    return raised.ok ? ok({ serviceRequestId: raised.srNumber }) : raised;
  }),

  authedRoute(contract.unclaimedAmounts, (_req, { db, session }) => ok(unclaimedList(db, session.customerId))),

  authedRoute(contract.claimUnclaimedAmount, (req, ctx) => {
    if (req.clientId !== ctx.session.clientId) return fail(CODES.BAD_REQUEST, INVALID);
    const raised = claimUnclaimed(ctx.db, { customerId: ctx.session.customerId, ref: req.id, now: ctx.now });
    return raised.ok ? ok({ serviceRequestId: raised.srNumber }) : raised;
  }),
];
