'use server';

import { z } from 'zod';
import { PROFILE_MODAL_KEYS } from '@/components/shell/profile-modals/modal-keys';
import { blockingRequest } from '@/lib/open-requests';
import { authActionClient } from '@/lib/server/action-client';
import { getOpenRequests } from '@/lib/server/data/open-requests';
import { KINDS_OF_MODAL } from './modal-kinds';

/**
 * Asked as a profile modal opens (issue 24 §3): the open request that would refuse what the modal
 * raises, or null. The customer is told before any form, upload or OTP; the submit still checks.
 */
export const profileOpenRequestAction = authActionClient
  .metadata({ actionName: 'profileOpenRequestAction' })
  .inputSchema(z.object({ modal: z.enum(PROFILE_MODAL_KEYS) }))
  .action(async ({ parsedInput }) => {
    const kinds = KINDS_OF_MODAL[parsedInput.modal];
    return kinds.length === 0 ? null : blockingRequest(await getOpenRequests(), ...kinds);
  });
