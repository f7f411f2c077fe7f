import type { ServerResponse } from 'node:http';
import { dmy, inr } from '../../domain/format';
import { answerWaitingDebit, waitingDebit } from '../../domain/upi-debit-approval';
import { MERCHANT_NAME } from '../../domain/upi-debits';
import type { Db } from '../../store/db';
import { html, notFoundPage, page, sendHtml } from './html';

/**
 * The payer's UPI app asking for approval of one debit above the limit RBI allows without it
 * (issue 27 §3): what is to be debited, approved (a real app asks for the UPI PIN) or declined.
 * The link's secret is the only key; once answered it no longer opens anything.
 */
const TITLE = 'Approve UPI AutoPay debit';
const gone = (res: ServerResponse) =>
  sendHtml(res, 404, notFoundPage('This debit request is not valid or has already been answered.'));

export function showUpiDebit(db: Db, res: ServerResponse, id: number, token: string): void {
  const d = waitingDebit(db, id, token);
  if (!d) return gone(res);
  const hidden = html`<input type="hidden" name="id" value="${String(d.id)}">
<input type="hidden" name="token" value="${token}">`;
  const body = html`<h1>${TITLE}</h1>
<p>This debit is above ₹1,00,000, so your approval is needed before it is made.</p>
<dl>
  <dt>Pay to</dt><dd>${MERCHANT_NAME}</dd>
  <dt>Purpose</dt><dd>Premium of policy ${d.policy_no} (${d.product_name}), due on ${dmy(d.due_date)}</dd>
  <dt>Amount</dt><dd>₹${inr(d.amount_paise)}</dd>
  <dt>From UPI ID</dt><dd>${d.vpa ?? ''} (${d.vpa_holder ?? ''})</dd>
  <dt>Mandate</dt><dd>${d.umrn}</dd>
</dl>
<form method="post" action="/upi/debit/approve">${hidden}<button class="primary" type="submit">Approve with UPI PIN</button></form>
<form method="post" action="/upi/debit/decline">${hidden}<button class="danger" type="submit">Decline</button></form>
<p class="note">Sandbox UPI app: no bank is contacted.</p>`;
  sendHtml(res, 200, page(`${TITLE} – UPI`, body));
}

export function answerUpiDebit(db: Db, res: ServerResponse, a: { form: URLSearchParams; approve: boolean; now: number }): void {
  const answer = answerWaitingDebit(db, {
    id: Number(a.form.get('id') ?? ''),
    token: a.form.get('token') ?? '',
    approve: a.approve,
    now: a.now,
  });
  if (!answer) return gone(res);
  const said = !answer.ok
    ? html`<p>The debit could not be made: ${answer.message}</p>`
    : answer.approved
      ? html`<p>Approved: ₹${inr(answer.amountPaise)} was debited. Receipt ${answer.receiptNo ?? ''}.</p>`
      : html`<p>Declined: nothing was debited. You can still pay this premium online or retry the debit from My Auto Pay Mandates.</p>`;
  sendHtml(res, 200, page(`${TITLE} – UPI`, html`<h1>${TITLE}</h1>${said}`));
}
