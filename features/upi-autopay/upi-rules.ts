import { z } from 'zod';
import { UPI_FREQUENCIES, VPA_PATTERN } from '@portal/contracts/upi';
import { ENACH_MESSAGES } from '@/features/enach-registration/enach-rules';

/**
 * UPI AutoPay's form rules (issue 27 §3), shared by the form and its server actions. The core
 * checks them again (the UPI ID with its stand-in, the maximum against the premium).
 */
/** Catalogue keys (upiAutopay.errors); the form words them, the actions send them as they are. */
export const UPI_MESSAGES = {
  vpaFormat: 'upiAutopay.errors.vpaFormat',
  verifyFirst: 'upiAutopay.errors.verifyFirst',
  confirmHolder: 'upiAutopay.errors.confirmHolder',
  amount: 'upiAutopay.errors.amount',
  belowPremium: 'upiAutopay.errors.belowPremium',
  frequency: 'upiAutopay.errors.frequency',
} as const;

export const normaliseVpa = (vpa: string) => vpa.trim().toLowerCase();
export const isVpa = (vpa: string) => VPA_PATTERN.test(normaliseVpa(vpa));

/** Rupees with at most two decimals, more than zero; null otherwise. */
export function parseAmount(text: string): number | null {
  const t = text.replace(/,/g, '').trim();
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(t)) return null;
  const n = Number(t);
  return n > 0 ? n : null;
}

const policyNo = z.string({ error: ENACH_MESSAGES.noPolicy }).regex(/^\d{8}$/, ENACH_MESSAGES.noPolicy);
const vpa = z
  .string({ error: UPI_MESSAGES.vpaFormat })
  .transform(normaliseVpa)
  .pipe(z.string().regex(VPA_PATTERN, UPI_MESSAGES.vpaFormat));

export const verifyUpiSchema = z.object({ policyNo, vpa });

export const startUpiSchema = z.object({
  policyNo,
  vpa,
  maxAmount: z.number({ error: UPI_MESSAGES.amount }).positive(UPI_MESSAGES.amount).max(999_999_999, UPI_MESSAGES.amount),
  frequency: z.enum(UPI_FREQUENCIES, { error: UPI_MESSAGES.frequency }),
  holderConfirmed: z.literal(true, { error: UPI_MESSAGES.confirmHolder }),
});
