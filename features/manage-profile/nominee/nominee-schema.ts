import { z } from 'zod';

/** SPEC §5 "Policy picker". */
export const POLICY_PICKER_MESSAGE = 'profileModals.nominee.errors.policy';

/** The picker's one field. Nothing is trusted from it: the nominee tab it leads to checks ownership. */
export const nomineePolicySchema = z.object({
  policyNo: z.string({ error: POLICY_PICKER_MESSAGE }).regex(/^\d{8}$/, POLICY_PICKER_MESSAGE),
});
export type NomineePolicyInput = z.infer<typeof nomineePolicySchema>;
