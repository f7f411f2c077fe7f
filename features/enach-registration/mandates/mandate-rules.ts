import { z } from 'zod';
import { MANDATE_REFERENCE, MAX_PAUSE_DEBITS } from '@portal/contracts/mandates';
import { GENERIC_ERROR } from '@/lib/constants';
import type { useTranslations } from 'next-intl';
import { formatDate, formatRupees, formatSrNumber } from '@/lib/format';
import type { StatusTone } from '@/lib/types';

/*
 * Rules and words of 'My Auto Pay Mandates', free of server and browser APIs so the section, its
 * dialogs, the actions and the unit tests read the same ones. The core judges every request
 * again; the messages are its own (a unit test holds them to the core's).
 */

export { MAX_PAUSE_DEBITS };

/** Catalogue keys (enach.mandates.errors), worded where they are shown. */
export const MANDATE_MESSAGES = {
  /** someone else's mandate or policy reads like one that does not exist */
  notFound: 'enach.mandates.errors.notFound',
  pauseRange: 'enach.mandates.errors.pauseRange',
} as const;

/** The enach namespace's words, as the section's server and client parts both have them. */
export type EnachWords = ReturnType<typeof useTranslations<'enach'>>;

const TONES = { Active: 'green', Paused: 'amber', Cancelled: 'grey' } as const satisfies Record<string, StatusTone>;
export const mandateTone = (status: keyof typeof TONES): StatusTone => TONES[status];

export const debitsWord = (t: EnachWords, count: number) => t('mandates.debits', { count });

/** The choices of 'Pause for': 1 to MAX_PAUSE_DEBITS debits. */
export const pauseChoices = (t: EnachWords) =>
  Array.from({ length: MAX_PAUSE_DEBITS }, (_, i) => ({ value: String(i + 1), label: debitsWord(t, i + 1) }));

// The pause form's one field; a radio gives a string, the core takes a whole number.
const debits = z.coerce
  .number({ error: MANDATE_MESSAGES.pauseRange })
  .int(MANDATE_MESSAGES.pauseRange)
  .min(1, MANDATE_MESSAGES.pauseRange)
  .max(MAX_PAUSE_DEBITS, MANDATE_MESSAGES.pauseRange);

export const pauseFormSchema = z.object({ debits });
export type PauseFormInput = z.input<typeof pauseFormSchema>;
export type PauseFormValues = z.output<typeof pauseFormSchema>;

// Only a hand-made request breaks these: it reads 'Something went wrong'.
const malformed = { error: GENERIC_ERROR };
const mandateRef = {
  policyNo: z.string(malformed).regex(/^\d{8}$/, malformed),
  umrn: z.string(malformed).regex(MANDATE_REFERENCE, malformed),
};
const srRequestToken = z.string(malformed).min(1, malformed).max(200, malformed);

export const pauseMandateSchema = z.object({ ...mandateRef, debits, srRequestToken }, malformed);
export const cancelMandateSchema = z.object({ ...mandateRef, srRequestToken }, malformed);
export const retryDebitSchema = z.object(mandateRef, malformed);
export type MandateRef = z.infer<typeof retryDebitSchema>;

/** The result of a pause or cancellation, after the SR line every request confirmation starts with. */
export function changedText(
  t: EnachWords,
  change: { serviceRequestId: string; resumesOn: string | null },
  what: { kind: 'pause' | 'cancel'; policyNo: string; debits?: number },
): string {
  const { policyNo } = what;
  const done =
    what.kind === 'cancel'
      ? t('mandates.changed.cancelled', { policyNo })
      : change.resumesOn
        ? t('mandates.changed.pausedUntil', {
            policyNo,
            debits: debitsWord(t, what.debits ?? 1),
            date: formatDate(change.resumesOn),
          })
        : t('mandates.changed.paused', { policyNo, debits: debitsWord(t, what.debits ?? 1) });
  return t('mandates.changed.text', { sr: formatSrNumber(change.serviceRequestId), done });
}

/** The outcome of 'Retry debit', in words. */
export function retryText(
  t: EnachWords,
  outcome: { status: 'SUCCESS' | 'FAILED'; amount: number; receiptNumber: string | null },
): string {
  const amount = formatRupees(outcome.amount);
  if (outcome.status === 'FAILED') return t('mandates.retry.refused', { amount });
  return outcome.receiptNumber
    ? t('mandates.retry.paidWithReceipt', { amount, receipt: outcome.receiptNumber })
    : t('mandates.retry.paid', { amount });
}
