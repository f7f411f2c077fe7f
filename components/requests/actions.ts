'use server';

import { z } from 'zod';
import { OPEN_REQUEST_KINDS } from '@portal/contracts/service-requests';
import { blockingRequest } from '@/lib/open-requests';
import { authActionClient } from '@/lib/server/action-client';
import { getPolicyOpenRequests } from '@/lib/server/data/open-requests';
import { getOwnedPolicy } from '@/lib/server/data/policies';

/**
 * Asked as a request on one policy opens (issue 24 §3: nominee, loan, frequency, fund switch,
 * premium redirection): the open request that would refuse it, or null. Fresh on every opening,
 * so one raised a moment ago on this page counts; the submit still checks.
 */
export const policyOpenRequestAction = authActionClient
  .metadata({ actionName: 'policyOpenRequestAction' })
  .inputSchema(z.object({ policyNo: z.string(), kinds: z.array(z.enum(OPEN_REQUEST_KINDS)).min(1) }))
  .action(async ({ parsedInput }) => {
    const owned = await getOwnedPolicy(parsedInput.policyNo);
    return blockingRequest(await getPolicyOpenRequests(owned), ...parsedInput.kinds);
  });
