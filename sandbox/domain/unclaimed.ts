import { CODES, policyServices as contract } from '@portal/contracts';
import { bankAccountOf, type BankAccountRow } from '../store/bank-accounts';
import type { Db } from '../store/db';
import { FINAL_STATUSES } from '../store/service-requests';
import { ownedUnclaimed, setUnclaimedClaim, unclaimedOf, type UnclaimedRow } from '../store/unclaimed';
import { BANK_ACCOUNT_MESSAGES } from './bank-account-rules';
import { fail, type Failure } from './failure';
import { dmy, inr, rupees } from './format';
import { bankAccountView, NO_BANK_ACCOUNT } from './policy-services';
import { raiseServiceRequest } from './service-requests';

/**
 * Unclaimed amounts (issue 10 §2): money the insurer owes but could not pay. Their status follows
 * the claim's service request, so nothing has to be kept in step: no request or a rejected one →
 * Unclaimed, an open one → Claim Requested, a closed one (the back office paid it) → Paid.
 */
export const UNCLAIMED_NOT_FOUND = 'Unclaimed amount not found.';

const HOW_TO_CLAIM = [
  'Check that your bank account on record is active; the amount is paid into it.',
  'Press Claim: we raise a service request and pay the amount within 7 days.',
  'To be paid into another account, visit a branch with a cancelled cheque of that account and a photo identity proof.',
];

function statusOf(r: UnclaimedRow): 'Unclaimed' | 'Claim Requested' | 'Paid' {
  if (!r.sr_status || r.sr_status === 'Rejected') return 'Unclaimed';
  return (FINAL_STATUSES as readonly string[]).includes(r.sr_status) ? 'Paid' : 'Claim Requested';
}

/**
 * Why the amount cannot be paid into the account on record now, or null: there must be one, open,
 * and verified by a penny drop since the amount came back (it came back from an account that no
 * longer took payments, and the portal cannot know whether that was this one).
 */
function payoutProblem(account: BankAccountRow | undefined, r: UnclaimedRow): string | null {
  if (!account) return NO_BANK_ACCOUNT;
  if (account.closed_on) return BANK_ACCOUNT_MESSAGES.accountClosed;
  if (!account.verified_on || account.verified_on < r.due_on) return BANK_ACCOUNT_MESSAGES.notVerified;
  return null;
}

export function unclaimedList(db: Db, customerId: number) {
  const account = bankAccountOf(db, customerId);
  return unclaimedOf(db, customerId).map((r) => {
    const status = statusOf(r);
    // What stands in the way of a claim is said in place of the steps, before the customer presses Claim.
    const problem = status === 'Unclaimed' ? payoutProblem(account, r) : null;
    return {
      id: r.ref,
      policyNumber: r.policy_no,
      policyName: r.product_name,
      kind: r.kind,
      amount: rupees(r.amount_paise),
      dueSince: dmy(r.due_on),
      reason: r.reason,
      status,
      srNumber: status === 'Unclaimed' ? null : r.sr_number,
      howToClaim: problem ? [problem] : HOW_TO_CLAIM,
      payTo: account ? bankAccountView(account) : null,
    };
  });
}

export function claimUnclaimed(
  db: Db,
  a: { customerId: number; ref: string; now: number },
): { ok: true; srNumber: string } | Failure {
  return db.transaction((): { ok: true; srNumber: string } | Failure => {
    const r = ownedUnclaimed(db, a.customerId, a.ref);
    if (!r) return fail(CODES.NOT_FOUND, UNCLAIMED_NOT_FOUND);
    if (statusOf(r) === 'Paid') return fail(CODES.BAD_REQUEST, 'This amount has already been paid.');
    const account = bankAccountOf(db, a.customerId);
    const problem = payoutProblem(account, r);
    if (problem || !account) return fail(CODES.BAD_REQUEST, problem ?? NO_BANK_ACCOUNT);
    const raised = raiseServiceRequest(db, {
      customerId: a.customerId,
      policyId: r.policy_id,
      subject: contract.SERVICE_SUBJECTS.UNCLAIMED,
      now: a.now,
      description:
        `${r.kind} of ₹${inr(r.amount_paise)} (${r.ref}) to be paid into ${account.bank_name} account ` +
        `${bankAccountView(account).maskedAccountNumber}`,
    });
    if (raised.ok) setUnclaimedClaim(db, r.id, raised.srNumber);
    return raised;
  })();
}
