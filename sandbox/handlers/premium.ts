import { CODES, premium } from '@portal/contracts';
import { fail } from '../domain/failure';
import { dmy, rupees, toPaise } from '../domain/format';
import { LEDGER_MESSAGES, openOrder } from '../domain/ledger';
import { premiumBreakup } from '../domain/premium';
import { checkReturnUrl } from '../domain/return-urls';
import { istToday } from '../store/calendar';
import { findOrder, type OrderStatus } from '../store/orders';
import { ownedPolicy, policiesOf, policyById } from '../store/policies';
import { receiptForOrder, receiptsOf } from '../store/receipts';
import { notFound } from './policy';
import { authedRoute, ok } from './route';

export const TRANSACTION_NOT_FOUND = 'Transaction not found.';

export const PAYMENT_MESSAGES = {
  SUCCESS: 'Your payment was successful.',
  PENDING: 'Your payment is being processed. We will update you once it is confirmed.',
  FAILED: 'Your payment could not be completed. If any amount was debited, it will be refunded within 5-7 working days.',
} as const;
/** A paid reinstatement says what it achieved, not only that money moved. */
export const REINSTATED_MESSAGE = (policyNo: string) => `Your payment was successful. Policy ${policyNo} is In Force again.`;

export const premiumRoutes = [
  authedRoute(premium.getPremiumBreakup, (req, { db, session, now }) => {
    const p = ownedPolicy(db, session.customerId, req.policyNumber);
    if (!p) return notFound();
    const b = premiumBreakup(db, p, istToday(now));
    if (!b) return fail(CODES.BAD_REQUEST, LEDGER_MESSAGES.noDue);
    return ok({
      policyNo: p.policy_no,
      dueDate: dmy(b.dueDate),
      paymentFrequency: p.payment_frequency,
      lines: b.lines.map((l) => ({ code: l.code, label: l.label, amount: rupees(l.paise) })),
      totalAmount: rupees(b.totalPaise),
    });
  }),

  authedRoute(premium.createOrder, (req, { db, session, now, settings }) => {
    if (req.clientId !== session.clientId) return notFound();
    const p = ownedPolicy(db, session.customerId, req.policyNo);
    if (!p) return notFound();
    const badReturn = checkReturnUrl(req.returnUrl, settings.returnOrigins);
    if (badReturn) return badReturn;
    const amountPaise = toPaise(req.amount);
    if (amountPaise === null) return fail(CODES.BAD_REQUEST, LEDGER_MESSAGES.amountChanged);
    const opened = openOrder(db, { customerId: session.customerId, policy: p, amountPaise, returnUrl: req.returnUrl, now });
    if (!opened.ok) return opened;
    const { transaction_id: transactionId } = opened.order;
    return ok({ transactionId, redirectionLink: `${settings.publicUrl}/pg/checkout/${transactionId}` });
  }),

  authedRoute(premium.paymentStatus, (req, { db, session }) => {
    const order = findOrder(db, req.transactionId);
    // Another customer's transaction reads exactly like one that does not exist.
    if (!order || order.customer_id !== session.customerId || req.clientId !== session.clientId) {
      return fail(CODES.NOT_FOUND, TRANSACTION_NOT_FOUND);
    }
    if (order.status === 'FAILED') return fail(CODES.BAD_REQUEST, PAYMENT_MESSAGES.FAILED);
    const { policy_no } = policyById(db, order.policy_id);
    const receipt = order.status === 'SUCCESS' ? receiptForOrder(db, order.id) : undefined;
    const status: Exclude<OrderStatus, 'INITIATED' | 'FAILED'> = order.status === 'SUCCESS' ? 'SUCCESS' : 'PENDING';
    return ok(
      {
        paymentStatus: status,
        policyNo: policy_no,
        amount: rupees(order.amount_paise),
        transactionId: order.transaction_id,
        receiptNumber: receipt?.receipt_no ?? null,
        paidAt: status === 'SUCCESS' ? new Date(order.updated_at).toISOString() : null,
      },
      status === 'SUCCESS' && order.purpose === 'REINSTATEMENT' ? REINSTATED_MESSAGE(policy_no) : PAYMENT_MESSAGES[status],
      status === 'SUCCESS' ? CODES.OK : CODES.ACCEPTED,
    );
  }),

  authedRoute(premium.getPremiumPaymentHistory, (_req, { db, session }) => {
    return ok({
      policies: policiesOf(db, session.customerId).map((p) => ({
        policyNo: p.policy_no,
        policyName: p.product_name,
        receiptDetails: receiptsOf(db, p.id).map((r) => ({
          receiptNumber: r.receipt_no,
          receiptDate: dmy(r.receipt_date),
          amount: rupees(r.amount_paise),
          transactionId: r.transaction_id,
          paymentMode: r.payment_mode,
          dueDate: dmy(r.due_date),
        })),
      })),
    });
  }),
];
