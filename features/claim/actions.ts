'use server';

import { authActionClient } from '@/lib/server/action-client';
import { intimateClaim, lookUpBank } from '@/lib/server/data/claims';
import { getOwnedPolicy } from '@/lib/server/data/policies';
import { sendRequestDocuments } from '@/lib/server/data/request-documents';
import { RefusedError } from '@/lib/server/errors';
import { CLAIM_MESSAGES } from './claim-rules';
import { claimDocumentsSchema, claimSchema, ifscSchema, toIntimation } from './claim-schema';

/*
 * 'Intimate a Claim' and 'Track Claim'. The form is parsed again with the browser's schema; the
 * policy passes the ownership gate before the core hears of it, and the core then judges who may
 * claim on it, the dates, the bank and the documents, and the duplicate rule.
 */
const NOT_YOUR_POLICY = 'claim.errors.notYourPolicy';

/** Bank and branch of an IFSC for the form's read-only fields; an unknown code is refused in words. */
export const lookUpIfscAction = authActionClient
  .metadata({ actionName: 'lookUpIfscAction', feature: 'claim' })
  .inputSchema(ifscSchema)
  .action(async ({ parsedInput }) => {
    const branch = await lookUpBank(parsedInput.ifsc);
    if (!branch) throw new RefusedError(CLAIM_MESSAGES.ifsc);
    return branch;
  });

export const intimateClaimAction = authActionClient
  .metadata({ actionName: 'intimateClaimAction', feature: 'claim', wording: { notOwned: NOT_YOUR_POLICY } })
  .inputSchema(claimSchema)
  .action(async ({ parsedInput }) => {
    const policy = await getOwnedPolicy(parsedInput.policyNumber);
    return { serviceRequestId: await intimateClaim(policy, toIntimation(parsedInput)) };
  });

/** The customer's answer to what the back office asked for on a claim: one file per thing asked, named in words. */
export const sendClaimDocumentsAction = authActionClient
  .metadata({ actionName: 'sendClaimDocumentsAction', feature: 'claim' })
  .inputSchema(claimDocumentsSchema)
  .action(async ({ parsedInput: { srNumber, documents } }) => {
    const sent = await sendRequestDocuments(
      srNumber,
      documents.flatMap((d) => (d.file ? [{ documentId: d.file.documentId, label: d.label }] : [])),
    );
    return { status: sent.srStatus };
  });
