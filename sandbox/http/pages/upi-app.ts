import type { ServerResponse } from 'node:http';
import { inr } from '../../domain/format';
import { decideMandate, mandateForPage } from '../../domain/mandates';
import { MERCHANT_NAME } from '../../domain/upi-debits';
import { dmy } from '../../domain/format';
import type { Db } from '../../store/db';
import type { MandateRow } from '../../store/enach';
import { policyById } from '../../store/policies';
import { html, notFoundPage, page, redirect, sendHtml, withQuery } from './html';

/**
 * The payer's UPI app, as the sandbox plays it (issue 27 §3): the mandate request the merchant
 * raised, approved (where a real app asks for the UPI PIN, the additional factor RBI requires at
 * registration) or declined; then back to the merchant's return page with the ids its status
 * call needs, as the e-NACH provider's page does.
 */
const TITLE = 'Approve UPI AutoPay mandate';

const backToMerchant = (m: MandateRow) =>
  withQuery(m.return_url, { enachSource: 'UPI', customerRefId: m.customer_ref_id, mandateTokenId: m.mandate_token_id });

const STATUS_TEXT: Record<MandateRow['status'], string> = {
  PENDING: 'Awaiting your approval',
  SUCCESS: 'Approved',
  FAILED: 'Declined',
};

const invalid = (res: ServerResponse) => sendHtml(res, 404, notFoundPage('This mandate request is not valid or has expired.'));

export function showUpiMandate(db: Db, res: ServerResponse, mandateTokenId: string, authToken: string): void {
  const m = mandateForPage(db, mandateTokenId, authToken);
  if (!m || m.kind !== 'UPI') return invalid(res);
  const p = policyById(db, m.policy_id);
  const hidden = html`<input type="hidden" name="mandateTokenId" value="${m.mandate_token_id}">
<input type="hidden" name="authToken" value="${authToken}">`;
  const details = html`<dl>
  <dt>Pay to</dt><dd>${MERCHANT_NAME}</dd>
  <dt>Purpose</dt><dd>Premium of policy ${p.policy_no} (${p.product_name})</dd>
  <dt>From UPI ID</dt><dd>${m.vpa ?? ''} (${m.vpa_holder ?? ''})</dd>
  <dt>Maximum per debit</dt><dd>₹${inr(m.amount_paise)}</dd>
  <dt>Frequency</dt><dd>${m.frequency ?? ''}</dd>
  <dt>Valid until</dt><dd>${dmy(m.valid_until) ?? ''}</dd>
  <dt>Reference</dt><dd>${m.customer_ref_id}</dd>
  <dt>Status</dt><dd>${STATUS_TEXT[m.status]}</dd>
</dl>`;
  const body =
    m.status === 'PENDING'
      ? html`<h1>${TITLE}</h1>
<p>Your insurer asks for a UPI AutoPay mandate. You will be told at least 24 hours before each debit, and can pause or revoke the mandate at any time.</p>${details}
<form method="post" action="/upi/mandate/approve">${hidden}<button class="primary" type="submit">Approve with UPI PIN</button></form>
<form method="post" action="/upi/mandate/decline">${hidden}<button class="danger" type="submit">Decline</button></form>
<p class="note">Sandbox UPI app: no bank is contacted.</p>`
      : html`<h1>${TITLE}</h1>${details}<p>This mandate request has already been answered.</p>
<p><a href="${backToMerchant(m)}">Return to the merchant</a></p>`;
  sendHtml(res, 200, page(`${TITLE} – UPI`, body));
}

export function answerUpiMandate(db: Db, res: ServerResponse, a: { form: URLSearchParams; approve: boolean; now: number }): void {
  const m = mandateForPage(db, a.form.get('mandateTokenId') ?? '', a.form.get('authToken') ?? '');
  if (!m || m.kind !== 'UPI') return invalid(res);
  decideMandate(db, m, a.approve, a.now);
  redirect(res, backToMerchant(m));
}
