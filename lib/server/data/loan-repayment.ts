import 'server-only';
import { loanRepayment } from '@portal/contracts';
import type { OwnedPolicy } from '../../types';
import { requireAuth } from '../session';
import { callAsCustomer } from './as-customer';

/** What the policy's loans owe as on today, the least a part repayment may be, and the repayments made. */
export async function getLoanRepayment({ policyNo: policyNumber }: OwnedPolicy) {
  const { clientId } = await requireAuth();
  return callAsCustomer(loanRepayment.loanRepaymentDetails, { clientId, policyNumber });
}

/** Opens the repayment's order at the gateway; the core checks the amount again against what is owed. */
export async function createLoanRepaymentOrder(
  { policyNo: policyNumber }: OwnedPolicy,
  a: { amount: string; returnUrl: string },
) {
  const { clientId } = await requireAuth();
  return callAsCustomer(loanRepayment.createLoanRepaymentOrder, {
    clientId,
    policyNumber,
    amount: a.amount,
    returnUrl: a.returnUrl,
  });
}
