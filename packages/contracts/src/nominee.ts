import { z } from 'zod';
import { coreDate, defineCall, policyNumber, serviceRequestNumber } from './define';
import { RELATIONSHIPS } from './options';

/**
 * changeNominee (policy service): replaces a policy's nominees. Confirmed by
 * the OTP to the registered mobile: contact/details/otp with srRequestType
 * NOMINEE_CHANGE and this policyNumber, whose token is `srRequestToken`.
 * Raised as 'Nominee Change Request' on the policy and applied when the back
 * office approves. Core rules (code 400): names as NAME_PATTERN (profile.ts);
 * a date of birth in the past; not 'Self'; shares total 100 ('Total share of
 * all nominees must be 100%'); a nominee under 18 needs an appointee's name
 * and relationship.
 */
export const MAX_NOMINEES = 10;

export const nomineeInput = z.object({
  nomineeName: z.string().max(100),
  relationship: z.enum(RELATIONSHIPS),
  /** DD/MM/YYYY */
  dateOfBirth: coreDate,
  sharePercentage: z.number().int().min(1).max(100),
  appointeeName: z.string().max(100).optional(),
  appointeeRelationship: z.enum(RELATIONSHIPS).optional(),
});
export type NomineeInput = z.infer<typeof nomineeInput>;

export const changeNominee = defineCall({
  method: 'POST',
  path: '/policy/api/v1/changeNominee',
  auth: true,
  request: z.object({
    sessionId: z.string().min(1),
    clientId: z.string().min(1).max(40),
    policyNumber,
    nominees: z.array(nomineeInput).min(1).max(MAX_NOMINEES),
    srRequestToken: z.string().min(1).max(100),
  }),
  data: z.object({ serviceRequestId: serviceRequestNumber }),
});
