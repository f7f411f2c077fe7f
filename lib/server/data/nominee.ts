import 'server-only';
import type { OwnedPolicy } from '../../types';
import { nominee } from '@portal/contracts';
import type { NomineeInput } from '@portal/contracts/nominee';
import { requireAuth } from '../session';
import { callAsCustomer } from './as-customer';

/**
 * Replaces a policy's nominees (changeNominee), confirmed by the NOMINEE_CHANGE contact OTP of
 * that policy. Raised as 'Nominee Change Request'; the nominees change when the back office
 * approves. The caller has asked getOwnedPolicy first.
 */
export async function changeNominee({ policyNo: policyNumber }: OwnedPolicy, nominees: NomineeInput[], srRequestToken: string): Promise<string> {
  const { clientId } = await requireAuth();
  return (await callAsCustomer(nominee.changeNominee, { clientId, policyNumber, nominees, srRequestToken })).serviceRequestId;
}
