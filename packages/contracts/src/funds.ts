import { z } from 'zod';
import { decimalString, defineCall, policyNumber, serviceRequestNumber } from './define';
import { FUND_CODES } from './policy';

const P = '/policy/api/v1';
const percent = z.number().int().min(0).max(100);
const fundCode = z.enum(FUND_CODES);

/** What the SR OTP confirms; issue 10 adds a policy loan and pausing or cancelling a mandate (of the policy named). */
export const SR_REQUEST_TYPES = [
  'FUND_SWITCH',
  'PREMIUM_REDIRECTION',
  'POLICY_LOAN',
  'MANDATE_PAUSE',
  'MANDATE_CANCEL',
  'PARTIAL_WITHDRAWAL',
] as const;

export const fundSwitchSelection = z.object({
  sessionId: z.string().min(1),
  clientId: z.string().min(1),
  policyNumber,
  sourceFundSelection: z.array(z.object({ sourceFundCode: fundCode, sourcePercentageOrAmount: percent })).min(1),
  targetFundSelection: z.array(z.object({ targetFundCode: fundCode, targetPercentageOrAmount: percent })).min(1),
});

export const FUND_STATUS = ['Increased', 'Reduced', 'Unchanged'] as const;

/** fundSwitchSummary: the core's preview of a switch (SPEC §3 "Fund switch request"). */
export const fundSwitchSummary = defineCall({
  method: 'POST',
  path: `${P}/fundSwitchSummary`,
  auth: true,
  request: fundSwitchSelection,
  data: z.object({
    fundSummary: z.array(
      z.object({
        FundName: z.string(),
        CurrentUnitBalance: decimalString,
        CurrentAllocationPercent: decimalString,
        NewAllocationPercent: decimalString,
        Status: z.enum(FUND_STATUS),
      }),
    ),
    request: fundSwitchSelection.omit({ sessionId: true }),
  }),
});

/**
 * The switch itself. SPEC §7 names fundSwitch/preview, fundSwitchSummary and fundRegister without
 * saying which submits; fundRegister does here (docs/wire-format.md).
 */
export const fundRegister = defineCall({
  method: 'POST',
  path: `${P}/fundRegister`,
  auth: true,
  request: fundSwitchSelection.extend({
    customerName: z.string().min(1).max(120),
    coverageSelection: z.array(z.unknown()).max(0),
    srRequestToken: z.string().min(1),
  }),
  data: z.object({ serviceRequestId: serviceRequestNumber }),
});

export const premiumRedirection = defineCall({
  method: 'POST',
  path: `${P}/premiumRedirection`,
  auth: true,
  request: z.object({
    sessionId: z.string().min(1),
    clientId: z.string().min(1),
    customerName: z.string().min(1).max(120),
    policyNumber,
    selectCoverage: z.string().max(4000),
    fundAllocation: z.array(z.object({ virtualFund: fundCode, percentageOrAmount: percent })).min(1),
    srRequestToken: z.string().min(1),
    srRequestType: z.literal('PREMIUM_REDIRECTION'),
  }),
  data: z.object({ serviceRequestId: serviceRequestNumber }),
});

const U = '/usermgmt/api/v1';

/** OTP for a service request (paths not shown in SPEC §7; chosen here, docs/wire-format.md documents them). */
export const generateSrOtp = defineCall({
  method: 'POST',
  path: `${U}/sr/otp/generate`,
  auth: true,
  request: z.object({
    sessionId: z.string().min(1),
    clientId: z.string().min(1),
    policyNumber,
    srRequestType: z.enum(SR_REQUEST_TYPES),
    /** present on a resend */
    transactionId: z.string().min(1).optional(),
  }),
  data: z.object({
    transactionId: z.string(),
    maskedMobile: z.string(),
    resendAfterSeconds: z.number().int().nonnegative(),
    expiresInSeconds: z.number().int().positive(),
  }),
});

export const validateSrOtp = defineCall({
  method: 'POST',
  path: `${U}/sr/otp/validate`,
  auth: true,
  request: z.object({
    sessionId: z.string().min(1),
    clientId: z.string().min(1),
    transactionId: z.string().min(1),
    otp: z.string().regex(/^\d{6}$/),
    srRequestType: z.enum(SR_REQUEST_TYPES),
  }),
  data: z.object({ srRequestToken: z.string() }),
});
