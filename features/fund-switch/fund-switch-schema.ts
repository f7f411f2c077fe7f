import { z } from 'zod';
import { MAX_PERCENT } from '@/lib/constants';
import { FUND_CODES } from '@portal/contracts/policy';
import { FUND_SWITCH_MESSAGES } from './fund-switch-rules';

/*
 * What the fund switch actions accept. They are public endpoints, so anything may arrive: a
 * policy number that is not one reads like an ineligible policy, and any other request the form
 * could never send is refused with the structural message, before any rule.
 */

export const FUND_SWITCH_NOT_AVAILABLE = 'fundSwitch.errors.notAvailable';

const malformed = { error: FUND_SWITCH_MESSAGES.structure };
const policyNo = z.string({ error: FUND_SWITCH_NOT_AVAILABLE }).regex(/^\d{8}$/, FUND_SWITCH_NOT_AVAILABLE);
const percent = z.number(malformed).int(malformed).min(0, malformed).max(MAX_PERCENT, malformed);
// partialRecord: a fund left out simply has 0 %; an unknown fund code fails the whole request.
const percentages = z.partialRecord(z.enum(FUND_CODES, malformed), percent, malformed);

export const fundSwitchPolicySchema = z.strictObject({ policyNo }, malformed);

export const fundSwitchPreviewSchema = z.strictObject(
  {
    policyNo,
    sources: percentages,
    targets: percentages,
    termsAccepted: z.boolean(malformed),
  },
  malformed,
);
export type FundSwitchPreviewInput = z.infer<typeof fundSwitchPreviewSchema>;

export const fundSwitchSubmitSchema = fundSwitchPreviewSchema.extend({
  srRequestToken: z.string(malformed).min(1, malformed).max(2048, malformed),
});
