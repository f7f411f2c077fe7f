'use server';

import { redirect } from 'next/navigation';
import { user } from '@portal/contracts';
import { DEFAULT_SOURCE } from '@portal/contracts/constants';
import { TECHNICAL_ERROR } from '@/lib/constants';
import { publicActionClient } from '@/lib/server/action-client';
import { getClientIp } from '@/lib/server/client-ip';
import { getEnv } from '@/lib/server/env';
import { RefusedError } from '@/lib/server/errors';
import { readSignInSnapshot } from '@/lib/server/data/sign-in-snapshot';
import { callUpstream } from '@/lib/server/gateway';
import { getChosenLanguage, settleLanguageAtSignIn } from '@/lib/server/language';
import { getSession } from '@/lib/server/session';
import { beginSession, safeReturnTo } from '@/lib/session-rules';
import { loginIdSchema, verifyOtpSchema } from './login-schema';

/*
 * Every OTP call carries the customer's address, so the core counts attempts per address across
 * all portal instances; its refusal ('Too many attempts. Please try again after {m} minutes.') is
 * shown as it comes, in the page's language. Any unexpected failure of a login step has always read
 * as a technical issue. The portal's own refusals are catalogue keys the login form words.
 */
const LOGIN = { wording: { unexpected: TECHNICAL_ERROR } };
const LOGIN_ENDED = 'login.ended';

async function pendingLogin() {
  const session = await getSession();
  if (!session.pendingLogin) throw new RefusedError(LOGIN_ENDED);
  return { session, pending: session.pendingLogin };
}

/** Step 1: the captcha, then an OTP to the registered mobile. */
export const requestOtpAction = publicActionClient
  .metadata({ actionName: 'requestOtpAction', ...LOGIN })
  .inputSchema(loginIdSchema)
  .action(async ({ parsedInput: { loginId, captchaToken: browserToken } }) => {
    const env = getEnv();
    // With a real reCAPTCHA key the browser's token is checked; without one the core's test token stands in.
    const captchaToken = env.recaptchaSiteKey ? browserToken : env.captchaTestToken;
    if (!captchaToken) throw new RefusedError('validation.captcha');
    await callUpstream(user.verifyRecaptcha, { token: captchaToken }, null);
    const sent = await callUpstream(user.generateLoginOtp, { loginId, captchaToken, clientIp: await getClientIp() }, null);
    const session = await getSession();
    session.pendingLogin = {
      transactionId: sent.transactionId,
      maskedMobile: sent.maskedMobile,
      loginId,
      sentAt: Date.now(),
      resendAfterSeconds: sent.resendAfterSeconds,
    };
    await session.save();
    return { maskedMobile: sent.maskedMobile, resendAfterSeconds: sent.resendAfterSeconds };
  });

export const resendOtpAction = publicActionClient.metadata({ actionName: 'resendOtpAction', ...LOGIN }).action(async () => {
  const { session, pending } = await pendingLogin();
  const sent = await callUpstream(
    user.generateLoginOtp,
    { loginId: pending.loginId, transactionId: pending.transactionId, clientIp: await getClientIp() },
    null,
  );
  session.pendingLogin = { ...pending, sentAt: Date.now(), resendAfterSeconds: sent.resendAfterSeconds };
  await session.save();
  return { maskedMobile: sent.maskedMobile, resendAfterSeconds: sent.resendAfterSeconds };
});

/** Step 2: a verified OTP becomes a session, then back to the page the customer asked for. */
export const verifyOtpAction = publicActionClient
  .metadata({ actionName: 'verifyOtpAction', ...LOGIN })
  .inputSchema(verifyOtpSchema)
  .action(async ({ parsedInput: { otp, returnTo } }) => {
    const { session, pending } = await pendingLogin();
    const auth = await callUpstream(
      user.validateLoginOtp,
      { transactionId: pending.transactionId, otp, clientIp: await getClientIp() },
      null,
    );
    beginSession(session, auth, { source: DEFAULT_SOURCE, embedded: false }, await readSignInSnapshot(auth, DEFAULT_SOURCE));
    await session.save();
    await settleLanguageAtSignIn(await getChosenLanguage(), auth.preferredLanguage, auth);
    redirect(safeReturnTo(returnTo));
  });

/** 'Change number': forget the pending transaction. */
export const cancelOtpAction = publicActionClient.metadata({ actionName: 'cancelOtpAction' }).action(async () => {
  const session = await getSession();
  session.pendingLogin = undefined;
  await session.save();
});
