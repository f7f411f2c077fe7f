import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { policy, user } from '@portal/contracts';
import type { LoginTokens } from './support/client';
import { AARAV } from './support/fixtures';
import { istDay, startTestSandbox, type TestSandbox } from './support/sandbox';

let t: TestSandbox;
const policies = (who: LoginTokens) => t.call(who, policy.getCustomerPolicyDetails, {});
const profile = async (who: LoginTokens) => user.upstreamUser.parse((await t.call(who, user.profileDetails, {})).envelope?.data);

beforeAll(async () => {
  t = await startTestSandbox('sessions', { tokenTtlSeconds: 900 });
});
afterAll(() => t.stop());

describe('sessions', () => {
  it('shows the seeded last login on a fresh database, then the previous login, in IST', async () => {
    const first = await t.client.login(AARAV.mobile);
    expect(await profile(first)).toMatchObject({
      clientId: AARAV.clientId,
      firstname: 'Aarav',
      surname: 'Sharma',
      primaryMobileNo: AARAV.mobile,
      lastLogin: `${istDay(Date.now(), -2)} 10:15:30`,
      profilePic: null,
      goGreenFlag: 'N',
    });
    const later = await t.client.login(AARAV.mobile);
    expect((await profile(later)).lastLogin).toMatch(new RegExp(`^${istDay(t.now())} \\d{2}:\\d{2}:\\d{2}$`));
  });

  it('refuses a token after logout', async () => {
    const who = await t.client.login(AARAV.mobile);
    expect((await t.call(who, user.logout, {})).envelope).toMatchObject({ code: 200, data: null });
    expect((await policies(who)).status).toBe(401);
  });

  it('a reset re-seeds the data; sessions survive it only when asked to', async () => {
    const kept = await t.client.login(AARAV.mobile);
    expect((await t.client.admin('/__sandbox/reset', { keepSessions: true })).status).toBe(200);
    expect((await policies(kept)).status).toBe(200);
    expect((await t.client.admin('/__sandbox/reset', {})).status).toBe(200);
    expect((await policies(kept)).status).toBe(401);
    expect((await t.client.admin('/__sandbox/reset', { keepSessions: 'yes' })).status).toBe(400);
  });

  it('refuses a token after the expire-tokens hook', async () => {
    const who = await t.client.login(AARAV.mobile);
    expect((await t.client.admin('/__sandbox/expire-tokens', { mobile: AARAV.mobile })).status).toBe(200);
    expect((await policies(who)).status).toBe(401);
  });

  it('slides the expiry with use, up to the absolute cap', async () => {
    const who = await t.client.login(AARAV.mobile);
    t.advanceSeconds(800);
    expect((await policies(who)).status).toBe(200);
    t.advanceSeconds(800); // 1600 s after login, but only 800 s after last use
    expect((await policies(who)).status).toBe(200);
    t.advanceSeconds(901);
    expect((await policies(who)).status).toBe(401);

    const busy = await t.client.login(AARAV.mobile);
    for (let i = 0; i < 40; i++) {
      t.advanceSeconds(800);
      if ((await policies(busy)).status !== 200) break;
    }
    expect((await policies(busy)).status).toBe(401);
  });

  it("refuses a token used for another session's id", async () => {
    const a = await t.client.login(AARAV.mobile);
    const b = await t.client.login(AARAV.mobile);
    expect((await policies({ ...b, accessToken: a.accessToken })).status).toBe(401);
  });
});
