import { CODES } from '@portal/contracts';
import { istToday } from '../store/calendar';
import type { Db } from '../store/db';
import { latestNavDay, setUnits } from '../store/funds';
import { abandonInitiatedOf, gatewayTxnOf, hasPendingOrder, insertOrder, type OrderRow } from '../store/orders';
import { policyById, type PolicyRow } from '../store/policies';
import { insertReceipt } from '../store/receipts';
import { insertTopUp, markTopUpAllotted, topUpOfOrder } from '../store/ulip-money';
import { fail, type Failure } from './failure';
import { type FundCode, loadFundBook } from './fund-book';
import { dmy, inr } from './format';
import { supplyStateOf } from './ledger-parts';
import { say } from './messages';
import { notifyCustomer, recordServiceRequest } from './service-requests';
import { splitPaise, topUpAmountRefusal, topUpRefusal, ULIP_MONEY_MESSAGES, unitsFor } from './ulip-money-rules';

/**
 * A ULIP top-up (issue 27 §6): an order (purpose TOP_UP) paid through the premium's gateway; once
 * the gateway confirms, the ledger hands it here: a receipt, units allotted at the latest NAV, a
 * closed request in the tracker, SMS and email.
 */
export const TOP_UP_SUBJECT = 'ULIP Top-up';

const record = (m: ReadonlyMap<FundCode, number | bigint>) => Object.fromEntries([...m].map(([k, v]) => [k, Number(v)]));

export function openTopUpOrder(
  db: Db,
  a: {
    customerId: number;
    policy: PolicyRow;
    amountPaise: number | null;
    allocation: Map<FundCode, number>;
    returnUrl: string;
    now: number;
  },
): { ok: true; order: OrderRow } | Failure {
  return db.transaction((): { ok: true; order: OrderRow } | Failure => {
    const refused = topUpRefusal(a.policy) ?? topUpAmountRefusal(a.amountPaise);
    if (refused) return fail(CODES.BAD_REQUEST, refused);
    if (hasPendingOrder(db, a.policy.id, 'TOP_UP')) return fail(CODES.BAD_REQUEST, ULIP_MONEY_MESSAGES.topUpPending);
    abandonInitiatedOf(db, a.policy.id, 'TOP_UP', a.now);
    const order = insertOrder(db, {
      customerId: a.customerId,
      policyId: a.policy.id,
      dueDate: istToday(a.now),
      amountPaise: a.amountPaise as number,
      returnUrl: a.returnUrl,
      now: a.now,
      purpose: 'TOP_UP',
    });
    insertTopUp(db, { orderId: order.id, policyId: a.policy.id, allocation: record(a.allocation) });
    return { ok: true, order };
  })();
}

/** A paid top-up (inside settleOrder's transaction): receipt, units at the latest NAV, tracker, SMS. */
export function recordTopUp(db: Db, order: OrderRow, now: number): void {
  const p = policyById(db, order.policy_id);
  const topUp = topUpOfOrder(db, order.id);
  if (!topUp || topUp.allotted_json !== null) return;
  const receiptNo = insertReceipt(db, {
    policyId: p.id,
    orderId: order.id,
    transactionId: gatewayTxnOf(order),
    parts: { premiumPaise: order.amount_paise, gstPaise: 0, gstBp: 0, chargesPaise: 0 },
    supplyState: supplyStateOf(db, order.customer_id),
    receiptDate: istToday(now),
    paymentMode: 'Online',
    dueDate: null,
    now,
  });
  const book = loadFundBook(db, p.id);
  const allocation = new Map(Object.entries(JSON.parse(topUp.allocation_json) as Record<string, number>)) as Map<
    FundCode,
    number
  >;
  const allotted = new Map<FundCode, bigint>();
  for (const [code, paise] of splitPaise(order.amount_paise, allocation)) {
    const f = book.find((x) => x.code === code);
    if (!f) continue;
    const units = unitsFor(paise, f.navE4);
    setUnits(db, p.id, code, Number(f.unitsE4 + units));
    allotted.set(code, units);
  }
  const navDate = latestNavDay(db);
  const params = { amount: inr(order.amount_paise), policyNo: p.policy_no, receiptNo, date: dmy(navDate) };
  const srNumber = recordServiceRequest(db, {
    customerId: order.customer_id,
    policyId: p.id,
    subject: TOP_UP_SUBJECT,
    description: `Top-up of ₹${inr(order.amount_paise)}, receipt ${receiptNo}, units allotted at the NAV of ${dmy(navDate)}`,
    now,
    status: 'Closed',
    message: () => say('en', 'ulipMoney.topUpDone', params),
  });
  markTopUpAllotted(db, { orderId: order.id, allotted: record(allotted), navDate, srNumber });
  notifyCustomer(
    db,
    order.customer_id,
    (language) => ({
      subject: say(language, 'ulipMoney.topUpSubject', params),
      text: say(language, 'ulipMoney.topUpDone', params),
    }),
    now,
  );
}
