'use server';

import { authActionClient } from '@/lib/server/action-client';
import { raiseComplaint } from '@/lib/server/data/complaints';
import { getOwnedPolicy } from '@/lib/server/data/policies';
import { COMPLAINT_MESSAGES, complaintSchema } from './complaint-schema';

/**
 * 'Raise a Complaint': the policy must be the customer's own (someone else's reads as the form's
 * own refusal, so nothing confirms it exists); the core runs the description and one-open-complaint
 * rules again and answers the acknowledgement: the complaint number and the day it is due.
 */
export const raiseComplaintAction = authActionClient
  .metadata({ actionName: 'raiseComplaintAction', wording: { notOwned: COMPLAINT_MESSAGES.notYours } })
  .inputSchema(complaintSchema)
  .action(async ({ parsedInput }) => {
    const policy = await getOwnedPolicy(parsedInput.policyNumber);
    return raiseComplaint({
      policy,
      category: parsedInput.category,
      description: parsedInput.description,
      attachmentIds: parsedInput.attachments.flatMap((f) => (f ? [f.documentId] : [])),
    });
  });
