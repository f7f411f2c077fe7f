import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FEATURES } from '@/lib/features';
import { callAction } from './action-call';
import { resetStubCore, sent, upstreamPolicy } from './stub-core';

/*
 * Every action that takes a policy number asks the ownership gate first: someone else's policy
 * is refused, in the flow's own words, before the core hears anything else about it.
 */
vi.mock('@/lib/server/session', () => ({
  requireAuth: async () => ({ sessionId: 'S1', clientId: 'C1000001', accessToken: 't', source: 'CP', embedded: false }),
}));
vi.mock('@/lib/server/env', () => ({
  getEnv: () => ({ features: Object.fromEntries(FEATURES.map((f) => [f, true])) }),
}));
vi.mock('@/lib/server/data/as-customer', () => import('./stub-core'));

const modules = {
  login: await import('@/features/login/actions'),
  logout: await import('@/components/shell/actions'),
  download: await import('@/features/download/actions'),
  enach: await import('@/features/enach-registration/actions'),
  fundSwitch: await import('@/features/fund-switch/actions'),
  payPremium: await import('@/features/pay-premium/actions'),
  redirection: await import('@/features/premium-redirection/actions'),
  srOtp: await import('@/components/otp/sr-otp-actions'),
};
const { download, enach, fundSwitch, payPremium, redirection, srOtp } = modules;

const SOMEONE_ELSES = '40000001';
const switchInput = { policyNo: SOMEONE_ELSES, sources: { PROT: 50 }, targets: { FLCP: 100 }, termsAccepted: true };
const srInput = { policyNumber: SOMEONE_ELSES, srRequestType: 'FUND_SWITCH' };

const cases: Array<[name: string, action: (input: never) => Promise<object>, input: object, message: string]> = [
  [
    'requestEPolicyAction',
    download.requestEPolicyAction,
    { policyNumber: SOMEONE_ELSES },
    'We could not find this policy among the policies linked to your account.',
  ],
  [
    'startEnachAction',
    enach.startEnachAction,
    { policyNo: SOMEONE_ELSES, termsAccepted: true, disclaimerAccepted: true },
    'Your policy is not applicable for e-NACH registration',
  ],
  [
    'loadFundHoldingsAction',
    fundSwitch.loadFundHoldingsAction,
    { policyNo: SOMEONE_ELSES },
    'This policy is not available for fund switch.',
  ],
  ['previewFundSwitchAction', fundSwitch.previewFundSwitchAction, switchInput, 'This policy is not available for fund switch.'],
  [
    'submitFundSwitchAction',
    fundSwitch.submitFundSwitchAction,
    { ...switchInput, srRequestToken: 'tok' },
    'This policy is not available for fund switch.',
  ],
  ['payPremiumAction', payPremium.payPremiumAction, { policyNo: SOMEONE_ELSES }, 'Policy not found.'],
  [
    'loadRedirectionFundsAction',
    redirection.loadRedirectionFundsAction,
    { policyNo: SOMEONE_ELSES },
    'This policy is not eligible for premium redirection.',
  ],
  [
    'submitPremiumRedirectionAction',
    redirection.submitPremiumRedirectionAction,
    { policyNo: SOMEONE_ELSES, allocations: [{ fundCode: 'PROT', percent: 100 }], termsAccepted: true, srRequestToken: 'tok' },
    'This policy is not eligible for premium redirection.',
  ],
  ['sendSrOtpAction', srOtp.sendSrOtpAction, srInput, 'Something went wrong'],
  ['sendSrOtpAction (resend)', srOtp.sendSrOtpAction, { ...srInput, transactionId: 'T1' }, 'Something went wrong'],
  ['verifySrOtpAction', srOtp.verifySrOtpAction, { ...srInput, transactionId: 'T1', otp: '123456' }, 'Something went wrong'],
];

/** The login steps come before there is a customer; logout takes nothing. */
const WITHOUT_POLICY = ['requestOtpAction', 'resendOtpAction', 'verifyOtpAction', 'cancelOtpAction', 'logoutAction'];

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  resetStubCore({ getCustomerPolicyDetails: () => [upstreamPolicy('10000001', 'IF')] });
});

describe('the ownership gate in front of every action that takes a policy number', () => {
  it.each(cases)('%s refuses someone else’s policy before any other core call', async (_name, action, input, message) => {
    expect(await callAction(action, input)).toEqual({ ok: false, message });
    expect(sent.map((c) => c.path)).toEqual(['getCustomerPolicyDetails']);
  });

  it('covers every action there is', () => {
    const exported = Object.values(modules).flatMap((m) => Object.keys(m));
    const covered = new Set([...cases.map(([name]) => name.split(' ')[0]), ...WITHOUT_POLICY]);
    expect(exported.filter((name) => !covered.has(name))).toEqual([]);
  });
});
