import { z } from 'zod';
import { MAX_PAUSE_DEBITS } from '@portal/contracts/mandates';
import { GENERIC_ERROR } from '@/lib/constants';
import { formatDate, formatRupees, srSubmittedLine } from '@/lib/format';
import type { StatusTone } from '@/lib/types';

/*
 * Rules and words of 'My Auto Pay Mandates', free of server and browser APIs so the section, its
 * dialogs, the actions and the unit tests read the same ones. The core judges every request
 * again; the messages are its own (a unit test holds them to the core's).
 */

export { MAX_PAUSE_DEBITS };

export const MANDATE_MESSAGES = {
  /** someone else's mandate or policy reads like one that does not exist */
  notFound: 'Auto pay mandate not found.',
  pauseRange: `You can pause auto pay for 1 to ${MAX_PAUSE_DEBITS} debits.`,
} as const;

export const SECTION_TITLE = 'My Auto Pay Mandates';
export const EMPTY_TEXT = 'You have no auto pay mandates yet. Once you register one above, it shows here.';

const TONES = { Active: 'green', Paused: 'amber', Cancelled: 'grey' } as const satisfies Record<string, StatusTone>;
export const mandateTone = (status: keyof typeof TONES): StatusTone => TONES[status];

export const debitsWord = (n: number) => (n === 1 ? '1 debit' : `${n} debits`);

/** The choices of 'Pause for': 1 to MAX_PAUSE_DEBITS debits. */
export const PAUSE_CHOICES = Array.from({ length: MAX_PAUSE_DEBITS }, (_, i) => ({
  value: String(i + 1),
  label: debitsWord(i + 1),
}));

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
  umrn: z.string(malformed).regex(/^BDSK\d{16}$/, malformed),
};
const srRequestToken = z.string(malformed).min(1, malformed).max(200, malformed);

export const pauseMandateSchema = z.object({ ...mandateRef, debits, srRequestToken }, malformed);
export const cancelMandateSchema = z.object({ ...mandateRef, srRequestToken }, malformed);
export const retryDebitSchema = z.object(mandateRef, malformed);
export type MandateRef = z.infer<typeof retryDebitSchema>;

/** The result of a pause or cancellation, after the SR line every request confirmation starts with. */
export function changedText(
  change: { serviceRequestId: string; resumesOn: string | null },
  what: { kind: 'pause' | 'cancel'; policyNo: string; debits?: number },
): string {
  const done =
    what.kind === 'cancel'
      ? `Auto pay on policy ${what.policyNo} is cancelled; please pay your premiums online or register a new mandate.`
      : `Auto pay on policy ${what.policyNo} is paused for ${debitsWord(what.debits ?? 1)}` +
        (change.resumesOn ? `; debits resume on ${formatDate(change.resumesOn)}.` : '.');
  return `${srSubmittedLine(change.serviceRequestId)} ${done} We have sent the details to your registered mobile number and email.`;
}

/** The outcome of 'Retry debit', in words. */
export function retryText(outcome: { status: 'SUCCESS' | 'FAILED'; amount: number; receiptNumber: string | null }): string {
  if (outcome.status === 'FAILED') {
    return `Your bank refused the debit of ${formatRupees(outcome.amount)} again. Please pay the premium online to keep your policy in force.`;
  }
  const receipt = outcome.receiptNumber ? ` Receipt number ${outcome.receiptNumber}.` : '';
  return `The debit of ${formatRupees(outcome.amount)} went through. Your premium is paid.${receipt}`;
}
