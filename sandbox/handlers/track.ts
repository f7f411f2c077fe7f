import { download } from '@portal/contracts';
import { insertMenuEvent } from '../store/content';
import { authedRoute, ok } from './route';

/**
 * Menu analytics. The customer is taken from the token, not from the body's
 * clientId, so events cannot be filed under someone else.
 */
export const trackRoutes = [
  authedRoute(download.menuTrack, (req, ctx) => {
    insertMenuEvent(ctx.db, {
      customerId: ctx.session.customerId,
      sessionId: ctx.session.sessionId,
      clientId: req.clientId,
      menuName: req.menuName,
      policyNo: req.policyNo,
      browser: req.browser,
      displayPage: req.displayPage,
      source: ctx.source,
      now: ctx.now,
    });
    return ok(null);
  }),
];
