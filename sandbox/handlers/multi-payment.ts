import { CODES, premium } from '@portal/contracts';
import { fail } from '../domain/failure';
import { dmy, isoOf, rupees, toPaise } from '../domain/format';
import { LEDGER_MESSAGES } from '../domain/ledger';
import { multiBreakup, type OpenMultiArgs, openMultiOrder } from '../domain/multi-payment';
import { checkReturnUrl } from '../domain/return-urls';
import { istToday } from '../store/calendar';
import type { Db } from '../store/db';
import { ownedPolicy, type PolicyRow } from '../store/policies';
import { notFound } from './policy';
import { authedRoute, ok } from './route';

/** Every policy asked for, if all are the customer's; one that is not makes the whole request unknown. */
function ownedAll(db: Db, customerId: number, policyNos: string[]): PolicyRow[] | null {
  const policies = policyNos.map((no) => ownedPolicy(db, customerId, no));
  return policies.every((p): p is PolicyRow => p !== undefined) ? policies : null;
}

/** One payment for several dues (issue 25 §2): its breakup, and its one gateway transaction. */
export const multiPaymentRoutes = [
  authedRoute(premium.getDuesBreakup, (req, { db, session, now, settings }) => {
    const policies = ownedAll(db, session.customerId, [...new Set(req.policyNumbers)]);
    if (!policies) return notFound();
    const { items, totalPaise } = multiBreakup(db, policies, istToday(now), { advanceMonths: settings.advancePremiumMonths });
    return ok({
      policies: items.map(({ policy: p, quote: q, message }) => ({
        policyNo: p.policy_no,
        policyName: p.product_name,
        included: message === null,
        dueDate: dmy(q.dueDate),
        lines: q.lines.map((l) => ({ code: l.code, label: l.label, amount: rupees(l.paise) })),
        totalAmount: rupees(q.totalPaise),
        message,
      })),
      totalAmount: rupees(totalPaise),
    });
  }),

  authedRoute(premium.createMultiOrder, (req, { db, session, now, settings }) => {
    if (req.clientId !== session.clientId) return notFound();
    const items: OpenMultiArgs['items'] = [];
    for (const asked of req.policies) {
      const policy = ownedPolicy(db, session.customerId, asked.policyNo);
      // One policy that is not the customer's makes the whole request unknown.
      if (!policy) return notFound();
      const amountPaise = toPaise(asked.amount);
      if (amountPaise === null) return fail(CODES.BAD_REQUEST, LEDGER_MESSAGES.amountChanged);
      items.push({ policy, dueDate: isoOf(asked.dueDate), amountPaise });
    }
    const badReturn = checkReturnUrl(req.returnUrl, settings.returnOrigins);
    if (badReturn) return badReturn;
    const amountPaise = toPaise(req.amount);
    if (amountPaise === null) return fail(CODES.BAD_REQUEST, LEDGER_MESSAGES.amountChanged);
    const opened = openMultiOrder(db, {
      customerId: session.customerId,
      items,
      amountPaise,
      returnUrl: req.returnUrl,
      now,
      advanceMonths: settings.advancePremiumMonths,
    });
    if (!opened.ok) return opened;
    const { transactionId } = opened;
    return ok({ transactionId, redirectionLink: `${settings.publicUrl}/pg/checkout/${transactionId}` });
  }),
];
