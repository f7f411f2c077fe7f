import { CODES, privacy } from '@portal/contracts';
import { OTP_RESEND_SECONDS } from '@portal/contracts/constants';
import { fail } from '../domain/failure';
import { maskMobile } from '../domain/otp';
import { consentsOf, liveCopyOf, privacyHistoryOf, withdrawConsent } from '../domain/privacy';
import { dataCopyFile, raiseRightsRequest, sendPrivacyOtp, verifyPrivacyOtp } from '../domain/privacy-requests';
import { DEFAULT_PRIVACY_RESPONSE_DAYS, PRIVACY_SUBJECTS, copyIsLive } from '../domain/privacy-rules';
import { normaliseSubject } from '../domain/service-requests';
import { PROFILE_MESSAGES } from '../domain/profile-rules';
import { istToday } from '../store/calendar';
import { dataCopiesOf } from '../store/privacy';
import { openTicketsOf, serviceRequestByNumber } from '../store/service-requests';
import { type AuthedCtx, authedRoute, ok } from './route';

/**
 * The privacy centre's calls (issue 27 §2): what the centre shows, withdrawing a consent, the OTP
 * of a rights request, raising it, and downloading a prepared copy of the customer's data.
 */
const invalid = () => fail(CODES.BAD_REQUEST, PROFILE_MESSAGES.invalid);
const iso = (ms: number) => new Date(ms).toISOString();
const responseDays = (ctx: AuthedCtx) => ctx.settings.privacyResponseDays ?? DEFAULT_PRIVACY_RESPONSE_DAYS;
const TYPE_OF = new Map(privacy.RIGHTS_REQUESTS.map((t) => [normaliseSubject(PRIVACY_SUBJECTS[t]), t]));

function centre(ctx: AuthedCtx) {
  const { db, session, now } = ctx;
  const id = session.customerId;
  const openRequests = openTicketsOf(db, id).flatMap((r) => {
    const type = TYPE_OF.get(r.subject_norm);
    return type ? [{ type, srNumber: r.sr_number, dueOn: serviceRequestByNumber(db, r.sr_number)?.due_on ?? '' }] : [];
  });
  // A copy still downloadable counts as an open data-copy request (it refuses another); its day is the last one it downloads on.
  const live = liveCopyOf(db, id, now);
  if (live)
    openRequests.push({
      type: 'DATA_COPY',
      srNumber: live.sr_number,
      dueOn: istToday(live.expires_at),
    });
  return {
    consents: consentsOf(db, id),
    openRequests,
    copies: dataCopiesOf(db, id).map((c) => ({
      id: c.id,
      srNumber: c.sr_number,
      createdAt: iso(c.created_at),
      expiresAt: iso(c.expires_at),
      expired: !copyIsLive(c.expires_at, now),
    })),
    history: privacyHistoryOf(db, id),
    responseDays: responseDays(ctx),
  };
}

export const privacyRoutes = [
  authedRoute(privacy.getPrivacyCentre, (req, ctx) => (req.clientId === ctx.session.clientId ? ok(centre(ctx)) : invalid())),

  authedRoute(privacy.withdrawConsent, (req, ctx) => {
    if (req.clientId !== ctx.session.clientId) return invalid();
    const done = withdrawConsent(ctx.db, { customerId: ctx.session.customerId, purpose: req.purpose, now: ctx.now });
    return done.ok ? ok({ withdrawnAt: done.withdrawnAt }) : done;
  }),

  authedRoute(privacy.privacyOtp, (req, ctx) => {
    if (req.clientId !== ctx.session.clientId) return invalid();
    const { db, session, now } = ctx;
    const sent = sendPrivacyOtp(db, {
      customerId: session.customerId,
      type: req.requestType,
      sessionId: session.sessionId,
      now,
      ...(req.transactionId ? { transactionId: req.transactionId } : {}),
    });
    if (!sent.ok) return sent;
    return ok({
      transactionId: sent.transactionId,
      maskedMobile: maskMobile(sent.sentTo),
      resendAfterSeconds: OTP_RESEND_SECONDS,
      expiresInSeconds: sent.expiresInSeconds,
    });
  }),

  authedRoute(privacy.validatePrivacyOtp, (req, ctx) => {
    if (req.clientId !== ctx.session.clientId) return invalid();
    const { transactionId, otp, requestType: type } = req;
    const checked = verifyPrivacyOtp(ctx.db, { customerId: ctx.session.customerId, type, transactionId, otp, now: ctx.now });
    return checked.ok ? ok({ srRequestToken: checked.token }) : checked;
  }),

  authedRoute(privacy.raiseRightsRequest, (req, ctx) => {
    if (req.clientId !== ctx.session.clientId) return invalid();
    const raised = raiseRightsRequest(ctx.db, {
      customerId: ctx.session.customerId,
      type: req.requestType,
      token: req.srRequestToken,
      ...(req.nominee ? { nominee: req.nominee } : {}),
      responseDays: responseDays(ctx),
      now: ctx.now,
    });
    return raised.ok
      ? ok({ srNumber: raised.srNumber, dueOn: raised.dueOn, copyId: raised.copyId, copyExpiresOn: raised.copyExpiresOn })
      : raised;
  }),

  authedRoute(privacy.downloadDataCopy, async (req, ctx) => {
    if (req.clientId !== ctx.session.clientId) return invalid();
    const { db, session, now, settings, language } = ctx;
    const file = await dataCopyFile(db, {
      customerId: session.customerId,
      copyId: req.copyId,
      format: req.format,
      insurer: settings.insurer,
      language,
      now,
    });
    return file.ok ? ok({ documentBase64: file.documentBase64, fileName: file.fileName, contentType: file.contentType }) : file;
  }),
];
