'use server';

import { authActionClient } from '@/lib/server/action-client';
import { sendContactOtp, updateMobile } from '@/lib/server/data/contact';
import { mobileSubmitSchema, newMobileOtpSchema } from './mobile-rules';

/**
 * A mobile change needs two OTPs: one to the registered number (the contact OTP), then one to the
 * new number, which proves it is the customer's. The core sends the second only with the first
 * one's token, and refuses the current number, another customer's or a duplicate request first.
 */
export const sendNewMobileOtpAction = authActionClient
  .metadata({ actionName: 'sendNewMobileOtpAction' })
  .inputSchema(newMobileOtpSchema)
  .action(async ({ parsedInput: { mobileNo, srRequestToken, transactionId } }) =>
    sendContactOtp({ srRequestType: 'MOBILE_UPDATE', newMobile: mobileNo, srRequestToken }, transactionId),
  );

/** Raises 'Mobile Number Update Request' with the second OTP's token, bound to that number. */
export const updateMobileAction = authActionClient
  .metadata({ actionName: 'updateMobileAction' })
  .inputSchema(mobileSubmitSchema)
  .action(async ({ parsedInput: { mobileNo, srRequestToken } }) => ({
    serviceRequestId: await updateMobile(mobileNo, srRequestToken),
  }));
