'use server';

import { unstable_rethrow } from 'next/navigation';
import { z } from 'zod';
import { funds } from '@portal/contracts';
import { GENERIC_ERROR, INVALID_OTP } from '@/lib/constants';
import { OTP_LENGTH } from '@portal/contracts/constants';
import { userMessage } from '@/lib/server/errors';
import { requireAuth } from '@/lib/server/session';
import { ownsPolicy, sendSrOtp, verifySrOtp, type SrOtpSent } from '@/lib/server/data/sr-otp';

export type SrOtpSendResult = ({ ok: true } & SrOtpSent) | { ok: false; message: string };
export type SrOtpVerifyResult = { ok: true; srRequestToken: string } | { ok: false; message: string };

const base = z.object({
  policyNumber: z.string().regex(/^\d{8}$/),
  srRequestType: z.enum(funds.SR_REQUEST_TYPES),
});
const resendInput = base.extend({ transactionId: z.string().min(1).max(200) });
const verifyInput = resendInput.extend({ otp: z.string().regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), INVALID_OTP) });

/**
 * The policy must be the customer's own before the core hears of it; every failure becomes a
 * message fit to show, except a redirect to login, which has to reach the browser.
 */
async function guarded<T extends { ok: boolean }>(
  what: string,
  policyNumber: string,
  work: () => Promise<T>,
): Promise<T | { ok: false; message: string }> {
  try {
    if (!(await ownsPolicy(policyNumber))) return { ok: false, message: GENERIC_ERROR };
    return await work();
  } catch (e) {
    // An expired session is a redirect to login, which must still leave the page.
    unstable_rethrow(e);
    console.error(`sr otp ${what} failed:`, e instanceof Error ? e.message : e);
    return { ok: false, message: userMessage(e, GENERIC_ERROR) };
  }
}

/** Opening the OTP modal (SPEC §2 fund switch step 3, premium redirection YES). A public endpoint. */
export async function sendSrOtpAction(input: unknown): Promise<SrOtpSendResult> {
  // The session first, so an expired one goes to login before any input is judged.
  await requireAuth();
  const parsed = base.safeParse(input);
  if (!parsed.success) return { ok: false, message: GENERIC_ERROR };
  const { policyNumber, srRequestType } = parsed.data;
  return guarded('send', policyNumber, async () => ({ ok: true, ...(await sendSrOtp(policyNumber, srRequestType)) }));
}

/** Resend: the earlier transactionId tells the core it is the same request (SPEC §7). */
export async function resendSrOtpAction(input: unknown): Promise<SrOtpSendResult> {
  await requireAuth();
  const parsed = resendInput.safeParse(input);
  if (!parsed.success) return { ok: false, message: GENERIC_ERROR };
  const { policyNumber, srRequestType, transactionId } = parsed.data;
  return guarded('resend', policyNumber, async () => ({
    ok: true,
    ...(await sendSrOtp(policyNumber, srRequestType, transactionId)),
  }));
}

/** Verify: the srRequestToken goes back to the screen, which submits its request with it. */
export async function verifySrOtpAction(input: unknown): Promise<SrOtpVerifyResult> {
  await requireAuth();
  const parsed = verifyInput.safeParse(input);
  if (!parsed.success) {
    const otpIssue = parsed.error.issues.some((issue) => issue.path[0] === 'otp');
    return { ok: false, message: otpIssue ? INVALID_OTP : GENERIC_ERROR };
  }
  const { policyNumber, srRequestType, transactionId, otp } = parsed.data;
  return guarded('verify', policyNumber, async () => ({
    ok: true,
    srRequestToken: await verifySrOtp(transactionId, otp, srRequestType),
  }));
}
