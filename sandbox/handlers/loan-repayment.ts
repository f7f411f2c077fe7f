import { loanRepayment as contract } from '@portal/contracts';
import { dmy, rupees, toPaise } from '../domain/format';
import { openLoanRepaymentOrder } from '../domain/loan-repayment';
import { say } from '../domain/messages';
import { loanOwed, repaymentMinimumPaise } from '../domain/policy-values';
import { checkReturnUrl } from '../domain/return-urls';
import { istToday } from '../store/calendar';
import { hasPendingOrder } from '../store/orders';
import { repaymentsOf } from '../store/policy-loans';
import { callerPolicy, isFailure } from './policy-services';
import { authedRoute, ok } from './route';

/** Loan repayment (issue 27 §5): what the loans owe today and the least a part repayment may be, and the repayment's order. */
export const loanRepaymentRoutes = [
  authedRoute(contract.loanRepaymentDetails, (req, ctx) => {
    const p = callerPolicy(req, ctx);
    if (isFailure(p)) return p;
    const today = istToday(ctx.now);
    const owed = loanOwed(p, today);
    const reason =
      owed.totalPaise <= 0
        ? say('en', 'loanRepayment.noLoan')
        : hasPendingOrder(ctx.db, p.id, 'LOAN_REPAYMENT')
          ? say('en', 'loanRepayment.pending')
          : null;
    return ok({
      policyNumber: p.policy_no,
      asOn: dmy(today),
      available: reason === null,
      reason,
      principal: rupees(owed.principalPaise),
      interest: rupees(owed.interestPaise),
      outstanding: rupees(owed.totalPaise),
      interestRate: (owed.interestBp / 100).toFixed(2),
      interestFrom: dmy(owed.since),
      minimumAmount: rupees(repaymentMinimumPaise(owed)),
      repayments: repaymentsOf(ctx.db, p.id).map((r) => ({
        receiptNumber: r.receipt_no,
        transactionId: r.transaction_id,
        paidOn: dmy(r.paid_on),
        amount: rupees(r.amount_paise),
        interest: rupees(r.interest_paise),
        principal: rupees(r.principal_paise),
        outstandingAfter: rupees(r.outstanding_after_paise),
        serviceRequestId: r.sr_number,
      })),
    });
  }),

  authedRoute(contract.createLoanRepaymentOrder, (req, ctx) => {
    const p = callerPolicy(req, ctx);
    if (isFailure(p)) return p;
    const badReturn = checkReturnUrl(req.returnUrl, ctx.settings.returnOrigins);
    if (badReturn) return badReturn;
    const opened = openLoanRepaymentOrder(ctx.db, {
      customerId: ctx.session.customerId,
      policy: p,
      amountPaise: toPaise(req.amount),
      returnUrl: req.returnUrl,
      now: ctx.now,
    });
    if (!opened.ok) return opened;
    const { transaction_id: transactionId } = opened.order;
    return ok({ transactionId, redirectionLink: `${ctx.settings.publicUrl}/pg/checkout/${transactionId}` });
  }),
];
