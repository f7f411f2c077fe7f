import { CODES, policy } from '@portal/contracts';
import { fail } from '../domain/failure';
import { dmy } from '../domain/format';
import { coverages, fundHoldings, latestNavDate, toPolicyDetails, toUpstreamPolicy } from '../domain/policy-view';
import { portfolioSummary } from '../domain/portfolio';
import { istToday } from '../store/calendar';
import { nomineesOf, ownedPolicy, policiesOf } from '../store/policies';
import { authedRoute, ok } from './route';

export const POLICY_NOT_FOUND = 'Policy not found.';

/** Someone else's policy answers exactly like a policy that does not exist (store/policies ownedPolicy). */
export const notFound = () => fail(CODES.NOT_FOUND, POLICY_NOT_FOUND);

export const policyRoutes = [
  authedRoute(policy.getCustomerPolicyDetails, (_req, { db, session, now }) =>
    ok(policiesOf(db, session.customerId).map((p) => toUpstreamPolicy(db, p, istToday(now)))),
  ),

  authedRoute(policy.getPortfolioSummary, (_req, { db, session, now }) =>
    ok(portfolioSummary(db, session.customerId, istToday(now))),
  ),

  authedRoute(policy.getPolicyDetailsByPolicyNo, (req, { db, session, now }) => {
    const p = ownedPolicy(db, session.customerId, req.policyNumber);
    return p ? ok(toPolicyDetails(db, p, istToday(now))) : notFound();
  }),

  authedRoute(policy.getNomineeDetails, (req, { db, session }) => {
    const p = ownedPolicy(db, session.customerId, req.policyNumber);
    if (!p) return notFound();
    return ok(
      nomineesOf(db, p.id).map((n) => ({
        nomineeName: n.name,
        relationship: n.relationship,
        sharePercentage: String(n.share_pct),
        dateOfBirth: dmy(n.date_of_birth),
        appointeeName: n.appointee_name,
        appointeeRelationship: n.appointee_relationship,
      })),
    );
  }),

  authedRoute(policy.getCoverageDetailsByPolicyNo, (req, { db, session }) => {
    const p = ownedPolicy(db, session.customerId, req.policyNumber);
    return p ? ok(coverages(db, p.id)) : notFound();
  }),

  authedRoute(policy.getFundSwitchDetails, (req, { db, session }) => {
    if (req.customerId !== session.clientId) return notFound();
    const p = ownedPolicy(db, session.customerId, req.policyNumber);
    if (!p) return notFound();
    const fundSwitchList = p.is_ulip === 1 ? fundHoldings(db, p.id).funds : [];
    return ok({ fundSwitchList, navDate: latestNavDate(db) });
  }),
];
