'use server';

import { redirect } from 'next/navigation';
import { user } from '@portal/contracts';
import { INVALID_OTP } from '@/lib/constants';
import { DEFAULT_SOURCE } from '@portal/contracts/constants';
import { getEnv } from '@/lib/server/env';
import { userMessage } from '@/lib/server/errors';
import { callUpstream } from '@/lib/server/gateway';
import { getSession } from '@/lib/server/session';
import { loginIdSchema, otpSchema } from '@/lib/schemas/login';
import { beginSession, safeReturnTo } from '@/lib/session-rules';

export type OtpSent = { ok: true; maskedMobile: string; resendAfterSeconds: number } | { ok: false; message: string };
export type ActionResult = { ok: true } | { ok: false; message: string };

/** Step 1: the captcha, then an OTP to the registered mobile. */
export async function requestOtpAction(input: unknown): Promise<OtpSent> {
  const parsed = loginIdSchema.safeParse(input);
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? 'Please check your details.' };
  const env = getEnv();
  // With a real reCAPTCHA key the browser's token is checked; without one the core's test token stands in.
  const captchaToken = env.recaptchaSiteKey ? parsed.data.captchaToken : env.captchaTestToken;
  if (!captchaToken) return { ok: false, message: 'Please complete the captcha.' };
  try {
    await callUpstream(user.verifyRecaptcha, { token: captchaToken }, null);
    const sent = await callUpstream(user.generateLoginOtp, { loginId: parsed.data.loginId, captchaToken }, null);
    const session = await getSession();
    session.pendingLogin = {
      transactionId: sent.transactionId,
      maskedMobile: sent.maskedMobile,
      loginId: parsed.data.loginId,
      sentAt: Date.now(),
      resendAfterSeconds: sent.resendAfterSeconds,
    };
    await session.save();
    return { ok: true, maskedMobile: sent.maskedMobile, resendAfterSeconds: sent.resendAfterSeconds };
  } catch (e) {
    return { ok: false, message: userMessage(e) };
  }
}

export async function resendOtpAction(): Promise<OtpSent> {
  const session = await getSession();
  const pending = session.pendingLogin;
  if (!pending) return { ok: false, message: 'Your login request has ended. Please start again.' };
  try {
    const sent = await callUpstream(
      user.generateLoginOtp,
      { loginId: pending.loginId, transactionId: pending.transactionId },
      null,
    );
    session.pendingLogin = { ...pending, sentAt: Date.now(), resendAfterSeconds: sent.resendAfterSeconds };
    await session.save();
    return { ok: true, maskedMobile: sent.maskedMobile, resendAfterSeconds: sent.resendAfterSeconds };
  } catch (e) {
    return { ok: false, message: userMessage(e) };
  }
}

/** Step 2: a verified OTP becomes a session, then back to the page the customer asked for. */
export async function verifyOtpAction(input: unknown): Promise<ActionResult> {
  const parsed = otpSchema.safeParse(input);
  if (!parsed.success) return { ok: false, message: INVALID_OTP };
  const session = await getSession();
  const pending = session.pendingLogin;
  if (!pending) return { ok: false, message: 'Your login request has ended. Please start again.' };
  try {
    const auth = await callUpstream(user.validateLoginOtp, { transactionId: pending.transactionId, otp: parsed.data.otp }, null);
    beginSession(session, auth, { source: DEFAULT_SOURCE, embedded: false });
    await session.save();
  } catch (e) {
    return { ok: false, message: userMessage(e) };
  }
  redirect(safeReturnTo(parsed.data.returnTo));
}

/** 'Change number': forget the pending transaction. */
export async function cancelOtpAction(): Promise<void> {
  const session = await getSession();
  session.pendingLogin = undefined;
  await session.save();
}
