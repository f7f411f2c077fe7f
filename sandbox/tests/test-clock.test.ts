import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OTP_RESEND_SECONDS } from '@portal/contracts/constants';
import { user } from '@portal/contracts';
import { AARAV } from './support/fixtures';
import { startTestSandbox, type TestSandbox } from './support/sandbox';

/*
 * POST /__sandbox/clock: browser tests run the core as a process and cannot reach its clock the
 * way these tests do, so they move it over HTTP instead of waiting out an OTP's resend wait.
 */
let t: TestSandbox;

beforeAll(async () => {
  t = await startTestSandbox('test-clock');
});
afterAll(() => t.stop());

const generate = (transactionId?: string) =>
  t.client.call(user.generateLoginOtp, {
    loginId: AARAV.mobile,
    captchaToken: t.client.captchaToken,
    ...(transactionId ? { transactionId } : {}),
  });
const moveClock = async (body: unknown) => {
  const res = await t.client.admin('/__sandbox/clock', body);
  return { status: res.status, body: (await res.json()) as { now?: number; error?: string } };
};

describe('the tester clock', () => {
  it('moves the core ahead, so a resend is allowed without waiting; a reset brings back real time', async () => {
    await t.client.clearOtpLimits();
    const first = await generate();
    const tx = (first.envelope?.data as { transactionId: string }).transactionId;
    expect((await generate(tx)).envelope?.code).toBe(429);

    const moved = await moveClock({ advanceMs: OTP_RESEND_SECONDS * 1000 });
    expect(moved.status).toBe(200);
    expect(moved.body.now).toBeGreaterThanOrEqual(t.now() + OTP_RESEND_SECONDS * 1000 - 1000);
    expect((await generate(tx)).envelope?.code).toBe(200);
    // The outbox tells the time on the core's clock, as the SMS gateway's log would.
    const [resent] = await t.client.outbox();
    expect(Date.parse(resent!.at)).toBeGreaterThan(Date.now() + (OTP_RESEND_SECONDS - 5) * 1000);

    expect((await t.client.admin('/__sandbox/reset')).status).toBe(200);
    const after = await moveClock({ advanceMs: 1 });
    expect(after.body.now).toBeLessThan(Date.now() + 5_000);
  });

  it('refuses anything but a forward move in whole milliseconds', async () => {
    for (const body of [
      {},
      { advanceMs: -1000 },
      { advanceMs: 0 },
      { advanceMs: 1.5 },
      { advanceMs: '1000' },
      { advanceMs: 1, x: 1 },
    ]) {
      const res = await moveClock(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error).toContain('advanceMs');
    }
  });
});
