import { beforeEach, describe, expect, it, vi } from 'vitest';
import { UpstreamError } from '@/lib/server/errors';
import { callAction } from './action-call';
import { upstreamUser } from './stub-core';

/*
 * The login actions against a stubbed core: each OTP call names the customer's address for the
 * core's per-address throttle, and the core's refusal reaches the screen in its own words.
 */
let requestHeaders = new Headers();
const session: Record<string, unknown> & { save: () => Promise<void> } = { save: async () => undefined };
const sentToCore: Array<{ path: string; body: Record<string, unknown> }> = [];
let answer: (path: string) => unknown;

/** This browser's cookies: the language it chose, if any. */
const jar = new Map<string, string>();
vi.mock('next/headers', () => ({
  headers: async () => requestHeaders,
  cookies: async () => ({
    get: (name: string) => (jar.has(name) ? { value: jar.get(name) } : undefined),
    set: (name: string, value: string) => jar.set(name, value),
  }),
}));
vi.mock('@/lib/server/session', () => ({ getSession: async () => session }));
vi.mock('@/lib/server/env', () => ({
  getEnv: () => ({ recaptchaSiteKey: null, captchaTestToken: 'sandbox-captcha-ok', trustedProxyHops: 1 }),
}));
vi.mock('@/lib/server/gateway', () => ({
  callUpstream: async (
    contract: { path: string; request: { parse: (b: unknown) => Record<string, unknown> } },
    body: unknown,
  ) => {
    const path = contract.path.split('/').slice(-2).join('/');
    sentToCore.push({ path, body: contract.request.parse(body) });
    const reply = answer(path);
    if (reply instanceof Error) throw reply;
    return reply;
  },
}));

const { requestOtpAction, resendOtpAction, verifyOtpAction } = await import('@/features/login/actions');

const OTP_SENT = { transactionId: 'T1', maskedMobile: '9876XXXX10', resendAfterSeconds: 30 };
const otpCalls = () => sentToCore.filter((c) => c.path.startsWith('otp/'));

beforeEach(() => {
  // Behind one proxy: the entry it appended, not the one the client wrote.
  requestHeaders = new Headers({ 'x-forwarded-for': '198.51.100.9, 203.0.113.7', 'x-real-ip': '198.51.100.9' });
  sentToCore.length = 0;
  jar.clear();
  for (const key of Object.keys(session)) if (key !== 'save') delete session[key];
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  answer = (path) =>
    ({
      'otp/validate': { sessionId: 'S1', clientId: 'C1', accessToken: 'a', refreshToken: 'r' },
      'profile/details': upstreamUser(),
      'getNotification/Ekyc': { showAlert: false, kycStatus: 'COMPLETED' },
    })[path] ?? OTP_SENT;
});

describe("the customer's address on every login OTP call", () => {
  it('sends the address the trusted proxy saw with the OTP request, the resend and the check', async () => {
    expect(await callAction(requestOtpAction, { loginId: '9876543210' })).toEqual({
      ok: true,
      data: { maskedMobile: OTP_SENT.maskedMobile, resendAfterSeconds: 30 },
    });
    await callAction(resendOtpAction, undefined);
    await expect(verifyOtpAction({ otp: '123456' })).rejects.toMatchObject({ digest: expect.stringMatching(/^NEXT_REDIRECT/) });
    expect(otpCalls().map((c) => [c.path, c.body.clientIp])).toEqual([
      ['otp/generate', '203.0.113.7'],
      ['otp/generate', '203.0.113.7'],
      ['otp/validate', '203.0.113.7'],
    ]);
  });

  it("shows the core's throttle message as it comes", async () => {
    const tooMany = 'Too many attempts. Please try again after 14 minutes.';
    answer = (path) => (path === 'otp/generate' ? new UpstreamError(tooMany, 429) : {});
    expect(await callAction(requestOtpAction, { loginId: '9876543210' })).toEqual({ ok: false, message: tooMany });
  });
});

describe('verifyOtpAction', () => {
  it("keeps the customer's name and e-KYC reminder in the new session, read with its own token", async () => {
    session.pendingLogin = { transactionId: 'T1', loginId: '9876543210', maskedMobile: 'x', sentAt: 0, resendAfterSeconds: 30 };
    Object.assign(session, { customer: { firstName: 'Previous', fullName: 'Previous Customer' }, ekycReminder: true });
    await expect(verifyOtpAction({ otp: '123456' })).rejects.toMatchObject({ digest: expect.stringMatching(/^NEXT_REDIRECT/) });
    expect(sentToCore.filter((c) => !c.path.startsWith('otp/'))).toEqual([
      { path: 'profile/details', body: { sessionId: 'S1' } },
      { path: 'getNotification/Ekyc', body: { sessionId: 'S1' } },
    ]);
    expect(session).toMatchObject({
      sessionId: 'S1',
      customer: {
        firstName: 'Aarav',
        fullName: 'Aarav Sharma',
        initials: 'AS',
        profilePic: null,
        lastLogin: '2026-11-20T09:15:00',
      },
      ekycReminder: false,
    });
  });

  it("signs in all the same when the core cannot give them, without the previous customer's", async () => {
    session.pendingLogin = { transactionId: 'T1', loginId: '9876543210', maskedMobile: 'x', sentAt: 0, resendAfterSeconds: 30 };
    Object.assign(session, { customer: { firstName: 'Previous', fullName: 'Previous Customer' }, ekycReminder: true });
    answer = (path) =>
      path === 'otp/validate'
        ? { sessionId: 'S1', clientId: 'C1', accessToken: 'a', refreshToken: 'r' }
        : new UpstreamError('down', 500);
    await expect(verifyOtpAction({ otp: '123456' })).rejects.toMatchObject({ digest: expect.stringMatching(/^NEXT_REDIRECT/) });
    expect(session).toMatchObject({ isAuthenticated: true, sessionId: 'S1' });
    expect(session.customer).toBeUndefined();
    expect(session.ekycReminder).toBeUndefined();
  });
});

describe('the language at sign-in', () => {
  const PENDING = { transactionId: 'T1', loginId: '9876543210', maskedMobile: 'x', sentAt: 0, resendAfterSeconds: 30 };
  const VALIDATED = { sessionId: 'S1', clientId: 'C1', accessToken: 'a', refreshToken: 'r' };
  const toldCore = () => sentToCore.filter((c) => c.path === 'profile/language').map((c) => c.body);

  async function signIn(onProfile?: 'en' | 'hi') {
    const fallback = answer;
    answer = (path) => (path === 'otp/validate' ? { ...VALIDATED, preferredLanguage: onProfile } : fallback(path));
    session.pendingLogin = PENDING;
    await expect(verifyOtpAction({ otp: '123456' })).rejects.toMatchObject({ digest: expect.stringMatching(/^NEXT_REDIRECT/) });
  }

  it("sends the language chosen on this browser to the core when the profile's differs, and keeps it here", async () => {
    jar.set('lang', 'hi');
    await signIn('en');
    expect(toldCore()).toEqual([{ sessionId: 'S1', language: 'hi' }]);
    expect(jar.get('lang')).toBe('hi');
  });

  it("tells the core nothing when the profile already has the browser's language", async () => {
    jar.set('lang', 'hi');
    await signIn('hi');
    expect(toldCore()).toEqual([]);
    expect(jar.get('lang')).toBe('hi');
  });

  it("without a choice on this browser, the profile's language becomes the browser's", async () => {
    await signIn('hi');
    expect(jar.get('lang')).toBe('hi');
    expect(toldCore()).toEqual([]);
  });

  it('leaves a browser without a choice as it is when the profile names no language', async () => {
    await signIn(undefined);
    expect(jar.has('lang')).toBe(false);
    expect(toldCore()).toEqual([]);
  });
});
