import { z } from 'zod';
import { coreDate as ddmmyyyy, decimalString as num, defineCall, policyRequest, sessionOnly } from './define';

const P = '/policy/api/v1';

export const AUTO_PAY_STATES = ['ACTIVE', 'PAUSED', 'NONE'] as const;
export type AutoPayState = (typeof AUTO_PAY_STATES)[number];

export const upstreamPolicy = z.object({
  id: z.string(),
  policyNo: z.string(),
  policyName: z.string(),
  insuredName: z.string(),
  policyStatus: z.string(),
  policyStatusCode: z.string(),
  premiumStatus: z.string(),
  isUlip: z.enum(['Y', 'N']),
  paidToDate: ddmmyyyy.nullable(),
  premDue: ddmmyyyy.nullable(),
  payableAmount: num.nullable(),
  paymentFrequency: z.string(),
  paymentType: z.string(),
  productCode: z.string(),
  hasAnnuityDetails: z.boolean(),
  annuityDetailsDto: z.object({ firstAnnuityDate: ddmmyyyy, nextAnnuityDate: ddmmyyyy }).nullable(),
  sumAssured: num,
  riderBenefit: num.nullable(),
  policyTerm: z.string(),
  premPayTerm: z.string(),
  currentValue: num.nullable(),
  investedValue: num.nullable(),
  gainLoss: num.nullable(),
  returns: num.nullable(),
  /** a JSON string, as the core sends it */
  selectCoverage: z.string(),
  /** not in SPEC: the core's word that a premium can be paid now (due, overdue or a revival; not an advance) */
  payNow: z.enum(['Y', 'N']),
  /** not in SPEC (issue 25 §1): the policy's auto-pay mandate, registered and live, paused, or none */
  autoPay: z.enum(AUTO_PAY_STATES),
  /** not in SPEC (issue 25 §1): a service request or claim on this policy is still open */
  openRequest: z.enum(['Y', 'N']),
});
export type UpstreamPolicy = z.infer<typeof upstreamPolicy>;

export const getCustomerPolicyDetails = defineCall({
  method: 'POST',
  path: `${P}/getCustomerPolicyDetails`,
  auth: true,
  request: sessionOnly,
  data: z.array(upstreamPolicy),
});

/**
 * Not in SPEC (issue 25 §1): the home page's totals, summed by the core's one rule so the portal
 * never adds money up. `funds` is null when no policy holds units; `dues` are the next premium of
 * each premium-paying policy, soonest first.
 */
export const portfolioDue = z.object({
  policyNo: z.string(),
  policyName: z.string(),
  amount: num,
  dueDate: ddmmyyyy,
  /** the policy's auto-pay will debit this premium */
  autoPay: z.enum(['Y', 'N']),
  /** it can be paid online now (the card's Pay Now) */
  payNow: z.enum(['Y', 'N']),
});
export const getPortfolioSummary = defineCall({
  method: 'POST',
  path: `${P}/getPortfolioSummary`,
  auth: true,
  request: sessionOnly,
  data: z.object({
    /** sum assured of the policies in force */
    lifeCover: num,
    inForceCount: z.number().int().nonnegative(),
    funds: z
      .object({
        currentValue: num,
        investedValue: num,
        gainLoss: num,
        /** percent of the invested value */
        returns: num,
        navDate: ddmmyyyy,
        policyCount: z.number().int().positive(),
      })
      .nullable(),
    dues: z.array(portfolioDue),
  }),
});

export const upstreamPolicyDetails = upstreamPolicy.extend({
  commencementDate: ddmmyyyy,
  maturityDate: ddmmyyyy.nullable(),
  modalPremium: num,
  proposerName: z.string(),
  planType: z.string(),
});
export const getPolicyDetailsByPolicyNo = defineCall({
  method: 'POST',
  path: `${P}/getPolicyDetailsByPolicyNo`,
  auth: true,
  request: policyRequest,
  data: upstreamPolicyDetails,
});

export const upstreamNominee = z.object({
  nomineeName: z.string(),
  relationship: z.string(),
  sharePercentage: num,
  dateOfBirth: ddmmyyyy.nullable(),
  appointeeName: z.string().nullable(),
  appointeeRelationship: z.string().nullable().optional(),
});
export const getNomineeDetails = defineCall({
  method: 'POST',
  path: `${P}/getNomineeDetails`,
  auth: true,
  request: policyRequest,
  data: z.array(upstreamNominee),
});

export const upstreamCoverage = z.object({
  coverageName: z.string(),
  coverageType: z.enum(['BASE', 'RIDER']),
  sumAssured: num,
  premium: num,
  coverageTerm: z.string(),
  status: z.string(),
});
export const getCoverageDetailsByPolicyNo = defineCall({
  method: 'POST',
  path: `${P}/getCoverageDetailsByPolicyNo`,
  auth: true,
  request: policyRequest,
  data: z.array(upstreamCoverage),
});

export const FUND_CODES = ['PROT', 'FLCP', 'BALN', 'VIRT', 'MUL2', 'MULT', 'PRES'] as const;
export const upstreamFund = z.object({
  FundName: z.string(),
  FundCode: z.enum(FUND_CODES),
  UnitBalance: num,
  NavValue: num,
  FundValue: num,
  FundValuePercentage: num,
  /** percent of future premiums going to this fund */
  FundAllocation: num,
});
export type UpstreamFund = z.infer<typeof upstreamFund>;
export const getFundSwitchDetails = defineCall({
  method: 'POST',
  path: `${P}/getFundSwitchDetails`,
  auth: true,
  request: policyRequest.extend({ customerId: z.string().min(1) }),
  data: z.object({ fundSwitchList: z.array(upstreamFund), navDate: ddmmyyyy }),
});
