'use server';

import { z } from 'zod';
import { GENERIC_ERROR } from '@/lib/constants';
import { authActionClient } from '@/lib/server/action-client';
import { changeNominee } from '@/lib/server/data/nominee';
import { getOwnedPolicy } from '@/lib/server/data/policies';
import { nomineesSchema } from './nominee-rules';

const malformed = { error: GENERIC_ERROR };
const changeNomineeSchema = z.object({
  policyNo: z.string(malformed),
  nominees: nomineesSchema,
  srRequestToken: z.string(malformed).min(1, malformed).max(100, malformed),
});

/**
 * 'Change Nominee' after its OTP: the ownership gate first (someone else's policy reads 'Policy
 * not found.', as everywhere, and the core hears nothing of it), the form's rules again, then
 * changeNominee with the NOMINEE_CHANGE token of that policy. The core raises 'Nominee Change
 * Request', applied when the back office approves.
 */
export const changeNomineeAction = authActionClient
  .metadata({ actionName: 'changeNomineeAction' })
  .inputSchema(changeNomineeSchema)
  .action(async ({ parsedInput: { policyNo, nominees, srRequestToken } }) => {
    const policy = await getOwnedPolicy(policyNo);
    return { serviceRequestId: await changeNominee(policy, nominees, srRequestToken) };
  });
