'use server';

import { unstable_rethrow } from 'next/navigation';
import { GENERIC_ERROR } from '@/lib/constants';
import { ENACH_MESSAGES } from '@/lib/enach-rules';
import { enachStartSchema, type EnachStartResult } from '@/lib/schemas/enach';
import { startEnachMandate } from '@/lib/server/data/enach';
import { userMessage } from '@/lib/server/errors';
import { requireAuth } from '@/lib/server/session';

/**
 * Proceed/Modify (SPEC §4 "Auto-pay"): consent, then the mandate order; the browser then opens
 * the provider's SDK with what comes back. A public endpoint, so nothing sent is trusted.
 */
export async function startEnachAction(input: unknown): Promise<EnachStartResult> {
  await requireAuth();
  const parsed = enachStartSchema.safeParse(input);
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? ENACH_MESSAGES.noPolicy };
  try {
    return await startEnachMandate(parsed.data.policyNo);
  } catch (e) {
    // An expired session (a redirect to login) must still leave the page.
    unstable_rethrow(e);
    console.error('e-NACH start failed:', e instanceof Error ? e.message : e);
    return { ok: false, message: userMessage(e, GENERIC_ERROR) };
  }
}
