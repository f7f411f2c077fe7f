import { CODES, nominee } from '@portal/contracts';
import { raiseChangeRequest } from '../domain/change-requests';
import { fail } from '../domain/failure';
import { checkNominees, NOMINEE_SUBJECT } from '../domain/nominee-rules';
import { withProfileToken } from '../domain/profile-otp';
import { istToday } from '../store/calendar';
import { ownedPolicy } from '../store/policies';
import { notFound } from './policy';
import { authedRoute, ok } from './route';

/**
 * changeNominee: the caller's own policy (else 404 as for any policy call),
 * the nominee rules, then the OTP token for this policy, then the duplicate
 * rule per policy. The nominees change when the back office approves.
 */
export const nomineeRoutes = [
  authedRoute(nominee.changeNominee, (req, { db, session, now }) => {
    if (req.clientId !== session.clientId) return fail(CODES.BAD_REQUEST, 'Invalid request.');
    const policy = ownedPolicy(db, session.customerId, req.policyNumber);
    if (!policy) return notFound();
    const checked = checkNominees(req.nominees, istToday(now));
    if (!checked.ok) return checked;
    const scope = { customerId: session.customerId, type: 'NOMINEE_CHANGE' as const, policyId: policy.id, newMobile: null };
    const description = checked.rows.map((n) => `${n.name} (${n.relationship}) ${n.share_pct}%`).join(', ');
    const raised = withProfileToken(db, { token: req.srRequestToken, scope, now }, () =>
      raiseChangeRequest(db, {
        customerId: session.customerId,
        policyId: policy.id,
        subject: NOMINEE_SUBJECT,
        description: `Nominees of policy ${policy.policy_no}: ${description}`,
        change: { kind: 'NOMINEE', payload: { policyId: policy.id, nominees: checked.rows } },
        now,
      }),
    );
    return raised.ok ? ok({ serviceRequestId: raised.srNumber }) : raised;
  }),
];
