import { ulipMoney as contract } from '@portal/contracts';
import { loadFundBook, valuePaise, type FundCode } from '../domain/fund-book';
import { checkAllocation } from '../domain/fund-rules';
import { dmy, fixed, rupees, toPaise } from '../domain/format';
import { bankAccountView, bankOnRecord } from '../domain/policy-services';
import { spendSrToken } from '../domain/sr-tokens';
import { openTopUpOrder } from '../domain/ulip-top-up';
import { raiseWithdrawal, withdrawalBlock, withdrawalProblem } from '../domain/ulip-withdrawal';
import {
  fundValuePaise,
  lockInEnds,
  maxWithdrawalPaise,
  TOP_UP_LIMITS,
  topUpRefusal,
  WITHDRAWAL_RULES,
} from '../domain/ulip-money-rules';
import { checkReturnUrl } from '../domain/return-urls';
import { bankAccountOf } from '../store/bank-accounts';
import { latestNavDay } from '../store/funds';
import { callerPolicy, isFailure } from './policy-services';
import { authedRoute, ok } from './route';

/** ULIP top-up and partial withdrawal (issue 27 §6): what the policy allows, the top-up order, the withdrawal request. */
type Percents = Array<{ virtualFund: FundCode; percentageOrAmount: number }>;
const withFunds = (db: Parameters<typeof loadFundBook>[0], policyId: number, percents: Percents) =>
  checkAllocation(loadFundBook(db, policyId), percents);

export const ulipMoneyRoutes = [
  authedRoute(contract.ulipMoneyOptions, (req, ctx) => {
    const p = callerPolicy(req, ctx);
    if (isFailure(p)) return p;
    const book = loadFundBook(ctx.db, p.id);
    const topUpWhy = topUpRefusal(p);
    const withdrawalWhy = withdrawalBlock(ctx.db, p, ctx.now);
    const account = bankAccountOf(ctx.db, ctx.session.customerId);
    return ok({
      policyNumber: p.policy_no,
      fundValue: rupees(fundValuePaise(book)),
      navDate: dmy(latestNavDay(ctx.db)),
      funds: book
        .filter((f) => f.unitsE4 > 0n || f.onPolicy)
        .map((f) => ({
          code: f.code,
          name: f.name,
          nav: fixed(f.navE4, 4),
          units: fixed(f.unitsE4, 4),
          value: rupees(Number(valuePaise(f.unitsE4, f.navE4))),
        })),
      topUp: {
        available: topUpWhy === null,
        reason: topUpWhy,
        minimumAmount: rupees(TOP_UP_LIMITS.minPaise),
        maximumAmount: rupees(TOP_UP_LIMITS.maxPaise),
      },
      withdrawal: {
        available: withdrawalWhy === null,
        reason: withdrawalWhy,
        lockInEndsOn: dmy(lockInEnds(p)),
        minimumAmount: rupees(WITHDRAWAL_RULES.minPaise),
        maximumAmount: rupees(maxWithdrawalPaise(book)),
        minimumRemaining: rupees(WITHDRAWAL_RULES.minRemainingPaise),
        charge: rupees(WITHDRAWAL_RULES.chargePaise),
        bankAccount: account ? bankAccountView(account) : null,
      },
    });
  }),

  authedRoute(contract.createTopUpOrder, (req, ctx) => {
    const p = callerPolicy(req, ctx);
    if (isFailure(p)) return p;
    const badReturn = checkReturnUrl(req.returnUrl, ctx.settings.returnOrigins);
    if (badReturn) return badReturn;
    const allocation = withFunds(ctx.db, p.id, req.fundAllocation);
    if (!allocation.ok) return allocation;
    const opened = openTopUpOrder(ctx.db, {
      customerId: ctx.session.customerId,
      policy: p,
      amountPaise: toPaise(req.amount),
      allocation: allocation.allocation,
      returnUrl: req.returnUrl,
      now: ctx.now,
    });
    if (!opened.ok) return opened;
    const { transaction_id: transactionId } = opened.order;
    return ok({ transactionId, redirectionLink: `${ctx.settings.publicUrl}/pg/checkout/${transactionId}` });
  }),

  authedRoute(contract.srPartialWithdrawal, (req, ctx) =>
    ctx.db.transaction(() => {
      const p = callerPolicy(req, ctx);
      if (isFailure(p)) return p;
      const sources = withFunds(ctx.db, p.id, req.fundSources);
      if (!sources.ok) return sources;
      const bank = bankOnRecord(ctx.db, ctx.session.customerId);
      if (!bank.ok) return bank;
      const amountPaise = toPaise(req.amount);
      const refused = withdrawalProblem(ctx.db, p, amountPaise, sources.allocation, ctx.now);
      if (refused) return refused;
      const spent = spendSrToken(ctx.db, req.srRequestToken, {
        customerId: ctx.session.customerId,
        policyId: p.id,
        type: 'PARTIAL_WITHDRAWAL',
        now: ctx.now,
      });
      if (spent) return spent;
      const raised = raiseWithdrawal(ctx.db, {
        customerId: ctx.session.customerId,
        policy: p,
        amountPaise,
        sources: sources.allocation,
        now: ctx.now,
      });
      return raised.ok ? ok({ serviceRequestId: raised.srNumber }) : raised;
    })(),
  ),
];
