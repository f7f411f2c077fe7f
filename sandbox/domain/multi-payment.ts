import { CODES } from '@portal/contracts';
import { istToday } from '../store/calendar';
import type { Db } from '../store/db';
import { abandonInitiated, insertOrder, newBatchTxn, type OrderRow } from '../store/orders';
import type { PolicyRow } from '../store/policies';
import { fail, type Failure } from './failure';
import { autoPayScheduledMessage, LEDGER_MESSAGES, refusalOf } from './ledger';
import { DUE_MESSAGES, type PremiumQuote, premiumQuote } from './premium-due';

/**
 * One payment for several dues (issue 25 §2): the chosen policies' premiums due, in one gateway
 * transaction, each still its own order, receipt and ledger row. Only premiums due go in: a lapsed
 * policy's revival amount reinstates it (its own confirmation and outcome) and a premium paid in
 * advance needs its own choice (and, over auto-pay, its own yes), so those are paid on their own.
 * Each premium passes the same rule as a payment of one (ledger.ts refusalOf), due date included.
 */
export const MULTI_MESSAGES = {
  revivalAlone: 'This policy has lapsed. Its revival amount is paid on its own, from its premium breakup.',
  advanceAlone: 'Nothing is due on this policy yet. A premium paid in advance is paid on its own.',
  repeated: 'Each policy can be chosen only once.',
} as const;

/** A refusal that names the policy it is about, since several are paid at once. */
const about = (p: PolicyRow, f: Failure): Failure => ({ ...f, message: `Policy ${p.policy_no}: ${f.message}` });

/** Why a premium quote cannot go into a payment of several, or null when it can. */
function notForMulti(q: PremiumQuote): string | null {
  if (!q.payable) return q.message ?? DUE_MESSAGES.noDue;
  if (q.kind === 'REVIVAL') return MULTI_MESSAGES.revivalAlone;
  if (q.kind !== 'DUE') return MULTI_MESSAGES.advanceAlone;
  return q.autoPayDebitDate ? autoPayScheduledMessage(q.autoPayDebitDate) : null;
}

export interface MultiItem {
  policy: PolicyRow;
  quote: PremiumQuote;
  /** why it is left out of the payment; null when it is in */
  message: string | null;
}

/** The breakup of paying these policies together: each one's quote, and the total of those that go in. */
export function multiBreakup(db: Db, policies: PolicyRow[], today: string, o: { advanceMonths?: number } = {}) {
  const items: MultiItem[] = policies.map((policy) => {
    const quote = premiumQuote(db, policy, today, o);
    return { policy, quote, message: notForMulti(quote) };
  });
  const totalPaise = items.filter((i) => !i.message).reduce((sum, i) => sum + i.quote.totalPaise, 0);
  return { items, totalPaise };
}

export interface OpenMultiArgs {
  customerId: number;
  /** each policy with the due date and amount the customer was shown */
  items: Array<{ policy: PolicyRow; dueDate: string; amountPaise: number }>;
  /** the total the customer was shown */
  amountPaise: number;
  returnUrl: string;
  now: number;
  advanceMonths?: number | undefined;
}

/** One gateway transaction for all the premiums asked for, or none of them (the first refusal, naming its policy). */
export function openMultiOrder(db: Db, a: OpenMultiArgs): { ok: true; transactionId: string; orders: OrderRow[] } | Failure {
  return db.transaction((): { ok: true; transactionId: string; orders: OrderRow[] } | Failure => {
    if (new Set(a.items.map((i) => i.policy.id)).size !== a.items.length) {
      return fail(CODES.BAD_REQUEST, MULTI_MESSAGES.repeated);
    }
    const today = istToday(a.now);
    const dues: Array<{ policy: PolicyRow; dueDate: string; amountPaise: number }> = [];
    for (const item of a.items) {
      const q = premiumQuote(db, item.policy, today, { advanceMonths: a.advanceMonths });
      const refused = refusalOf(db, item.policy, q, { dueDate: item.dueDate, amountPaise: item.amountPaise });
      if (refused) return about(item.policy, refused);
      const notHere = notForMulti(q);
      if (notHere) return about(item.policy, fail(CODES.BAD_REQUEST, notHere));
      dues.push({ policy: item.policy, dueDate: item.dueDate, amountPaise: q.totalPaise });
    }
    const total = dues.reduce((sum, d) => sum + d.amountPaise, 0);
    if (!dues.length || total !== a.amountPaise) return fail(CODES.BAD_REQUEST, LEDGER_MESSAGES.amountChanged);

    const transactionId = newBatchTxn(db);
    const orders = dues.map((d) => {
      abandonInitiated(db, d.policy.id, d.dueDate, a.now);
      return insertOrder(db, {
        customerId: a.customerId,
        policyId: d.policy.id,
        dueDate: d.dueDate,
        amountPaise: d.amountPaise,
        returnUrl: a.returnUrl,
        now: a.now,
        batchTxn: transactionId,
      });
    });
    return { ok: true, transactionId, orders };
  })();
}
