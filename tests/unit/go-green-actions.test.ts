import { beforeEach, describe, expect, it, vi } from 'vitest';
import { GO_GREEN_MESSAGES } from '@/features/manage-profile/go-green/go-green-schema';
import { GENERIC_ERROR as GENERIC_ERROR_KEY } from '@/lib/constants';
import { UpstreamError } from '@/lib/server/errors';
import { callAction } from './action-call';
import { core, resetStubCore, sent, upstreamUser } from './stub-core';
import { english } from './english-text';

// What the screen shows for each of the portal's own failures (SPEC §8).
const GENERIC_ERROR = english(GENERIC_ERROR_KEY);

let goGreenOn = true;

vi.mock('@/lib/server/session', () => ({
  requireAuth: async () => ({ sessionId: 'S1', clientId: 'C1000001', accessToken: 't', source: 'CP', embedded: false }),
}));
vi.mock('@/lib/server/env', () => ({ getEnv: () => ({ features: { goGreen: goGreenOn } }) }));
vi.mock('@/lib/server/data/as-customer', () => import('./stub-core'));

const { goGreenStatusAction, registerGoGreenAction } = await import('@/features/manage-profile/go-green/actions');

const details =
  (extra: Record<string, unknown> = {}) =>
  () =>
    upstreamUser({ emailId: 'aarav@example.com', ...extra });

beforeEach(() => {
  goGreenOn = true;
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  resetStubCore({ details: details(), goGreenRegisteration: () => ({ serviceRequestId: '12345678' }) });
});

describe('goGreenStatusAction', () => {
  it.each([
    ['an email and no opt-in', {}, { optedIn: false, hasEmail: true }],
    ['the flag Y', { goGreenFlag: 'Y' }, { optedIn: true, hasEmail: true }],
    ['no email on record', { emailId: null }, { optedIn: false, hasEmail: false }],
    ['an empty email', { emailId: '' }, { optedIn: false, hasEmail: false }],
  ])('reads %s', async (_, extra, expected) => {
    core.details = details(extra);
    expect(await callAction(goGreenStatusAction, {})).toEqual({ ok: true, data: expected });
  });
});

describe('registerGoGreenAction', () => {
  it('raises the request with the customer’s client id and answers its number', async () => {
    expect(await callAction(registerGoGreenAction, { register: 'Yes' })).toEqual({
      ok: true,
      data: { serviceRequestId: '12345678' },
    });
    expect(sent).toEqual([{ path: 'goGreenRegisteration', body: { sessionId: 'S1', clientId: 'C1000001' } }]);
  });

  it.each([{ register: 'No' }, {}, { register: 'yes' }, null])(
    'refuses anything but Yes (%j) before the core hears of it',
    async (input) => {
      expect(await callAction(registerGoGreenAction, input)).toEqual({
        ok: false,
        message: english(GO_GREEN_MESSAGES.chooseYes),
      });
      expect(sent).toEqual([]);
    },
  );

  it.each([english(GO_GREEN_MESSAGES.already), english(GO_GREEN_MESSAGES.noEmail), 'You have already raised this request.'])(
    'shows the core’s refusal as it is: %s',
    async (message) => {
      core.goGreenRegisteration = () => new UpstreamError(message, 400);
      expect(await callAction(registerGoGreenAction, { register: 'Yes' })).toEqual({ ok: false, message });
    },
  );

  it('is closed while the goGreen flag is off', async () => {
    goGreenOn = false;
    expect(await callAction(registerGoGreenAction, { register: 'Yes' })).toEqual({ ok: false, message: GENERIC_ERROR });
    expect(sent).toEqual([]);
  });
});
