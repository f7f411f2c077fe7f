'use server';

import { z } from 'zod';
import { funds } from '@portal/contracts';
import { GENERIC_ERROR } from '@/lib/constants';
import { otpSchema } from '@/lib/otp-schema';
import { authActionClient } from '@/lib/server/action-client';
import { getOwnedPolicy } from '@/lib/server/data/policies';
import { sendSrOtp, verifySrOtp } from '@/lib/server/data/sr-otp';

/*
 * The service-request OTP of fund switch and premium redirection. Only a hand-made request can
 * break the input, and it reads 'Something went wrong', like someone else's policy; the OTP
 * itself is the customer's to mistype.
 */
const SR_OTP = { wording: { notOwned: GENERIC_ERROR } };
const malformed = { error: GENERIC_ERROR };
const request = {
  policyNumber: z.string(malformed).regex(/^\d{8}$/, malformed),
  srRequestType: z.enum(funds.SR_REQUEST_TYPES, malformed),
};
const transactionId = z.string(malformed).min(1, malformed).max(200, malformed);

const sendSchema = z.object({ ...request, transactionId: transactionId.optional() }, malformed);
// The OTP first, so a mistyped one is what the customer hears about.
const verifySchema = z.object({ otp: otpSchema, ...request, transactionId }, malformed);

/**
 * Opening the OTP modal sends the OTP (SPEC §2 fund switch step 3, premium redirection YES);
 * with the earlier transactionId it is a resend, which the core treats as the same request (SPEC §7).
 */
export const sendSrOtpAction = authActionClient
  .metadata({ actionName: 'sendSrOtpAction', ...SR_OTP })
  .inputSchema(sendSchema)
  .action(async ({ parsedInput: { policyNumber, srRequestType, transactionId: earlier } }) => {
    return sendSrOtp(await getOwnedPolicy(policyNumber), srRequestType, earlier);
  });

/** Verify: the srRequestToken goes back to the screen, which submits its request with it. */
export const verifySrOtpAction = authActionClient
  .metadata({ actionName: 'verifySrOtpAction', ...SR_OTP })
  .inputSchema(verifySchema)
  .action(async ({ parsedInput: { policyNumber, srRequestType, transactionId: id, otp } }) => {
    await getOwnedPolicy(policyNumber);
    return { srRequestToken: await verifySrOtp(id, otp, srRequestType) };
  });
