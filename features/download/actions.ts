'use server';

import { z } from 'zod';
import { TECHNICAL_ERROR } from '@/lib/constants';
import { authActionClient } from '@/lib/server/action-client';
import { getOwnedPolicy } from '@/lib/server/data/policies';
import { raiseServiceRequest } from '@/lib/server/data/service-requests';
import { E_POLICY_SR_SUBJECT } from './download-options';

/** Same answer for a malformed number and for someone else's policy, so neither is confirmed to exist. */
const NOT_YOUR_POLICY = 'download.client.notYourPolicy';

const ePolicyRequestSchema = z.object(
  { policyNumber: z.string({ error: NOT_YOUR_POLICY }).regex(/^\d{8}$/, NOT_YOUR_POLICY) },
  { error: NOT_YOUR_POLICY },
);

/**
 * 'Request Soft Copy': the core has no e-policy on file for this policy, so a service request asks
 * the back office to email one (SPEC §1: within 5 working days). A repeat comes back as the
 * core's own 'You have already raised this request.'
 */
export const requestEPolicyAction = authActionClient
  .metadata({ actionName: 'requestEPolicyAction', wording: { notOwned: NOT_YOUR_POLICY, unexpected: TECHNICAL_ERROR } })
  .inputSchema(ePolicyRequestSchema)
  .action(async ({ parsedInput: { policyNumber } }) => {
    const policy = await getOwnedPolicy(policyNumber);
    const serviceRequestId = await raiseServiceRequest({
      subject: E_POLICY_SR_SUBJECT,
      policy,
      // i18n-ignore: for the back office, in the insurer's working language
      description: `The e-policy document of policy ${policyNumber} is not available for download. Please email a soft copy to the registered email address.`,
    });
    return { serviceRequestId };
  });
