import { CODES, premium } from '@portal/contracts';
import { fail } from '../domain/failure';
import { dmy, isoOf, rupees, toPaise } from '../domain/format';
import { LEDGER_MESSAGES, openOrder } from '../domain/ledger';
import { isAdvancePayment, premiumQuote } from '../domain/premium-due';
import { checkReturnUrl } from '../domain/return-urls';
import { istToday } from '../store/calendar';
import { gatewayTxnOf, type OrderRow, ordersOfTransaction, type OrderStatus } from '../store/orders';
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
  authedRoute(premium.getPremiumBreakup, (req, { db, session, now, settings }) => {
    const p = ownedPolicy(db, session.customerId, req.policyNumber);
    if (!p) return notFound();
    const q = premiumQuote(db, p, istToday(now), { advanceMonths: settings.advancePremiumMonths });
    return ok({
      policyNo: p.policy_no,
      kind: q.kind,
      payable: q.payable,
      dueDate: dmy(q.dueDate),
      nextDueDate: dmy(q.nextDueDate),
      paymentFrequency: p.payment_frequency,
      lines: q.lines.map((l) => ({ code: l.code, label: l.label, amount: rupees(l.paise) })),
      totalAmount: rupees(q.totalPaise),
      message: q.message,
      autoPayDebitDate: dmy(q.autoPayDebitDate),
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
    const opened = openOrder(db, {
      customerId: session.customerId,
      policy: p,
      amountPaise,
      returnUrl: req.returnUrl,
      now,
      dueDate: req.dueDate ? isoOf(req.dueDate) : undefined,
      autoPayConfirmed: req.autoPayConfirmed,
      advanceMonths: settings.advancePremiumMonths,
    });
    if (!opened.ok) return opened;
    const { transaction_id: transactionId } = opened.order;
    return ok({ transactionId, redirectionLink: `${settings.publicUrl}/pg/checkout/${transactionId}` });
  }),

  authedRoute(premium.paymentStatus, (req, { db, session }) => {
    // One order, or each policy's of a payment of several dues (issue 25 §2), all in the same state.
    const orders = ordersOfTransaction(db, req.transactionId);
    const [order] = orders;
    // Another customer's transaction reads exactly like one that does not exist.
    if (!order || order.customer_id !== session.customerId || req.clientId !== session.clientId) {
      return fail(CODES.NOT_FOUND, TRANSACTION_NOT_FOUND);
    }
    const { policy_no } = policyById(db, order.policy_id);
    const receiptOf = (o: OrderRow) => (o.status === 'SUCCESS' ? (receiptForOrder(db, o.id)?.receipt_no ?? null) : null);
    const status: Exclude<OrderStatus, 'INITIATED'> = order.status === 'INITIATED' ? 'PENDING' : order.status;
    const data = {
      paymentStatus: status,
      policyNo: policy_no,
      amount: rupees(orders.reduce((sum, o) => sum + o.amount_paise, 0)),
      transactionId: gatewayTxnOf(order),
      receiptNumber: receiptOf(order),
      paidAt: status === 'SUCCESS' ? new Date(order.updated_at).toISOString() : null,
      dueDate: dmy(order.due_date),
      advance: order.purpose === 'PREMIUM' && isAdvancePayment(istToday(order.created_at), order.due_date),
      ...(order.batch_txn
        ? {
            policies: orders.map((o) => ({
              policyNo: policyById(db, o.policy_id).policy_no,
              amount: rupees(o.amount_paise),
              receiptNumber: receiptOf(o),
              dueDate: dmy(o.due_date),
            })),
          }
        : {}),
    };
    if (status === 'FAILED') return ok(data, PAYMENT_MESSAGES.FAILED, CODES.BAD_REQUEST);
    return ok(
      data,
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
