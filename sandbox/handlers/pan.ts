import { CODES, profile } from '@portal/contracts';
import { raiseChangeRequest } from '../domain/change-requests';
import { fail } from '../domain/failure';
import { askPanIssuer } from '../domain/pan-issuer';
import { checkPanFormat, PROFILE_MESSAGES } from '../domain/profile-rules';
import { PAN_SUBJECT } from '../domain/request-subjects';
import { duplicateOf } from '../domain/service-requests';
import { resolveDocuments } from '../domain/request-documents';
import { otherCustomerWithPan } from '../store/customer-changes';
import { customerById } from '../store/customers';
import { authedRoute, ok } from './route';

/**
 * verify/pan (the issuer's check, SPEC §8 texts) and update/pan. The core
 * asks the issuer itself on update rather than trust isPanVerify: a verified
 * PAN with a matching name goes straight through; any other needs proof
 * and the back office.
 */
export { PAN_SUBJECT };
export const PAN_MESSAGES = {
  verified: 'Your PAN has been verified successfully. Please submit the request to proceed further',
  nameMismatch: "Your PAN has been verified but name doesn't match.",
  notVerified: 'Your PAN has not verified via the issuer. Please proceed to upload the proof',
} as const;

export const panRoutes = [
  authedRoute(profile.verifyPan, (req, { db, session }) => {
    const pan = checkPanFormat(req.panNumber);
    if (!pan.ok) return pan;
    const answer = askPanIssuer(pan.value, customerById(db, session.customerId).surname);
    if (answer === 'not-verified') return fail(CODES.BAD_REQUEST, PAN_MESSAGES.notVerified);
    const nameMatch = answer === 'verified';
    return ok({ isVerify: true, nameMatch }, nameMatch ? PAN_MESSAGES.verified : PAN_MESSAGES.nameMismatch);
  }),

  authedRoute(profile.updatePan, (req, { db, session, now }) => {
    if (req.customerId !== session.clientId) return fail(CODES.BAD_REQUEST, PROFILE_MESSAGES.invalid);
    const pan = checkPanFormat(req.panNumber);
    if (!pan.ok) return pan;
    const me = customerById(db, session.customerId);
    if (me.pan === pan.value) return fail(CODES.BAD_REQUEST, PROFILE_MESSAGES.samePan);
    if (otherCustomerWithPan(db, me.id, pan.value)) return fail(CODES.BAD_REQUEST, PROFILE_MESSAGES.panTaken);
    // Refused before the customer's documents are read.
    const duplicate = duplicateOf(db, { customerId: me.id, policyId: null, subject: PAN_SUBJECT });
    if (duplicate) return duplicate;
    const stp = askPanIssuer(pan.value, me.surname) === 'verified';
    if (!stp && !req.documents?.length) return fail(CODES.BAD_REQUEST, PROFILE_MESSAGES.panProof);
    const proofs = resolveDocuments(db, {
      customerId: me.id,
      purpose: 'PAN_PROOF',
      docs: req.documents,
      labels: ['PAN proof'],
      count: { min: 0, max: 2 },
      now,
    });
    if (!proofs.ok) return proofs;
    const raised = raiseChangeRequest(db, {
      customerId: me.id,
      policyId: null,
      subject: PAN_SUBJECT,
      description: `PAN ${stp ? 'verified by the issuer' : 'with proof'}, ending ${pan.value.slice(-4)}`,
      change: { kind: 'PAN', payload: { pan: pan.value } },
      documents: proofs.files,
      stp,
      now,
    });
    return raised.ok ? ok({ serviceRequestId: raised.srNumber, isSTPRequest: stp }) : raised;
  }),
];
