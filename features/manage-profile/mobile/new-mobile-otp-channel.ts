import type { OtpChannel } from '@/components/otp/otp-channel';
import { verifyContactOtp } from '@/components/otp/contact-otp-channel';
import { sendNewMobileOtpAction } from './actions';

/** The second OTP of a mobile change: sent to the new number, checked like any contact OTP. */
export function newMobileOtpChannel(mobileNo: string, srRequestToken: string): OtpChannel {
  return {
    send: (transactionId) => sendNewMobileOtpAction({ mobileNo, srRequestToken, ...(transactionId ? { transactionId } : {}) }),
    verify: verifyContactOtp('MOBILE_UPDATE'),
  };
}
