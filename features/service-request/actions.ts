'use server';

import { authActionClient } from '@/lib/server/action-client';
import { getOwnedPolicy } from '@/lib/server/data/policies';
import { sendRequestDocuments } from '@/lib/server/data/request-documents';
import { raiseQuery } from '@/lib/server/data/service-requests';
import { RefusedError } from '@/lib/server/errors';
import { FILE_MISSING } from '@/lib/uploads/file-rules';
import { documentAnswerSchema, NEW_REQUEST_MESSAGES, newRequestSchema } from './new-request-schema';

/*
 * /service-request's public endpoints. The policy must be the customer's own; the core runs the
 * description and duplicate rules again and its words ('You have already raised this request.')
 * come back as the form's error.
 */

/** 'New Service Request': raises the query and answers its 8-digit number. */
export const raiseQueryAction = authActionClient
  .metadata({ actionName: 'raiseQueryAction', wording: { notOwned: NEW_REQUEST_MESSAGES.policy } })
  .inputSchema(newRequestSchema)
  .action(async ({ parsedInput }) => {
    const policy = await getOwnedPolicy(parsedInput.policyNumber);
    const serviceRequestId = await raiseQuery({
      policy,
      queryType: parsedInput.queryType,
      description: parsedInput.description,
      attachmentId: parsedInput.attachment?.documentId,
    });
    return { serviceRequestId };
  });

/**
 * Answers the back office's ask with the uploaded file. Whether the request is the customer's and
 * still waiting is the core's to say: a number typed into the browser reaches nothing else.
 */
export const answerDocumentAskAction = authActionClient
  .metadata({ actionName: 'answerDocumentAskAction' })
  .inputSchema(documentAnswerSchema)
  .action(async ({ parsedInput: { srNumber, file } }) => {
    // The schema has refused a missing file already; this only tells the types.
    if (!file) throw new RefusedError(FILE_MISSING);
    const answer = await sendRequestDocuments(srNumber, [{ documentId: file.documentId }]);
    return { srNumber: answer.srNumber, status: answer.srStatus };
  });
