'use server';

import { unstable_rethrow } from 'next/navigation';
import { z } from 'zod';
import { E_POLICY_SR_SUBJECT } from '@/lib/download-options';
import { getPolicies } from '@/lib/server/data/policies';
import { raiseServiceRequest } from '@/lib/server/data/service-requests';
import { userMessage } from '@/lib/server/errors';
import { requireAuth } from '@/lib/server/session';

export type RequestEPolicyResult = { ok: true; serviceRequestId: string } | { ok: false; message: string };

const input = z.object({ policyNumber: z.string().regex(/^\d{8}$/) });

/** Same answer for a malformed number and for someone else's policy, so neither is confirmed to exist. */
const NOT_YOUR_POLICY = 'We could not find this policy among the policies linked to your account.';

/**
 * 'Request Soft Copy': the core has no e-policy on file for this policy, so a service request asks
 * the back office to email one (SPEC §1: within 5 working days).
 */
export async function requestEPolicyAction(raw: unknown): Promise<RequestEPolicyResult> {
  const parsed = input.safeParse(raw);
  if (!parsed.success) return { ok: false, message: NOT_YOUR_POLICY };
  const { policyNumber } = parsed.data;
  await requireAuth();
  try {
    const owned = (await getPolicies()).some((p) => p.policyNo === policyNumber);
    if (!owned) return { ok: false, message: NOT_YOUR_POLICY };
    const serviceRequestId = await raiseServiceRequest({
      subject: E_POLICY_SR_SUBJECT,
      policyNumber,
      description: `The e-policy document of policy ${policyNumber} is not available for download. Please email a soft copy to the registered email address.`,
    });
    return { ok: true, serviceRequestId };
  } catch (e) {
    // An expired session redirects to login; only the core's answers become messages.
    unstable_rethrow(e);
    return { ok: false, message: userMessage(e) };
  }
}
