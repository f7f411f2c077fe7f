'use server';

import { z } from 'zod';
import { authActionClient } from '@/lib/server/action-client';
import { getCustomer } from '@/lib/server/data/profile';
import { registerGoGreen } from '@/lib/server/data/profile-requests';
import { goGreenSchema } from './go-green-schema';

const GO_GREEN = { feature: 'goGreen' } as const;

/**
 * What the modal shows first (SPEC §6): the form, or why not. Read fresh on each opening; the
 * core decides again on submit, where a request already on its way is refused too.
 */
export const goGreenStatusAction = authActionClient
  .metadata({ actionName: 'goGreenStatusAction', ...GO_GREEN })
  .inputSchema(z.object({}))
  .action(async () => {
    const customer = await getCustomer();
    return { optedIn: customer.goGreen, hasEmail: customer.email !== null };
  });

/** 'Register for E-statements': Yes raises the Go Green Request. */
export const registerGoGreenAction = authActionClient
  .metadata({ actionName: 'registerGoGreenAction', ...GO_GREEN })
  .inputSchema(goGreenSchema)
  .action(async () => ({ serviceRequestId: await registerGoGreen() }));
