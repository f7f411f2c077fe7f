import type { ServerResponse } from 'node:http';
import { inr } from '../../domain/format';
import { decideMandate, mandateForPage } from '../../domain/mandates';
import type { Db } from '../../store/db';
import type { MandateRow } from '../../store/enach';
import { policyById } from '../../store/policies';
import { html, notFoundPage, page, redirect, sendHtml, withQuery } from './html';

/**
 * The mandate provider's bank page. The SDK sends the payer here with the
 * mandate's token id and one-off auth token; the answer goes back to the
 * merchant's return URL with the ids its status call needs.
 */
const TITLE = 'Authorise auto pay mandate';

const backToMerchant = (m: MandateRow) =>
  withQuery(m.return_url, {
    enachSource: 'BILLDESK',
    customerRefId: m.customer_ref_id,
    mandateTokenId: m.mandate_token_id,
  });

const STATUS_TEXT: Record<MandateRow['status'], string> = {
  PENDING: 'Awaiting your authorisation',
  SUCCESS: 'Authorised',
  FAILED: 'Declined',
};

export function showMandate(db: Db, res: ServerResponse, mandateTokenId: string, authToken: string): void {
  const m = mandateForPage(db, mandateTokenId, authToken);
  if (!m) return sendHtml(res, 404, notFoundPage('This mandate request is not valid or has expired.'));
  const p = policyById(db, m.policy_id);
  const hidden = html`<input type="hidden" name="mandateTokenId" value="${m.mandate_token_id}">
<input type="hidden" name="authToken" value="${authToken}">`;
  const details = html`<dl>
  <dt>Merchant</dt><dd>Life Insurance Premium</dd>
  <dt>Policy</dt><dd>${p.policy_no} (${p.product_name})</dd>
  <dt>Mandate limit</dt><dd>Maximum debit ₹${inr(m.amount_paise)} per instalment</dd>
  <dt>Frequency</dt><dd>${p.payment_frequency}, as each premium falls due</dd>
  <dt>Reference</dt><dd>${m.customer_ref_id}</dd>
  <dt>Status</dt><dd>${STATUS_TEXT[m.status]}</dd>
</dl>`;
  const body =
    m.status === 'PENDING'
      ? html`<h1>${TITLE}</h1>
<p>Your insurer asks for a standing instruction to debit premiums from your bank account.</p>${details}
<form method="post" action="/billdesk/mandate/authorise">${hidden}<button class="primary" type="submit">Authorise with OTP</button></form>
<form method="post" action="/billdesk/mandate/decline">${hidden}<button class="danger" type="submit">Decline</button></form>
<p class="note">Sandbox mandate provider: no bank is contacted.</p>`
      : html`<h1>${TITLE}</h1>${details}<p>This mandate request has already been answered.</p>
<p><a href="${backToMerchant(m)}">Return to the merchant</a></p>`;
  sendHtml(res, 200, page(`${TITLE} – Bank`, body));
}

export function answerMandate(db: Db, res: ServerResponse, a: { form: URLSearchParams; authorise: boolean; now: number }): void {
  const m = mandateForPage(db, a.form.get('mandateTokenId') ?? '', a.form.get('authToken') ?? '');
  if (!m) return sendHtml(res, 404, notFoundPage('This mandate request is not valid or has expired.'));
  decideMandate(db, m, a.authorise, a.now);
  redirect(res, backToMerchant(m));
}
