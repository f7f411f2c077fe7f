'use server';

import { redirect, unstable_rethrow } from 'next/navigation';
import { GENERIC_ERROR } from '@/lib/constants';
import { payPremiumSchema } from '@/lib/schemas/payment';
import { TechnicalError, UpstreamError } from '@/lib/server/errors';
import { getPolicies } from '@/lib/server/data/policies';
import { createPremiumOrder, getPremiumBreakup } from '@/lib/server/data/premiums';
import { getPublicOrigin } from '@/lib/server/origin';
import { requireAuth } from '@/lib/server/session';

export type PayResult = { ok: false; message: string };

/**
 * A public endpoint like any server action: the input is checked, the policy must be the
 * customer's own, and the amount is the core's breakup total read here, never the browser's.
 * On success it does not return: the browser goes on to the payment gateway's page.
 */
export async function payPremiumAction(input: unknown): Promise<PayResult> {
  const parsed = payPremiumSchema.safeParse(input);
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? GENERIC_ERROR };
  await requireAuth();
  const { policyNo } = parsed.data;

  let redirectionLink: string;
  try {
    const owned = (await getPolicies()).some((p) => p.policyNo === policyNo);
    // Same words as for any unknown policy, so the answer never confirms someone else's.
    if (!owned) return { ok: false, message: 'Policy not found.' };
    const breakup = await getPremiumBreakup(policyNo);
    const returnUrl = `${await getPublicOrigin()}/order-confirmation`;
    redirectionLink = (await createPremiumOrder(policyNo, breakup.totalAmount, returnUrl)).redirectionLink;
    // The browser is sent wherever this points: only a web page, never e.g. a javascript: URL.
    if (!/^https?:\/\//i.test(redirectionLink)) throw new TechnicalError('create/order: unusable redirectionLink');
  } catch (e) {
    unstable_rethrow(e);
    if (e instanceof TechnicalError) console.error('pay premium failed:', e.detail);
    if (e instanceof UpstreamError || e instanceof TechnicalError) return { ok: false, message: e.message };
    console.error('pay premium failed:', e instanceof Error ? e.message : e);
    return { ok: false, message: GENERIC_ERROR };
  }
  redirect(redirectionLink);
}
