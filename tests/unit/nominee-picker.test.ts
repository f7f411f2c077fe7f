import { beforeEach, describe, expect, it, vi } from 'vitest';
import { nomineePolicySchema, POLICY_PICKER_MESSAGE } from '@/features/manage-profile/nominee/nominee-schema';
import { nomineesHref } from '@/components/policy/nominees-href';
import { callAction } from './action-call';
import { resetStubCore, upstreamPolicy } from './stub-core';

vi.mock('@/lib/server/session', () => ({
  requireAuth: async () => ({ sessionId: 'S1', clientId: 'C1000001', accessToken: 't', source: 'CP', embedded: false }),
}));
vi.mock('@/lib/server/env', () => ({ getEnv: () => ({ features: {} }) }));
vi.mock('@/lib/server/data/as-customer', () => import('./stub-core'));

const { nomineePoliciesAction } = await import('@/features/manage-profile/nominee/actions');

beforeEach(() => {
  resetStubCore({
    getCustomerPolicyDetails: () => [upstreamPolicy('10000001', 'IF'), upstreamPolicy('20000001', 'LA', { isUlip: 'N' })],
  });
});

describe('the nominee policy picker', () => {
  it('offers every policy of the customer’s', async () => {
    expect(await callAction(nomineePoliciesAction, {})).toEqual({
      ok: true,
      data: [
        { policyNo: '10000001', label: '10000001 - Wealth Plan' },
        { policyNo: '20000001', label: '20000001 - Wealth Plan' },
      ],
    });
  });

  it.each(['', undefined, null, '1234', 'abcdefgh'])('says %j is no choice', (policyNo) => {
    const result = nomineePolicySchema.safeParse({ policyNo });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(POLICY_PICKER_MESSAGE);
  });

  it('leads to the chosen policy’s nominee tab', () => {
    expect(nomineePolicySchema.parse({ policyNo: '10000001' })).toEqual({ policyNo: '10000001' });
    expect(nomineesHref('10000001')).toBe('/policy-details/10000001?tab=NOMINEE');
  });
});
