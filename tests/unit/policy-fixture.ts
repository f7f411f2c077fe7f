import type { Policy } from '@/lib/types';

/** An in-force monthly ULIP in the app's own shape; tests override what they are about. */
export function makePolicy(overrides: Partial<Policy> = {}): Policy {
  return {
    policyNo: '10000001',
    name: 'Wealth Builder ULIP',
    insuredName: 'A',
    statusCode: 'IF',
    statusText: 'In Force',
    premiumStatus: 'Premium Due',
    isUlip: true,
    productCode: 'WBU',
    paidToDate: '2026-12-01',
    dueDate: '2026-12-01',
    payableAmount: 5000,
    payNow: true,
    paymentFrequency: 'Monthly',
    paymentType: 'cash',
    sumAssured: 1_200_000,
    riderBenefit: null,
    policyTerm: '20 Years',
    premiumPayingTerm: '10 Years',
    annuity: null,
    currentValue: null,
    investedValue: null,
    gainLoss: null,
    returnsPercent: null,
    selectCoverage: '[]',
    autoPay: 'NONE',
    openRequest: false,
    ...overrides,
  };
}
