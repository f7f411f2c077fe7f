'use server';

import { authActionClient } from '@/lib/server/action-client';
import { requestNameChange } from '@/lib/server/data/profile-requests';
import { nameChangeSchema } from './name-schema';

/** 'Change Name': the form parsed again with its own schema, then the Name Change Request with its proof. */
export const nameChangeAction = authActionClient
  .metadata({ actionName: 'nameChangeAction' })
  .inputSchema(nameChangeSchema)
  .action(async ({ parsedInput: { proof, ...name } }) => ({ serviceRequestId: await requestNameChange(name, proof) }));
