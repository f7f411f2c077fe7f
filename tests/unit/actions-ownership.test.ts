import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FEATURES } from '@/lib/features';
import { GENERIC_ERROR as GENERIC_ERROR_KEY } from '@/lib/constants';
import { emptyNominee } from '@/features/policy-details/change-nominee/nominee-rules';
import { callAction } from './action-call';
import { death } from './fixtures/claims';
import { resetStubCore, sent, upstreamPolicy } from './stub-core';
import { english } from './english-text';

// What the screen shows for each of the portal's own failures (SPEC §8).
const GENERIC_ERROR = english(GENERIC_ERROR_KEY);

/*
 * Every server action is a public endpoint. This finds them all on disk (every module that starts
 * with 'use server'), so a new action is covered the day it is written: it must either take a
 * policy and refuse someone else's, in the flow's own words, before any call to the core but the
 * customer's own policy list, or be listed below as taking no policy, with the reason.
 */
vi.mock('@/lib/server/session', () => ({
  requireAuth: async () => ({ sessionId: 'S1', clientId: 'C1000001', accessToken: 't', source: 'CP', embedded: false }),
  getSession: async () => ({ save: async () => undefined, destroy: () => undefined }),
}));
vi.mock('@/lib/server/env', () => ({
  getEnv: () => ({ features: Object.fromEntries(FEATURES.map((f) => [f, true])), publicUrl: 'http://portal.test' }),
}));
vi.mock('@/lib/server/data/as-customer', () => import('./stub-core'));

const ROOT = join(__dirname, '..', '..');
const SOMEONE_ELSES = '40000001';

function actionModules(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return actionModules(path);
    if (!/\.tsx?$/.test(entry.name)) return [];
    return /^\s*['"]use server['"]/.test(readFileSync(join(ROOT, path), 'utf8')) ? [path] : [];
  });
}

const modulePaths = ['app', 'components', 'features', 'lib'].flatMap(actionModules);
const actions = new Map<string, { module: string; action: (input: never) => Promise<object> }>();
for (const path of modulePaths) {
  const exported = (await import(/* @vite-ignore */ join(ROOT, path))) as Record<string, unknown>;
  for (const [name, value] of Object.entries(exported)) {
    if (typeof value === 'function') actions.set(name, { module: relative(ROOT, join(ROOT, path)), action: value as never });
  }
}

const NOT_FOUND = english('errors.policyNotFound');
const switchInput = { policyNo: SOMEONE_ELSES, sources: { PROT: 50 }, targets: { FLCP: 100 }, termsAccepted: true };
const srOtp = { policyNumber: SOMEONE_ELSES, srRequestType: 'FUND_SWITCH' };
const mandate = { policyNo: SOMEONE_ELSES, umrn: 'BDSK6543210987654321' };
const nominees = [{ ...emptyNominee('100'), nomineeName: 'Meera Sharma', relationship: 'Wife', dateOfBirth: '1989-02-14' }];

/** Each action that names a policy: an input that is valid but for the policy, and the words it refuses with. */
const TAKES_A_POLICY: Record<string, [input: object, message: string]> = {
  sendSrOtpAction: [srOtp, GENERIC_ERROR],
  verifySrOtpAction: [{ ...srOtp, transactionId: 'T1', otp: '123456' }, GENERIC_ERROR],
  sendContactOtpAction: [{ srRequestType: 'NOMINEE_CHANGE', policyNumber: SOMEONE_ELSES }, NOT_FOUND],
  intimateClaimAction: [
    { ...death, policyNumber: SOMEONE_ELSES },
    'We could not find this policy among the policies linked to your account.',
  ],
  requestEPolicyAction: [
    { policyNumber: SOMEONE_ELSES },
    'We could not find this policy among the policies linked to your account.',
  ],
  startEnachAction: [
    { policyNo: SOMEONE_ELSES, termsAccepted: true, disclaimerAccepted: true },
    'Your policy is not applicable for e-NACH registration',
  ],
  pauseMandateAction: [{ ...mandate, debits: 1, srRequestToken: 'tok' }, 'Auto pay mandate not found.'],
  cancelMandateAction: [{ ...mandate, srRequestToken: 'tok' }, 'Auto pay mandate not found.'],
  retryDebitAction: [mandate, 'Auto pay mandate not found.'],
  loadFundHoldingsAction: [{ policyNo: SOMEONE_ELSES }, 'This policy is not available for fund switch.'],
  previewFundSwitchAction: [switchInput, 'This policy is not available for fund switch.'],
  submitFundSwitchAction: [{ ...switchInput, srRequestToken: 'tok' }, 'This policy is not available for fund switch.'],
  payPremiumAction: [{ policyNo: SOMEONE_ELSES }, NOT_FOUND],
  // Someone else's among the customer's own: the whole payment is refused before the core hears of it.
  payDuesAction: [
    {
      policies: [
        { policyNo: SOMEONE_ELSES, dueDate: '2026-12-08' },
        { policyNo: '10000001', dueDate: '2026-12-08' },
      ],
    },
    NOT_FOUND,
  ],
  changeNomineeAction: [{ policyNo: SOMEONE_ELSES, nominees, srRequestToken: 'tok' }, NOT_FOUND],
  loadLoanAction: [{ policyNo: SOMEONE_ELSES }, NOT_FOUND],
  checkLoanAction: [{ policyNo: SOMEONE_ELSES, amount: '5000' }, NOT_FOUND],
  requestLoanAction: [{ policyNo: SOMEONE_ELSES, amount: '5000', srRequestToken: 'tok' }, NOT_FOUND],
  loadSurrenderAction: [{ policyNo: SOMEONE_ELSES }, NOT_FOUND],
  loadReinstatementAction: [{ policyNo: SOMEONE_ELSES }, NOT_FOUND],
  payReinstatementAction: [{ policyNo: SOMEONE_ELSES }, NOT_FOUND],
  raiseReinstatementAction: [{ policyNo: SOMEONE_ELSES, declarationAccepted: true }, NOT_FOUND],
  loadFrequenciesAction: [{ policyNo: SOMEONE_ELSES }, NOT_FOUND],
  policyOpenRequestAction: [{ policyNo: SOMEONE_ELSES, kinds: ['LOAN'] }, NOT_FOUND],
  changeFrequencyAction: [{ policyNo: SOMEONE_ELSES, frequency: 'Monthly' }, NOT_FOUND],
  loadRedirectionFundsAction: [{ policyNo: SOMEONE_ELSES }, 'This policy is not eligible for premium redirection.'],
  submitPremiumRedirectionAction: [
    { policyNo: SOMEONE_ELSES, allocations: [{ fundCode: 'PROT', percent: 100 }], termsAccepted: true, srRequestToken: 'tok' },
    'This policy is not eligible for premium redirection.',
  ],
  raiseQueryAction: [
    { policyNumber: SOMEONE_ELSES, queryType: 'PREMIUM_PAYMENT', description: 'Debited twice.', attachment: null },
    'Please select a policy',
  ],
  raiseComplaintAction: [
    { policyNumber: SOMEONE_ELSES, category: 'CLAIMS', description: 'No answer on my claim.', attachments: [] },
    'You can raise a complaint only on a policy of your own. Please select one of your policies.',
  ],
  repayLoanAction: [{ policyNo: SOMEONE_ELSES, amount: '5000' }, NOT_FOUND],
  topUpAction: [{ policyNo: SOMEONE_ELSES, amount: '10000', allocations: [{ fundCode: 'PROT', percent: 100 }] }, NOT_FOUND],
  partialWithdrawalAction: [
    { policyNo: SOMEONE_ELSES, amount: '10000', allocations: [{ fundCode: 'PROT', percent: 100 }], srRequestToken: 'tok' },
    NOT_FOUND,
  ],
  verifyUpiIdAction: [{ policyNo: SOMEONE_ELSES, vpa: 'aarav@okaxis' }, 'Your policy is not applicable for e-NACH registration'],
  startUpiMandateAction: [
    { policyNo: SOMEONE_ELSES, vpa: 'aarav@okaxis', maxAmount: 6000, frequency: 'MONTHLY', holderConfirmed: true },
    'Your policy is not applicable for e-NACH registration',
  ],
};

/** Each action that names no policy, and why. */
const TAKES_NO_POLICY: Record<string, string> = {
  requestOtpAction: 'login: before there is a customer',
  resendOtpAction: 'login: before there is a customer',
  verifyOtpAction: 'login: before there is a customer',
  cancelOtpAction: 'login: before there is a customer',
  logoutAction: 'ends the session',
  saveProfileImageAction: "the customer's own picture",
  removeProfileImageAction: "the customer's own picture",
  verifyContactOtpAction: 'checks an OTP by its transaction, which the core binds to the customer',
  loadContactDetailsAction: "the customer's own contact details",
  lookUpIfscAction: 'a bank directory look-up',
  lookUpPayoutIfscAction: 'a bank directory look-up',
  sendClaimDocumentsAction: "names a claim by its SR number, which the core looks up among the customer's own",
  answerDocumentAskAction: "names a request by its SR number, which the core looks up among the customer's own",
  claimUnclaimedAmountAction: "names an amount by the core's reference, looked up among the customer's own",
  sendAadhaarOtpAction: "the customer's own KYC",
  verifyAadhaarOtpAction: "the customer's own KYC",
  submitAadhaarProofAction: "the customer's own KYC",
  loadCountriesAction: 'a reference list',
  lookUpPincodeAction: 'a pincode directory look-up',
  updateAddressAction: "the customer's own address",
  updateEmailAction: "the customer's own email",
  verifyBankAccountAction: "the customer's own new payout account",
  updateBankAccountAction: "the customer's own payout account, by a penny drop of theirs",
  goGreenStatusAction: "the customer's own preference",
  registerGoGreenAction: "the customer's own preference",
  sendNewMobileOtpAction: "the customer's own mobile",
  updateMobileAction: "the customer's own mobile",
  nameChangeAction: "the customer's own name",
  nomineePoliciesAction: "lists the customer's own policies",
  verifyPanAction: "the customer's own PAN",
  updatePanAction: "the customer's own PAN",
  profileOpenRequestAction: "the customer's own open requests, by the modal's kind",
  withdrawConsentAction: "the customer's own consent (privacy centre)",
  sendPrivacyOtpAction: "the customer's own rights request (privacy centre)",
  verifyPrivacyOtpAction: "the customer's own rights request (privacy centre)",
  raiseRightsRequestAction: "the customer's own rights request (privacy centre)",
};

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  resetStubCore({
    getCustomerPolicyDetails: () => [upstreamPolicy('10000001', 'IF'), upstreamPolicy('20000002', 'IF', { isUlip: 'N' })],
  });
});

describe('the ownership gate in front of every server action', () => {
  it('finds the action modules on disk', () => {
    expect(modulePaths.length).toBeGreaterThanOrEqual(24);
  });

  it('knows of every action there is: each takes a policy and is tried below, or is listed as taking none', () => {
    const unknown = [...actions.keys()].filter((name) => !(name in TAKES_A_POLICY) && !(name in TAKES_NO_POLICY));
    expect(unknown).toEqual([]);
    const gone = [...Object.keys(TAKES_A_POLICY), ...Object.keys(TAKES_NO_POLICY)].filter((name) => !actions.has(name));
    expect(gone).toEqual([]);
  });

  it.each(Object.entries(TAKES_A_POLICY))(
    '%s refuses someone else’s policy before any other core call',
    async (name, [input, message]) => {
      const found = actions.get(name);
      expect(found, `${name} is exported by no action module`).toBeDefined();
      expect(await callAction(found!.action, input)).toEqual({ ok: false, message });
      expect(sent.map((c) => c.path)).toEqual(['getCustomerPolicyDetails']);
    },
  );
});

describe('the gate is the only maker of an owned policy', () => {
  const sources = (dir: string): string[] =>
    readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? sources(join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [join(dir, e.name)] : [],
    );

  it('no code outside lib/server/data/policies.ts casts a value to OwnedPolicy or OwnedPolicyNumber', () => {
    const casts = ['app', 'components', 'features', 'lib']
      .flatMap(sources)
      .filter((path) => path !== join('lib', 'server', 'data', 'policies.ts'))
      .filter((path) => /\bas\s+(OwnedPolicy|OwnedPolicyNumber)\b/.test(readFileSync(join(ROOT, path), 'utf8')));
    expect(casts).toEqual([]);
  });
});
