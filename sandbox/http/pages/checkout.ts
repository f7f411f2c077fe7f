import type { ServerResponse } from 'node:http';
import { inr } from '../../domain/format';
import { settleOrder } from '../../domain/ledger';
import type { Db } from '../../store/db';
import { gatewayTxnOf, type OrderRow, ordersOfTransaction } from '../../store/orders';
import { policyById } from '../../store/policies';
import { html, notFoundPage, page, redirect, sendHtml, withQuery } from './html';

/**
 * The hosted checkout of the sandbox payment gateway. Like a real one it needs
 * no login: the unguessable transaction id is the key. The payer submits once;
 * after that the order is PENDING (settled later by the bank, here the admin
 * hook) or final, and further posts change nothing.
 */
export const MERCHANT = 'Life Insurance Premium';

/** A payer who cancels at the gateway comes back with a failed payment, as with a real gateway. */
const OUTCOMES = { complete: 'SUCCESS', fail: 'FAILED', pending: 'PENDING', cancel: 'FAILED' } as const;
export type CheckoutAction = keyof typeof OUTCOMES;
export const isCheckoutAction = (s: string): s is CheckoutAction => s in OUTCOMES;

const STATUS_TEXT: Record<OrderRow['status'], string> = {
  INITIATED: 'Awaiting payment',
  PENDING: 'Being processed by your bank',
  SUCCESS: 'Paid',
  FAILED: 'Not completed',
};

const backToMerchant = (o: OrderRow) => withQuery(o.return_url, { transactionId: gatewayTxnOf(o) });

/** One transaction pays one policy's premium or, paid together (issue 25 §2), several: all for one amount. */
export function showCheckout(db: Db, res: ServerResponse, transactionId: string): void {
  const orders = ordersOfTransaction(db, transactionId);
  const [o] = orders;
  if (!o) return sendHtml(res, 404, notFoundPage('We could not find this payment.'));
  const txn = gatewayTxnOf(o);
  const amount = `₹${inr(orders.reduce((sum, x) => sum + x.amount_paise, 0))}`;
  const action = (a: CheckoutAction) => `/pg/checkout/${encodeURIComponent(txn)}/${a}`;
  const policies = orders.map((x) => policyById(db, x.policy_id).policy_no).join(', ');
  const details = html`<dl>
  <dt>Merchant</dt><dd>${MERCHANT}</dd>
  <dt>${orders.length > 1 ? 'Policy numbers' : 'Policy number'}</dt><dd>${policies}</dd>
  <dt>Amount</dt><dd>${amount}</dd>
  <dt>Transaction</dt><dd>${txn}</dd>
  <dt>Status</dt><dd>${STATUS_TEXT[o.status]}</dd>
</dl>`;
  const body =
    o.status === 'INITIATED'
      ? html`<h1>Pay ${MERCHANT}</h1>${details}
<form method="post" action="${action('complete')}"><button class="primary" type="submit">Pay ${amount}</button></form>
<form method="post" action="${action('fail')}"><button class="danger" type="submit">Simulate failure</button></form>
<form method="post" action="${action('pending')}"><button class="secondary" type="submit">Leave pending</button></form>
<form method="post" action="${action('cancel')}"><button class="secondary" type="submit">Cancel payment</button></form>
<p class="note">Sandbox payment gateway: no money moves.</p>`
      : html`<h1>${MERCHANT}</h1>${details}
<p>This payment has already been submitted.</p><p><a href="${backToMerchant(o)}">Return to the merchant</a></p>`;
  sendHtml(res, 200, page(`Payment – ${MERCHANT}`, body));
}

export function submitCheckout(
  db: Db,
  res: ServerResponse,
  a: { transactionId: string; action: CheckoutAction; now: number },
): void {
  const [o] = ordersOfTransaction(db, a.transactionId);
  if (!o) return sendHtml(res, 404, notFoundPage('We could not find this payment.'));
  settleOrder(db, { transactionId: gatewayTxnOf(o), to: OUTCOMES[a.action], from: ['INITIATED'], now: a.now });
  redirect(res, backToMerchant(o));
}
