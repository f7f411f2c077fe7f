import { navHistory } from '@portal/contracts';
import { navHistoryOf } from '../domain/nav-history';
import { ownedPolicy } from '../store/policies';
import { notFound } from './policy';
import { authedRoute, ok } from './route';

export const navHistoryRoutes = [
  // Like every policy call: someone else's policy answers as one that does not exist.
  authedRoute(navHistory.getNavHistory, (req, { db, session }) => {
    const p = ownedPolicy(db, session.customerId, req.policyNumber);
    if (!p) return notFound();
    return ok({ funds: p.is_ulip === 1 ? navHistoryOf(db, p.id) : [] });
  }),
];
