import { describe, expect, it } from 'vitest';
import { landingStep, resolveDeepLink } from '@/features/fund-switch/flow-state';

const eligible = ['10000001', '10000002'];

describe('resolveDeepLink (SPEC §2 fund switch query)', () => {
  it('opens step 2 from policy details and step 1 from anywhere else', () => {
    expect(resolveDeepLink('10000001', 'policyDetails', eligible)).toEqual({ kind: 'policy', policyNo: '10000001', step: 2 });
    for (const from of ['app', 'dashboard', 'PolicyDetails', '', undefined]) {
      expect(resolveDeepLink('10000002', from, eligible)).toEqual({ kind: 'policy', policyNo: '10000002', step: 1 });
    }
  });

  it('starts at step 0 without a policy, and says so for one the customer cannot switch', () => {
    expect(resolveDeepLink(undefined, 'app', eligible)).toEqual({ kind: 'none' });
    expect(resolveDeepLink('  ', 'app', eligible)).toEqual({ kind: 'none' });
    for (const policyNo of ['20000001', '40000001', '1000000', 'abcdefgh', '100000011']) {
      expect(resolveDeepLink(policyNo, 'policyDetails', eligible)).toEqual({ kind: 'unavailable' });
    }
  });

  it('falls back to the holdings when there is nothing to switch out', () => {
    expect(landingStep(2, 3)).toBe(2);
    expect(landingStep(2, 0)).toBe(1);
    expect(landingStep(1, 3)).toBe(1);
  });
});
