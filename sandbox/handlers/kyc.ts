import { CODES, kyc } from '@portal/contracts';
import { OTP_RESEND_SECONDS } from '@portal/contracts/constants';
import { requestAadhaarByProof, sendAuthorityOtp, verifyAuthorityOtp } from '../domain/aadhaar';
import { fail } from '../domain/failure';
import { maskMobile } from '../domain/otp';
import { ekycState } from '../domain/profile-view';
import { customerById } from '../store/customers';
import { authedRoute, ok } from './route';

/**
 * Aadhaar through the identity authority (aadhaar/send-otp, aadhaar/verify-otp),
 * through proof (aadhar/update), and the e-KYC alert (getNotification/Ekyc).
 */
const invalid = () => fail(CODES.BAD_REQUEST, 'Invalid request.');

export const kycRoutes = [
  authedRoute(kyc.aadhaarSendOtp, (req, { db, session, now }) => {
    if (req.clientId !== session.clientId) return invalid();
    const issued = db.transaction(() =>
      sendAuthorityOtp(db, {
        customerId: session.customerId,
        sessionId: session.sessionId,
        number: req.aadhaarNo,
        identifier: req.identifier,
        consent: req.aadhaarConsent,
        now,
        ...(req.txn === undefined ? {} : { txn: req.txn }),
      }),
    )();
    if (!issued.ok) return issued;
    return ok(
      {
        txn: issued.transactionId,
        maskedMobile: maskMobile(customerById(db, session.customerId).mobile),
        resendAfterSeconds: OTP_RESEND_SECONDS,
        expiresInSeconds: issued.expiresInSeconds,
      },
      'OTP generated succesfully',
    );
  }),

  authedRoute(kyc.aadhaarVerifyOtp, (req, { db, session, now }) => {
    if (req.clientId !== session.clientId) return invalid();
    const done = db.transaction(() =>
      verifyAuthorityOtp(db, {
        customerId: session.customerId,
        number: req.aadhaarNo,
        identifier: req.identifier,
        txnId: req.txnId,
        otp: req.otp,
        now,
      }),
    )();
    if (!done.ok) return done;
    return ok({ isSTPRequest: true, srNumber: done.srNumber }, 'Your E-KYC has been successfully completed');
  }),

  authedRoute(kyc.updateAadhaarProof, (req, { db, session, now }) => {
    const raised = requestAadhaarByProof(db, {
      customerId: session.customerId,
      number: req.aadharNumber,
      documents: req.documents,
      now,
    });
    return raised.ok ? ok({ serviceRequestId: raised.srNumber }) : raised;
  }),

  authedRoute(kyc.ekycNotification, (_req, { db, session }) => ok(ekycState(customerById(db, session.customerId)))),
];
