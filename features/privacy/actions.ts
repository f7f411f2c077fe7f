'use server';

import { z } from 'zod';
import * as privacy from '@portal/contracts/privacy';
import { GENERIC_ERROR } from '@/lib/constants';
import { otpSchema } from '@/lib/otp-schema';
import { authActionClient } from '@/lib/server/action-client';
import { raiseRightsRequest, sendPrivacyOtp, verifyPrivacyOtp, withdrawConsent } from '@/lib/server/data/privacy';
import { nominationSchema } from './privacy-schema';

/*
 * The privacy centre's actions (issue 27 §2). Only a hand-made request breaks the input, and it
 * reads 'Something went wrong'; the core decides the rest (duplicates, tokens, the deadline).
 */
const malformed = { error: GENERIC_ERROR };
const requestType = z.enum(privacy.RIGHTS_REQUESTS, malformed);
const transactionId = z.string(malformed).min(1, malformed).max(100, malformed);

/** Withdraws a consent at the core, at once; the page shows it withdrawn and recorded. */
export const withdrawConsentAction = authActionClient
  .metadata({ actionName: 'withdrawConsentAction' })
  .inputSchema(z.object({ purpose: z.enum(privacy.CONSENT_PURPOSES, malformed) }, malformed))
  .action(async ({ parsedInput: { purpose } }) => withdrawConsent(purpose));

/** Opening the OTP step sends the OTP (a duplicate is refused first); with the earlier transactionId it is a resend. */
export const sendPrivacyOtpAction = authActionClient
  .metadata({ actionName: 'sendPrivacyOtpAction' })
  .inputSchema(z.object({ requestType, transactionId: transactionId.optional() }, malformed))
  .action(async ({ parsedInput: p }) => sendPrivacyOtp(p.requestType, p.transactionId));

// The OTP first, so a mistyped one is what the customer hears about.
export const verifyPrivacyOtpAction = authActionClient
  .metadata({ actionName: 'verifyPrivacyOtpAction' })
  .inputSchema(z.object({ otp: otpSchema, requestType, transactionId }, malformed))
  .action(async ({ parsedInput: p }) => ({ srRequestToken: await verifyPrivacyOtp(p.requestType, p.transactionId, p.otp) }));

/** Raises the request with the verified OTP's token; a nomination carries its nominee. */
export const raiseRightsRequestAction = authActionClient
  .metadata({ actionName: 'raiseRightsRequestAction' })
  .inputSchema(
    z
      .object({ requestType, srRequestToken: transactionId, nominee: nominationSchema.optional() }, malformed)
      .refine((r) => (r.requestType === 'NOMINATION') === (r.nominee !== undefined), malformed),
  )
  // The page is re-read when the customer closes the 'Submitted' dialog (RequestSubmitted), not
  // here: re-rendered now, the open request would replace the button whose flow shows that dialog.
  .action(async ({ parsedInput: p }) => raiseRightsRequest(p.requestType, p.srRequestToken, p.nominee));
