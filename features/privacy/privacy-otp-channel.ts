import type { OtpChannel } from '@/components/otp/otp-channel';
import type { RightsRequest } from '@/lib/server/data/privacy';
import { sendPrivacyOtpAction, verifyPrivacyOtpAction } from './actions';

/** The OTP to the registered mobile that confirms a rights request: the same dialog as every OTP, these two calls. */
export function privacyOtpChannel(requestType: RightsRequest): OtpChannel {
  return {
    send: (transactionId) => sendPrivacyOtpAction({ requestType, ...(transactionId ? { transactionId } : {}) }),
    verify: ({ transactionId, otp }) => verifyPrivacyOtpAction({ requestType, transactionId, otp }),
  };
}
