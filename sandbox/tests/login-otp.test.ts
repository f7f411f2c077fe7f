import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { OTP_MAX_RESENDS, OTP_MAX_WRONG_TRIES, OTP_RESEND_SECONDS, OTP_VALID_MINUTES } from '@portal/contracts/constants';
import { policy, user } from '@portal/contracts';
import { sandboxClient } from './support/client';
import { startSandbox, type Sandbox } from '../http/server';

const AARAV = '9876543210';
const key = randomBytes(32);
const dataDir = mkdtempSync(join(tmpdir(), 'sandbox-login-'));
let now = Date.now();
let sb: Sandbox;
let client: ReturnType<typeof sandboxClient>;

const generate = (loginId: string, transactionId?: string) =>
  client.call(user.generateLoginOtp, {
    loginId,
    captchaToken: client.captchaToken,
    ...(transactionId ? { transactionId } : {}),
  });
const validate = (transactionId: string, otp: string) => client.call(user.validateLoginOtp, { transactionId, otp });
const txOf = (res: Awaited<ReturnType<typeof generate>>) =>
  (res.envelope?.data as { transactionId: string }).transactionId;
const wrongOtp = (otp: string) => String((Number(otp) + 1) % 1_000_000).padStart(6, '0');
const policies = (t: { sessionId: string; accessToken: string }) =>
  client.call(policy.getCustomerPolicyDetails, { sessionId: t.sessionId }, { token: t.accessToken });

beforeAll(async () => {
  sb = await startSandbox({ port: 0, dataDir, key, clock: () => now, tokenTtlSeconds: 900 });
  client = sandboxClient(sb.url, key);
});
beforeEach(() => {
  now = Date.now();
});
afterAll(async () => {
  await sb.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('OTP login', () => {
  it('logs in with the OTP read from the outbox', async () => {
    const gen = await generate(AARAV);
    expect(gen.envelope?.code).toBe(200);
    expect(user.generateLoginOtp.data.parse(gen.envelope?.data)).toMatchObject({
      maskedMobile: '9876XXXX10',
      resendAfterSeconds: OTP_RESEND_SECONDS,
      expiresInSeconds: OTP_VALID_MINUTES * 60,
    });
    const [sms] = await client.outbox();
    expect(sms).toMatchObject({ to: AARAV, channel: 'sms' });
    expect(sms?.otp).toMatch(/^\d{6}$/);
    expect(sms?.text).toContain(`is ${sms?.otp}. It is valid for ${OTP_VALID_MINUTES} minutes.`);
    expect(Date.parse(sms?.at ?? '')).not.toBeNaN();

    const val = await validate(txOf(gen), sms?.otp as string);
    const tokens = user.validateLoginOtp.data.parse(val.envelope?.data);
    expect(tokens.clientId).toBe('C1000001');
    expect(tokens.accessToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await policies(tokens)).envelope?.code).toBe(200);
  });

  it('accepts a policy number as login id and finds its owner', async () => {
    const gen = await generate('10000002');
    expect(gen.envelope?.data).toMatchObject({ maskedMobile: '9876XXXX10' });
  });

  it('refuses unknown ids and a bad captcha', async () => {
    expect((await generate('9000000000')).envelope).toEqual({
      code: 404,
      message: 'We could not find a policy or mobile number matching these details. Please check and try again.',
    });
    expect((await generate('99999999')).envelope?.code).toBe(404);
    const bad = await client.call(user.generateLoginOtp, { loginId: AARAV, captchaToken: 'wrong' });
    expect(bad.envelope?.code).toBe(400);
  });

  it('counts wrong OTPs down and locks after the last try', async () => {
    const tx = txOf(await generate(AARAV));
    const wrong = wrongOtp(await client.latestOtp(AARAV));
    for (let left = OTP_MAX_WRONG_TRIES - 1; left >= 1; left--) {
      const res = await validate(tx, wrong);
      expect(res.envelope?.code).toBe(400);
      expect(res.envelope?.message).toMatch(new RegExp(`^Incorrect OTP\\. You have ${left} attempts? left\\.$`));
    }
    const locked = { code: 429, message: 'Too many incorrect attempts. Please request a new OTP.' };
    expect((await validate(tx, wrong)).envelope).toEqual(locked);
    // Even the right code is refused once locked.
    expect((await validate(tx, await client.latestOtp(AARAV))).envelope).toEqual(locked);
  });

  it('refuses an early resend, allows a later one that replaces the OTP, and caps resends', async () => {
    const tx = txOf(await generate(AARAV));
    const first = await client.latestOtp(AARAV);
    expect((await generate(AARAV, tx)).envelope).toEqual({
      code: 429,
      message: 'Please wait before requesting a new OTP.',
    });
    await validate(tx, wrongOtp(first));
    for (let i = 0; i < OTP_MAX_RESENDS; i++) {
      now += OTP_RESEND_SECONDS * 1000;
      const again = await generate(AARAV, tx);
      expect(again.envelope?.code).toBe(200);
      expect(txOf(again)).toBe(tx);
    }
    now += OTP_RESEND_SECONDS * 1000;
    expect((await generate(AARAV, tx)).envelope).toEqual({
      code: 429,
      message: 'You have reached the maximum number of OTP requests. Please try again later.',
    });
    const latest = await client.latestOtp(AARAV);
    // The wrong try before the resends no longer counts.
    const res = await validate(tx, wrongOtp(latest));
    expect(res.envelope?.message).toBe(`Incorrect OTP. You have ${OTP_MAX_WRONG_TRIES - 1} attempts left.`);
    // The superseded code is just another wrong code now (unless chance repeated it).
    if (latest !== first) expect((await validate(tx, first)).envelope?.code).toBe(400);
    expect((await validate(tx, latest)).envelope?.code).toBe(200);
  });

  it('uses an OTP once only', async () => {
    const tx = txOf(await generate(AARAV));
    const otp = await client.latestOtp(AARAV);
    expect((await validate(tx, otp)).envelope?.code).toBe(200);
    expect((await validate(tx, otp)).envelope).toEqual({
      code: 400,
      message: 'This OTP is no longer valid. Please request a new OTP.',
    });
    expect((await validate('no-such-transaction', otp)).envelope?.code).toBe(400);
  });

  it('expires an OTP after its validity', async () => {
    const tx = txOf(await generate(AARAV));
    now += OTP_VALID_MINUTES * 60_000;
    expect((await validate(tx, await client.latestOtp(AARAV))).envelope).toEqual({
      code: 400,
      message: 'OTP has expired. Please request a new OTP.',
    });
  });
});

describe('sessions', () => {
  it('reports the previous login as last login, in IST', async () => {
    const tokens = await client.login(AARAV);
    const res = await client.call(user.profileDetails, { sessionId: tokens.sessionId }, { token: tokens.accessToken });
    const profile = user.upstreamUser.parse(res.envelope?.data);
    expect(profile).toMatchObject({
      clientId: 'C1000001', firstname: 'Aarav', surname: 'Sharma', primaryMobileNo: AARAV,
    });
    expect(profile.lastLogin).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/);
    // An earlier test logged in at (about) `now`; the seed's login was two days before.
    const later = await client.login(AARAV);
    const again = await client.call(user.profileDetails, { sessionId: later.sessionId }, { token: later.accessToken });
    const ist = new Date(now + 330 * 60_000);
    const p2 = (n: number) => String(n).padStart(2, '0');
    const today = `${p2(ist.getUTCDate())}/${p2(ist.getUTCMonth() + 1)}/${ist.getUTCFullYear()}`;
    expect(again.envelope?.data).toMatchObject({ lastLogin: expect.stringMatching(`^${today} `) });
  });

  it('shows the seeded last login on a fresh database', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sandbox-fresh-'));
    const fresh = await startSandbox({ port: 0, dataDir: dir, key });
    try {
      const c = sandboxClient(fresh.url, key);
      const t = await c.login(AARAV);
      const res = await c.call(user.profileDetails, { sessionId: t.sessionId }, { token: t.accessToken });
      const twoDaysAgo = new Date(Date.now() + 330 * 60_000 - 2 * 86_400_000);
      const p2 = (n: number) => String(n).padStart(2, '0');
      const day = `${p2(twoDaysAgo.getUTCDate())}/${p2(twoDaysAgo.getUTCMonth() + 1)}/${twoDaysAgo.getUTCFullYear()}`;
      expect(res.envelope?.data).toMatchObject({ lastLogin: `${day} 10:15:30`, profilePic: null, goGreenFlag: 'N' });
    } finally {
      await fresh.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses a token after logout', async () => {
    const t = await client.login(AARAV);
    const out = await client.call(user.logout, { sessionId: t.sessionId }, { token: t.accessToken });
    expect(out.envelope).toMatchObject({ code: 200, data: null });
    expect((await policies(t)).status).toBe(401);
  });

  it('refuses a token after the expire-tokens hook', async () => {
    const t = await client.login(AARAV);
    const hook = await client.admin('/__sandbox/expire-tokens', { mobile: AARAV });
    expect(hook.status).toBe(200);
    expect((await policies(t)).status).toBe(401);
  });

  it('slides the expiry with use, up to the absolute cap', async () => {
    const t = await client.login(AARAV);
    now += 800_000;
    expect((await policies(t)).status).toBe(200);
    now += 800_000; // 1600 s after login, but only 800 s after last use
    expect((await policies(t)).status).toBe(200);
    now += 901_000;
    expect((await policies(t)).status).toBe(401);

    const u = await client.login(AARAV);
    for (let i = 0; i < 40; i++) {
      now += 800_000;
      if ((await policies(u)).status !== 200) break;
    }
    expect((await policies(u)).status).toBe(401);
  });

  it("refuses a token used for another session's id", async () => {
    const a = await client.login(AARAV);
    const b = await client.login(AARAV);
    const res = await policies({ sessionId: b.sessionId, accessToken: a.accessToken });
    expect(res.status).toBe(401);
  });
});
