import { createHash } from 'node:crypto';
import { CODES, type privacy } from '@portal/contracts';
import type { Language } from '@portal/contracts/language';
import { istToday } from '../store/calendar';
import { contactOf } from '../store/customers';
import type { Db } from '../store/db';
import { randomToken } from '../store/ids';
import { insertPendingChange } from '../store/pending-changes';
import {
  appendPrivacyLog,
  bindPrivacyOtp,
  dataCopyById,
  insertDataCopy,
  livePrivacyToken,
  privacyOtpBinding,
  setPrivacyToken,
  usePrivacyToken,
} from '../store/privacy';
import type { Insurer } from './documents';
import { fail, type Failure } from './failure';
import { dmy } from './format';
import { say } from './messages';
import { checkOtp, type Issued, issueOtp, OTP_MESSAGES, otpSms } from './otp';
import { sendSms } from './outbox';
import { privacyDueDay, rightsDuplicate } from './privacy';
import { dataCopyContent, renderDataCopyPdf, type DataCopy } from './privacy-copy';
import { copyIsLive, DATA_COPY_MS, PRIVACY_MESSAGES, PRIVACY_SUBJECTS, type RightsRequest } from './privacy-rules';
import { closeRequest, notifyCustomer, raiseServiceRequest, requestName } from './service-requests';
import { SR_TOKEN_INVALID, SR_TOKEN_TTL_MS } from './sr-tokens';

/**
 * The rights requests (DPDP Act 2023 ss.11, 12, 14): each confirmed with an OTP to the registered
 * mobile (the login OTP's rules and limits, otp.ts), raised as a service request due by the
 * configured period, and recorded in the append-only privacy log. A data copy is prepared on the
 * spot and its request closed; erasure and nomination wait for the back office.
 */
const purpose = (type: RightsRequest) => `privacy:${type}`;
const digest = (token: string) => createHash('sha256').update(token).digest('hex');

/** Sends (or resends within its transaction) the OTP for a request; a duplicate is refused first. */
export function sendPrivacyOtp(
  db: Db,
  a: { customerId: number; type: RightsRequest; transactionId?: string; sessionId: string; now: number },
): (Issued & { sentTo: string }) | Failure {
  return db.transaction((): (Issued & { sentTo: string }) | Failure => {
    if (a.transactionId) {
      const b = privacyOtpBinding(db, a.transactionId);
      if (!b || b.customer_id !== a.customerId || b.request_type !== a.type) return fail(CODES.BAD_REQUEST, OTP_MESSAGES.restart);
    } else {
      const duplicate = rightsDuplicate(db, a.customerId, a.type, a.now);
      if (duplicate) return duplicate;
    }
    const { mobile, language } = contactOf(db, a.customerId);
    const issued = issueOtp(db, {
      purpose: purpose(a.type),
      customerId: a.customerId,
      sentTo: mobile,
      now: a.now,
      ...(a.transactionId ? { transactionId: a.transactionId } : { sessionId: a.sessionId }),
    });
    if (!issued.ok) return issued;
    if (!a.transactionId) bindPrivacyOtp(db, issued.transactionId, a.customerId, a.type);
    const what = requestName(PRIVACY_SUBJECTS[a.type], language);
    sendSms(db, mobile, otpSms(language, 'privacy.otp', { what, otp: issued.otp }), a.now, issued.otp);
    return { ...issued, sentTo: mobile };
  })();
}

/** Checks the OTP; the token it buys is single use, for this customer and request type, 10 minutes. */
export function verifyPrivacyOtp(
  db: Db,
  a: { customerId: number; type: RightsRequest; transactionId: string; otp: string; now: number },
): { ok: true; token: string } | Failure {
  return db.transaction((): { ok: true; token: string } | Failure => {
    // Another customer's transaction reads as unknown and costs its owner no try.
    const b = privacyOtpBinding(db, a.transactionId);
    if (!b || b.customer_id !== a.customerId || b.request_type !== a.type) return fail(CODES.BAD_REQUEST, OTP_MESSAGES.invalid);
    const checked = checkOtp(db, { purpose: purpose(a.type), transactionId: a.transactionId, otp: a.otp, now: a.now });
    if (!checked.ok) return checked;
    const token = randomToken(32);
    setPrivacyToken(db, a.transactionId, digest(token), a.now + SR_TOKEN_TTL_MS);
    return { ok: true, token };
  })();
}

export interface RaiseArgs {
  customerId: number;
  type: RightsRequest;
  token: string;
  nominee?: privacy.NomineeInput;
  responseDays: number;
  now: number;
}

const describe = (a: RaiseArgs) =>
  a.nominee
    ? `Nominee to exercise the customer's rights: ${a.nominee.name} (${a.nominee.relationship})${a.nominee.mobile ? `, mobile ${a.nominee.mobile}` : ''}${a.nominee.email ? `, email ${a.nominee.email}` : ''}`
    : `Raised from the privacy centre: ${PRIVACY_SUBJECTS[a.type]}`;

/** Raises the request with a live token (spent only when it goes through), records it, prepares a copy. */
export function raiseRightsRequest(
  db: Db,
  a: RaiseArgs,
): { ok: true; srNumber: string; dueOn: string; copyId: string | null; copyExpiresOn: string | null } | Failure {
  return db.transaction(() => {
    const live = livePrivacyToken(db, digest(a.token), a.customerId, a.type, a.now);
    if (!live) return fail(CODES.BAD_REQUEST, SR_TOKEN_INVALID);
    const duplicate = rightsDuplicate(db, a.customerId, a.type, a.now);
    if (duplicate) return duplicate;
    const subject = PRIVACY_SUBJECTS[a.type];
    const dueOn = privacyDueDay(a.now, a.responseDays);
    const raised = raiseServiceRequest(db, {
      customerId: a.customerId,
      policyId: null,
      subject,
      description: describe(a),
      now: a.now,
      dueOn,
      message: (sr) => (language: Language) => {
        const name = requestName(subject, language);
        return {
          subject: say(language, 'sms.requestReceivedSubject', { name, sr }),
          text: say(language, 'privacy.requestRaised', { name, sr, due: dmy(dueOn) }),
        };
      },
    });
    if (!raised.ok) return raised;
    usePrivacyToken(db, live.transaction_id, a.now);
    const srNumber = raised.srNumber;
    appendPrivacyLog(db, {
      customerId: a.customerId,
      event: 'REQUEST_RAISED',
      subject: a.type,
      srNumber,
      channel: 'portal',
      at: a.now,
    });
    // An erasure's work is done when the back office approves it (privacy-erasure.ts).
    if (a.type === 'ERASURE') insertPendingChange(db, srNumber, 'PRIVACY_ERASURE', { srNumber });
    const copyId = a.type === 'DATA_COPY' ? prepareCopy(db, a.customerId, srNumber, a.now) : null;
    const copyExpiresOn = copyId ? istToday(a.now + DATA_COPY_MS) : null;
    return { ok: true as const, srNumber, dueOn, copyId, copyExpiresOn };
  })();
}

/** Prepares the copy, closes its request (the answer is the copy) and tells the customer until when. */
function prepareCopy(db: Db, customerId: number, srNumber: string, now: number): string {
  const id = randomToken(18);
  const expiresAt = now + DATA_COPY_MS;
  const content = JSON.stringify(dataCopyContent(db, customerId, now), null, 2);
  insertDataCopy(db, { id, customer_id: customerId, sr_number: srNumber, content, created_at: now, expires_at: expiresAt });
  const date = dmy(istToday(expiresAt));
  closeRequest(db, srNumber, {
    actor: 'core',
    note: 'Copy of personal data prepared',
    message: say('en', 'privacy.copyReady', { sr: srNumber, date }),
    now,
  });
  notifyCustomer(
    db,
    customerId,
    (language) => ({
      subject: say(language, 'privacy.copyReadySubject', { sr: srNumber }),
      text: say(language, 'privacy.copyReady', { sr: srNumber, date }),
    }),
    now,
  );
  return id;
}

/**
 * A prepared copy as a file: another customer's copy reads as not found, one past its 7 days is
 * refused with why (the core's clock decides).
 */
export async function dataCopyFile(
  db: Db,
  a: { customerId: number; copyId: string; format: 'JSON' | 'PDF'; insurer: Insurer; language: Language; now: number },
): Promise<{ ok: true; documentBase64: string; fileName: string; contentType: string } | Failure> {
  const copy = dataCopyById(db, a.copyId);
  if (!copy || copy.customer_id !== a.customerId) return fail(CODES.NOT_FOUND, PRIVACY_MESSAGES.copyNotFound);
  if (!copyIsLive(copy.expires_at, a.now)) return fail(CODES.UNPROCESSABLE, PRIVACY_MESSAGES.copyExpired);
  const name = `personal-data-${copy.sr_number}`;
  if (a.format === 'JSON') {
    return {
      ok: true,
      documentBase64: Buffer.from(copy.content).toString('base64'),
      fileName: `${name}.json`,
      contentType: 'application/json',
    };
  }
  const content = JSON.parse(copy.content) as DataCopy;
  const pdf = await renderDataCopyPdf(content, {
    srNumber: copy.sr_number,
    insurer: a.insurer,
    language: a.language,
    now: a.now,
  });
  return { ok: true, documentBase64: pdf.toString('base64'), fileName: `${name}.pdf`, contentType: 'application/pdf' };
}
