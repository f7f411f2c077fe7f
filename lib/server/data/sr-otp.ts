import 'server-only';
import { funds } from '@portal/contracts';
import type { OwnedPolicy } from '../../types';
import { requireAuth } from '../session';
import { callAsCustomer } from './as-customer';

export type SrRequestType = (typeof funds.SR_REQUEST_TYPES)[number];

export interface SrOtpSent {
  transactionId: string;
  maskedMobile: string;
  resendAfterSeconds: number;
  expiresInSeconds: number;
}

/** Sends (or, with the earlier transactionId, re-sends) the OTP that authorises a service request. */
export async function sendSrOtp(
  { policyNo: policyNumber }: OwnedPolicy,
  srRequestType: SrRequestType,
  transactionId?: string,
): Promise<SrOtpSent> {
  const { clientId } = await requireAuth();
  return callAsCustomer(funds.generateSrOtp, {
    clientId,
    policyNumber,
    srRequestType,
    ...(transactionId ? { transactionId } : {}),
  });
}

/** Checks the OTP; the token it returns goes with the fund-switch or redirection submit. */
export async function verifySrOtp(transactionId: string, otp: string, srRequestType: SrRequestType): Promise<string> {
  const { clientId } = await requireAuth();
  const data = await callAsCustomer(funds.validateSrOtp, { clientId, transactionId, otp, srRequestType });
  return data.srRequestToken;
}
