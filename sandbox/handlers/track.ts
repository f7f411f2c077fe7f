import { download } from '@portal/contracts';
import { authedRoute, ok } from './route';

/**
 * Menu analytics. The customer is taken from the token, not from the body's
 * clientId, so events cannot be filed under someone else.
 */
export const trackRoutes = [
  authedRoute(download.menuTrack, (req, ctx) => {
    ctx.db
      .prepare(`INSERT INTO menu_events (customer_id, session_id, client_id, menu_name, policy_no, browser,
        display_page, source, at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`)
      .run(
        ctx.session.customerId, ctx.session.sessionId, req.clientId, req.menuName, req.policyNo, req.browser,
        req.displayPage, ctx.source, ctx.now,
      );
    return ok(null);
  }),
];
