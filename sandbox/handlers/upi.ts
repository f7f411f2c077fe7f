import { CODES, upi } from '@portal/contracts';
import { fail } from '../domain/failure';
import { dmy, rupees, toPaise } from '../domain/format';
import { checkReturnUrl } from '../domain/return-urls';
import { createUpiMandate, UPI_MESSAGES, upiTerms } from '../domain/upi-mandates';
import { ownedPolicy } from '../store/policies';
import { approvedUpiIdsOf } from '../store/upi-ids';
import { ENACH_MESSAGES, enachEligible } from './enach';
import { notFound } from './policy';
import { authedRoute, ok } from './route';

/**
 * UPI AutoPay (issue 27 §3): the UPI ID's check with the mandate's terms, then the mandate for the
 * payer's UPI app (the sandbox's page /upi/mandate) to approve or decline. The policy must be the
 * caller's and eligible as for e-NACH.
 */
export const upiRoutes = [
  authedRoute(upi.savedUpiIds, (_req, { db, session }) => ok({ upiIds: approvedUpiIdsOf(db, session.customerId) })),

  authedRoute(upi.verifyUpiId, (req, { db, session, now }) => {
    const p = ownedPolicy(db, session.customerId, req.policyNo);
    if (!p) return notFound();
    if (!enachEligible(p)) return fail(CODES.BAD_REQUEST, ENACH_MESSAGES.ineligible);
    const terms = upiTerms(db, p, req.vpa, now);
    if ('ok' in terms) return terms;
    return ok({
      vpa: terms.vpa,
      holderName: terms.holderName,
      minAmount: rupees(terms.minPaise),
      validUntil: dmy(terms.validUntil),
      frequencies: terms.frequencies,
    });
  }),

  authedRoute(upi.createUpiMandate, (req, { db, session, now, settings }) => {
    if (req.clientId !== session.clientId) return notFound();
    const p = ownedPolicy(db, session.customerId, req.policyNo);
    if (!p) return notFound();
    if (!enachEligible(p)) return fail(CODES.BAD_REQUEST, ENACH_MESSAGES.ineligible);
    const badReturn = checkReturnUrl(req.returnUrl, settings.returnOrigins);
    if (badReturn) return badReturn;
    const maxPaise = toPaise(req.maxAmount);
    if (maxPaise === null) return fail(CODES.BAD_REQUEST, UPI_MESSAGES.badAmount);
    const created = createUpiMandate(db, {
      customerId: session.customerId,
      policy: p,
      vpa: req.vpa,
      maxPaise,
      frequency: req.frequency,
      returnUrl: req.returnUrl,
      now,
    });
    if ('ok' in created) return created;
    const { mandate, authToken } = created;
    const approveUrl = new URL('/upi/mandate', settings.publicUrl);
    approveUrl.searchParams.set('mandateTokenId', mandate.mandate_token_id);
    approveUrl.searchParams.set('authToken', authToken);
    return ok({
      approveUrl: approveUrl.toString(),
      mandateTokenId: mandate.mandate_token_id,
      customerRefId: mandate.customer_ref_id,
    });
  }),
];
