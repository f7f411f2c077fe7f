import { CODES, enach } from '@portal/contracts';
import { fail } from '../domain/failure';
import { istDateTime, rupees } from '../domain/format';
import { BILLDESK_MERCHANT_ID, createMandate, hasRecentConsent } from '../domain/mandates';
import { takesNoPremium } from '../domain/premium';
import { checkReturnUrl } from '../domain/return-urls';
import { contactOf } from '../store/customers';
import { customerMandate, insertConsent } from '../store/enach';
import { ownedPolicy, policyById, type PolicyRow } from '../store/policies';
import { notFound } from './policy';
import { authedRoute, ok } from './route';

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
    const consentId = insertConsent(db, {
      customerId: session.customerId,
      policyId: p.id,
      source: req.enachSource,
      termsAccepted: req.termsAccepted,
      consent: req.enachConsent,
      now,
    });
    return ok({ consentId });
  }),

  authedRoute(enach.createEnachOrder, (req, { db, session, now, settings }) => {
    if (req.clientId !== session.clientId) return notFound();
    const p = ownedPolicy(db, session.customerId, req.policyNo);
    if (!p) return notFound();
    if (!enachEligible(p)) return fail(CODES.BAD_REQUEST, ENACH_MESSAGES.ineligible);
    if (!hasRecentConsent(db, session.customerId, p.id, now)) return fail(CODES.BAD_REQUEST, ENACH_MESSAGES.consent);
    const badReturn = checkReturnUrl(req.returnUrl, settings.returnOrigins);
    if (badReturn) return badReturn;
    const { mandate, authToken } = createMandate(db, {
      customerId: session.customerId,
      policy: p,
      returnUrl: req.returnUrl,
      now,
    });
    return ok({
      billdeskMerchantId: BILLDESK_MERCHANT_ID,
      billdeskMandateTokenId: mandate.mandate_token_id,
      billdeskAuthToken: authToken,
      billdeskReturnUrl: req.returnUrl,
    });
  }),

  authedRoute(enach.getEnachStatus, (req, { db, session }) => {
    const m = customerMandate(db, session.customerId, req.customerRefId, req.mandateTokenId);
    // A UPI mandate is asked after by the UPI app's return, an e-NACH one by the provider's (issue 27 §3).
    if (!m || (m.kind === 'UPI') !== (req.enachSource === 'UPI')) return fail(CODES.NOT_FOUND, ENACH_MESSAGES.unknown);
    const p = policyById(db, m.policy_id);
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
