import type { ContactOtpType } from '@portal/contracts/contact';
import type { OtpChannel } from '@/components/otp/otp-channel';
import { sendContactOtpAction, verifyContactOtpAction } from './contact-otp-actions';

/** Checks a contact OTP of this type: the same call whoever the OTP went to. */
export const verifyContactOtp =
  (srRequestType: ContactOtpType): OtpChannel['verify'] =>
  ({ transactionId, otp }) =>
    verifyContactOtpAction({ srRequestType, transactionId, otp });

/** The OTP to the registered mobile that confirms an email, mobile or (with its policy) nominee change. */
export function contactOtpChannel(srRequestType: ContactOtpType, policyNumber?: string): OtpChannel {
  return {
    send: (transactionId) =>
      sendContactOtpAction({
        srRequestType,
        ...(policyNumber !== undefined ? { policyNumber } : {}),
        ...(transactionId ? { transactionId } : {}),
      }),
    verify: verifyContactOtp(srRequestType),
  };
}
