import { CODES, enach } from '@portal/contracts';
import { istDateTime, rupees } from '../domain/format';
import { uniqueNumber } from '../domain/ids';
import { BILLDESK_MERCHANT_ID, createMandate, hasRecentConsent, type MandateRow } from '../domain/mandates';
import { takesNoPremium } from '../domain/premium';
import { contactOf } from '../domain/receipts';
import { authedRoute, fail, ok } from './route';
import { notFound, ownedPolicy } from './policy';
import type { PolicyRow } from '../domain/policy-view';

export const ENACH_MESSAGES = {
  ineligible: 'Your policy is not applicable for e-NACH registration',
  consent: 'Please agree to the T&C.',
  unknown: 'We could not find this registration.',
} as const;

/** SPEC §4: IF or PD, and a policy that still takes premiums. */
const ELIGIBLE_STATUS_CODES = ['IF', 'PD'];
export const enachEligible = (p: PolicyRow) =>
  ELIGIBLE_STATUS_CODES.includes(p.status_code) && !takesNoPremium(p.premium_status) && p.prem_due !== null;

export const enachRoutes = [
  authedRoute(enach.saveEnachConsent, (req, { db, session, now }) => {
    const p = ownedPolicy(db, session.customerId, req.policyNo);
    if (!p) return notFound();
    const consentId = uniqueNumber(db, ['consents', 'consent_id'], 'CNS', 12);
    db.prepare(`INSERT INTO consents (consent_id, customer_id, policy_id, source, terms_accepted, consent, at)
      VALUES (?, ?, ?, ?, ?, ?, ?)`).run(
      consentId, session.customerId, p.id, req.enachSource, Number(req.termsAccepted), Number(req.enachConsent), now,
    );
    return ok({ consentId });
  }),

  authedRoute(enach.createEnachOrder, (req, { db, session, now }) => {
    if (req.clientId !== session.clientId) return notFound();
    const p = ownedPolicy(db, session.customerId, req.policyNo);
    if (!p) return notFound();
    if (!enachEligible(p)) return fail(CODES.BAD_REQUEST, ENACH_MESSAGES.ineligible);
    if (!hasRecentConsent(db, session.customerId, p.id, now)) return fail(CODES.BAD_REQUEST, ENACH_MESSAGES.consent);
    if (!/^https?:\/\//i.test(req.returnUrl)) return fail(CODES.BAD_REQUEST, 'Invalid request.');
    const { mandate, authToken } = createMandate(db, {
      customerId: session.customerId, policy: p, returnUrl: req.returnUrl, now,
    });
    return ok({
      billdeskMerchantId: BILLDESK_MERCHANT_ID,
      billdeskMandateTokenId: mandate.mandate_token_id,
      billdeskAuthToken: authToken,
      billdeskReturnUrl: req.returnUrl,
    });
  }),

  authedRoute(enach.getEnachStatus, (req, { db, session }) => {
    const m = db
      .prepare('SELECT * FROM enach_mandates WHERE customer_ref_id = ? AND mandate_token_id = ? AND customer_id = ?')
      .get(req.customerRefId, req.mandateTokenId, session.customerId) as MandateRow | undefined;
    if (!m) return fail(CODES.NOT_FOUND, ENACH_MESSAGES.unknown);
    const p = db.prepare('SELECT * FROM policies WHERE id = ?').get(m.policy_id) as PolicyRow;
    return ok({
      ownerName: contactOf(db, m.customer_id).name,
      transactionDateTime: istDateTime(m.updated_at),
      // Given by the bank with its answer; a mandate still waiting has none yet.
      acknowledgementNumber: m.ack_no ?? '',
      npciRefId: m.npci_ref,
      modalPremium: rupees(p.modal_premium_paise),
      umrn: m.umrn,
      policyNo: p.policy_no,
      transactionId: m.transaction_id,
      amount: rupees(m.amount_paise),
      status: m.status,
    });
  }),
];
