'use server';

import { z } from 'zod';
import { authActionClient } from '@/lib/server/action-client';
import { getPolicies } from '@/lib/server/data/policies';

export interface NomineePolicyOption {
  policyNo: string;
  label: string;
}

/** The picker's choices: every policy of the customer's, as the other policy pickers word them. */
export const nomineePoliciesAction = authActionClient
  .metadata({ actionName: 'nomineePoliciesAction' })
  .inputSchema(z.object({}))
  .action(async (): Promise<NomineePolicyOption[]> =>
    (await getPolicies()).map((p) => ({ policyNo: p.policyNo, label: `${p.policyNo} - ${p.name}` })),
  );
