'use server';

import { authActionClient } from '@/lib/server/action-client';
import { updatePan, verifyPan } from '@/lib/server/data/pan';
import { panFormSchema, panVerifySchema } from './pan-schema';

/*
 * 'Edit Pan Card'. Verify asks the issuer; its "not verified" is an answer for the screen (a toast
 * and the proof field), not a failure. Submit parses the whole form again: the proof is required
 * unless the PAN was verified in the customer's name.
 */
export const verifyPanAction = authActionClient
  .metadata({ actionName: 'verifyPanAction' })
  .inputSchema(panVerifySchema)
  .action(async ({ parsedInput }) => ({ panCheck: await verifyPan(parsedInput.panNumber) }));

export const updatePanAction = authActionClient
  .metadata({ actionName: 'updatePanAction' })
  .inputSchema(panFormSchema)
  .action(async ({ parsedInput: { panNumber, panCheck, proof } }) => updatePan(panNumber, panCheck, proof));
