'use server';

import { z } from 'zod';
import { contact } from '@portal/contracts';
import { GENERIC_ERROR } from '@/lib/constants';
import { otpSchema } from '@/lib/otp-schema';
import { authActionClient } from '@/lib/server/action-client';
import { sendContactOtp, verifyContactOtp } from '@/lib/server/data/contact';
import { getOwnedPolicy } from '@/lib/server/data/policies';
import { getProfile } from '@/lib/server/data/profile';

/*
 * The contact OTP that confirms a profile change (email, mobile, a policy's nominees): sent to the
 * registered mobile, checked, answered with a token the change's own action sends on. The core
 * refuses a duplicate request when the OTP is asked for, so the customer hears it before typing.
 * Only a hand-made request breaks the input: it reads 'Something went wrong'.
 */
const malformed = { error: GENERIC_ERROR };
const srRequestType = z.enum(contact.CONTACT_OTP_TYPES, malformed);
const transactionId = z.string(malformed).min(1, malformed).max(100, malformed);

const sendSchema = z
  .object(
    {
      srRequestType,
      policyNumber: z
        .string(malformed)
        .regex(/^\d{8}$/, malformed)
        .optional(),
      transactionId: transactionId.optional(),
    },
    malformed,
  )
  // A nominee change names its policy, and nothing else does.
  .refine((r) => (r.srRequestType === 'NOMINEE_CHANGE') === (r.policyNumber !== undefined), malformed);

// The OTP first, so a mistyped one is what the customer hears about.
const verifySchema = z.object({ otp: otpSchema, srRequestType, transactionId }, malformed);

/** Opening the step sends the OTP; with the earlier transactionId it is a resend. */
export const sendContactOtpAction = authActionClient
  .metadata({ actionName: 'sendContactOtpAction' })
  .inputSchema(sendSchema)
  .action(async ({ parsedInput: { srRequestType: type, policyNumber, transactionId: earlier } }) => {
    // Someone else's policy reads 'Policy not found.', as everywhere, before the core hears of it.
    const policy = policyNumber === undefined ? undefined : await getOwnedPolicy(policyNumber);
    return sendContactOtp({ srRequestType: type, ...(policy ? { policy } : {}) }, earlier);
  });

export const verifyContactOtpAction = authActionClient
  .metadata({ actionName: 'verifyContactOtpAction' })
  .inputSchema(verifySchema)
  .action(async ({ parsedInput: { srRequestType: type, transactionId: id, otp } }) => ({
    srRequestToken: await verifyContactOtp(id, otp, type),
  }));

/**
 * The current email addresses and mobile the contact dialogs show, masked as the profile page
 * shows them: the full ones stay at the server. Whether a new one is the same as now is the
 * core's to judge when the request is made, with the SPEC's message.
 */
export const loadContactDetailsAction = authActionClient.metadata({ actionName: 'loadContactDetailsAction' }).action(async () => {
  const { email, alternateEmail, mobile } = await getProfile();
  return { email, alternateEmail, mobile };
});
