import { CODES, user } from '@portal/contracts';
import { LINK_EXPIRED, redeemAppLink } from '../domain/app-links';
import { fail } from '../domain/failure';
import { startSession } from '../domain/sessions';
import { customerById } from '../store/customers';
import { ok, publicRoute } from './route';

/**
 * external/link/details: the web view opened by the host app trades its
 * one-time link for a session, exactly as an OTP login would give one, and
 * learns the page to open. The session carries the app's source, not the
 * Source header of this call, because that is who the customer came through.
 */
export const externalRoutes = [
  publicRoute(user.externalLinkDetails, (req, ctx) =>
    ctx.db.transaction(() => {
      const link = redeemAppLink(ctx.db, req, ctx.now);
      if (!link) return fail(CODES.BAD_REQUEST, LINK_EXPIRED);
      const session = startSession(ctx.db, link.customerId, {
        now: ctx.now,
        ttlMs: ctx.settings.tokenTtlMs,
        source: link.source,
      });
      const { preferred_language: preferredLanguage } = customerById(ctx.db, link.customerId);
      return ok({ ...session, source: link.source, redirectPath: link.redirectPath, preferredLanguage });
    })(),
  ),
];
