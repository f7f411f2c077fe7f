import { CODES, privacy } from '@portal/contracts';
import { addDays, istToday } from '../store/calendar';
import { customerById } from '../store/customers';
import type { Db } from '../store/db';
import { appendPrivacyLog, clearGoGreen, dataCopiesOf, latestConsentRows, type LogChannel, privacyLogOf } from '../store/privacy';
import { hasOpenRequest } from '../store/service-requests';
import { fail, type Failure } from './failure';
import { dmy } from './format';
import { say } from './messages';
import { copyIsLive, DEFAULT_PRIVACY_RESPONSE_DAYS, PRIVACY_MESSAGES, PRIVACY_SUBJECTS, PURPOSE_PARTS } from './privacy-rules';
import { DUPLICATE_REQUEST, normaliseSubject, notifyCustomer } from './service-requests';
import type { ConsentPurpose, RightsRequest } from './privacy-rules';

/**
 * The customer's consents and the record behind them (DPDP Act 2023 s.6: withdrawal as easy as
 * giving, effective at once). A consent's state is its latest row in the append-only privacy_log;
 * paperless statements are the Go Green setting on the customer, so the two never disagree: the
 * log only says when it changed.
 */
const iso = (ms: number) => new Date(ms).toISOString();

export interface ConsentState {
  purpose: ConsentPurpose;
  given: boolean;
  givenAt: string | null;
  withdrawnAt: string | null;
}

export function consentsOf(db: Db, customerId: number): ConsentState[] {
  const latest = new Map(latestConsentRows(db, customerId).map((r) => [r.subject, r]));
  const goGreen = customerById(db, customerId).go_green === 'Y';
  return privacy.CONSENT_PURPOSES.map((purpose) => {
    const row = latest.get(purpose);
    const given = purpose === 'PAPERLESS' ? goGreen : row?.event === 'CONSENT_GIVEN';
    return {
      purpose,
      given,
      givenAt: given && row?.event === 'CONSENT_GIVEN' ? iso(row.at) : null,
      withdrawnAt: !given && row?.event === 'CONSENT_WITHDRAWN' ? iso(row.at) : null,
    };
  });
}

export const recordConsentGiven = (db: Db, customerId: number, purpose: ConsentPurpose, channel: LogChannel, now: number) =>
  appendPrivacyLog(db, { customerId, event: 'CONSENT_GIVEN', subject: purpose, channel, at: now });

/** Withdraws a consent at once, records it and tells the customer; paperless turns Go Green off. */
export function withdrawConsent(
  db: Db,
  a: { customerId: number; purpose: ConsentPurpose; now: number },
): { ok: true; withdrawnAt: string } | Failure {
  return db.transaction((): { ok: true; withdrawnAt: string } | Failure => {
    const state = consentsOf(db, a.customerId).find((c) => c.purpose === a.purpose);
    if (!state?.given) return fail(CODES.BAD_REQUEST, PRIVACY_MESSAGES.notGiven);
    if (a.purpose === 'PAPERLESS') clearGoGreen(db, a.customerId);
    appendPrivacyLog(db, {
      customerId: a.customerId,
      event: 'CONSENT_WITHDRAWN',
      subject: a.purpose,
      channel: 'portal',
      at: a.now,
    });
    notifyCustomer(
      db,
      a.customerId,
      (language) => ({
        subject: say(language, 'privacy.consentWithdrawnSubject'),
        text: say(language, 'privacy.consentWithdrawn', { purpose: say(language, PURPOSE_PARTS[a.purpose]) }),
      }),
      a.now,
    );
    return { ok: true, withdrawnAt: iso(a.now) };
  })();
}

/** The day a rights request raised now is due: the configured period, in IST days. */
export const privacyDueDay = (now: number, days = DEFAULT_PRIVACY_RESPONSE_DAYS) => addDays(istToday(now), days);

/** A copy still downloadable, which makes another data-copy request a duplicate. */
export const liveCopyOf = (db: Db, customerId: number, now: number) =>
  dataCopiesOf(db, customerId).find((c) => copyIsLive(c.expires_at, now)) ?? null;

/**
 * Refuses a rights request of a kind already open, before an OTP is sent or a form shown: an
 * erasure or nomination request still open, or a data copy still downloadable.
 */
export function rightsDuplicate(db: Db, customerId: number, type: RightsRequest, now: number): Failure | null {
  if (type === 'DATA_COPY') {
    const live = liveCopyOf(db, customerId, now);
    return live ? fail(CODES.BAD_REQUEST, PRIVACY_MESSAGES.copyOpen(dmy(istToday(live.expires_at)))) : null;
  }
  const open = hasOpenRequest(db, customerId, normaliseSubject(PRIVACY_SUBJECTS[type]), null);
  return open ? fail(CODES.BAD_REQUEST, DUPLICATE_REQUEST) : null;
}

export const privacyHistoryOf = (db: Db, customerId: number) =>
  privacyLogOf(db, customerId).map((r) => ({ event: r.event, subject: r.subject, srNumber: r.sr_number, at: iso(r.at) }));
