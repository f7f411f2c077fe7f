import { z } from 'zod';
import { MAX_PERCENT } from '../constants';
import { FUND_CODES } from '@portal/contracts/policy';
import { FUND_STATUS } from '@portal/contracts/funds';
import { FUND_SWITCH_MESSAGES } from '../fund-switch-rules';
import type { FundHoldings } from '../types';

/*
 * What the fund switch actions accept. They are public endpoints, so anything may arrive; a
 * request the form could never send is refused with the structural message, before any rule.
 */

export const FUND_SWITCH_NOT_AVAILABLE = 'This policy is not available for fund switch.';

const policyNo = z.string({ error: FUND_SWITCH_NOT_AVAILABLE }).regex(/^\d{8}$/, FUND_SWITCH_NOT_AVAILABLE);
const percent = z.number().int().min(0).max(MAX_PERCENT);
// partialRecord: a fund left out simply has 0 %; an unknown fund code fails the whole request.
const percentages = z.partialRecord(z.enum(FUND_CODES), percent);

export const fundSwitchPolicySchema = z.strictObject({ policyNo });

export const fundSwitchPreviewSchema = z.strictObject(
  {
    policyNo,
    sources: percentages,
    targets: percentages,
    termsAccepted: z.boolean(),
  },
  { error: FUND_SWITCH_MESSAGES.structure },
);
export type FundSwitchPreviewInput = z.infer<typeof fundSwitchPreviewSchema>;

export const fundSwitchSubmitSchema = fundSwitchPreviewSchema.extend({
  srRequestToken: z.string().min(1).max(2048),
});
export type FundSwitchSubmitInput = z.infer<typeof fundSwitchSubmitSchema>;

/** One row of the core's summary, as step 3 shows it. */
export interface FundSummaryRow {
  fundName: string;
  /** the core's decimal string, kept exact */
  currentUnits: string;
  currentPercent: number;
  newPercent: number;
  status: (typeof FUND_STATUS)[number];
}

type Failure = { ok: false; message: string };
export type FundHoldingsResult = { ok: true; holdings: FundHoldings } | Failure;
export type FundSwitchPreviewResult = { ok: true; rows: FundSummaryRow[] } | Failure;
export type FundSwitchSubmitResult = { ok: true; serviceRequestId: string } | Failure;

/** Turns a zod failure into the one message the customer sees. */
export function firstIssue(error: z.ZodError, fallback: string = FUND_SWITCH_MESSAGES.structure): string {
  const issue = error.issues[0];
  return issue?.path[0] === 'policyNo' ? FUND_SWITCH_NOT_AVAILABLE : fallback;
}
