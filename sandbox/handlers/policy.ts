import { CODES, policy } from '@portal/contracts';
import type { Db } from '../store/db';
import { dmy, istToday } from '../domain/format';
import { authedRoute, fail, ok } from './route';
import {
  coverages,
  fundHoldings,
  latestNavDate,
  type PolicyRow,
  toPolicyDetails,
  toUpstreamPolicy,
} from '../domain/policy-view';

export const POLICY_NOT_FOUND = 'Policy not found.';

/**
 * Someone else's policy answers exactly like a policy that does not exist,
 * so a policy number cannot be probed for its owner.
 */
export function ownedPolicy(db: Db, customerId: number, policyNo: string): PolicyRow | undefined {
  return db.prepare('SELECT * FROM policies WHERE policy_no = ? AND owner_id = ?').get(policyNo, customerId) as
    | PolicyRow
    | undefined;
}

export const notFound = () => fail(CODES.NOT_FOUND, POLICY_NOT_FOUND);

export const policyRoutes = [
  authedRoute(policy.getCustomerPolicyDetails, (_req, { db, session, now }) => {
    const rows = db.prepare('SELECT * FROM policies WHERE owner_id = ? ORDER BY policy_no').all(session.customerId);
    return ok((rows as PolicyRow[]).map((p) => toUpstreamPolicy(db, p, istToday(now))));
  }),

  authedRoute(policy.getPolicyDetailsByPolicyNo, (req, { db, session, now }) => {
    const p = ownedPolicy(db, session.customerId, req.policyNumber);
    return p ? ok(toPolicyDetails(db, p, istToday(now))) : notFound();
  }),

  authedRoute(policy.getNomineeDetails, (req, { db, session }) => {
    const p = ownedPolicy(db, session.customerId, req.policyNumber);
    if (!p) return notFound();
    const rows = db
      .prepare(`SELECT name, relationship, share_pct, date_of_birth, appointee_name FROM nominees
        WHERE policy_id = ? ORDER BY id`)
      .all(p.id) as Array<{ name: string; relationship: string; share_pct: number; date_of_birth: string | null;
        appointee_name: string | null }>;
    return ok(
      rows.map((n) => ({
        nomineeName: n.name,
        relationship: n.relationship,
        sharePercentage: String(n.share_pct),
        dateOfBirth: dmy(n.date_of_birth),
        appointeeName: n.appointee_name,
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
