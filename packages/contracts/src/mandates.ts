import { z } from 'zod';
import { coreDate, decimalString as num, defineCall, policyNumber, serviceRequestNumber } from './define';
import { MANDATE_STATUSES } from './service-requests';

/**
 * 'My Auto Pay Mandates' (issue 10 §3): the customer's registered e-NACH mandates, pausing one for
 * a number of debits, cancelling one (both confirmed with the service-request OTP: generateSrOtp /
 * validateSrOtp with srRequestType MANDATE_PAUSE or MANDATE_CANCEL and the mandate's policy
 * number), and presenting a failed debit again (reDebit). Pause and cancel take effect at once and
 * are recorded as Closed service requests ('Auto Pay Pause Request', 'Auto Pay Cancellation
 * Request'); the tracker's MANDATE lines carry the mandate's status.
 */
const P = '/policy/api/v1';

export const MAX_PAUSE_DEBITS = 6;
export const MANDATE_SUBJECTS = {
  PAUSE: 'Auto Pay Pause Request',
  CANCEL: 'Auto Pay Cancellation Request',
} as const;

/** An e-NACH mandate's UMRN (BDSK + 16 digits) or a UPI AutoPay mandate's UMN (UPIM + 16 digits, issue 27 §3). */
export const MANDATE_REFERENCE = /^(?:BDSK|UPIM)\d{16}$/;
const umrn = z.string().regex(MANDATE_REFERENCE);

export const upstreamMandate = z.object({
  umrn,
  policyNumber,
  policyName: z.string(),
  bankName: z.string(),
  /** 'XXXXXXXXXX7891' */
  maskedAccountNumber: z.string(),
  /** the most one debit may take (the annualised premium, SPEC §2 info note) */
  maxAmount: num,
  /** what the next debit will take: the premium due */
  amount: num,
  paymentFrequency: z.string(),
  /** null once cancelled */
  nextDebitDate: coreDate.nullable(),
  status: z.enum(MANDATE_STATUSES),
  /** while Paused: debits still to be skipped, and the first debit date after the pause */
  pausedDebits: z.number().int().nonnegative(),
  resumesOn: coreDate.nullable(),
  registeredOn: coreDate,
  lastDebit: z
    .object({
      dueDate: coreDate,
      amount: num,
      status: z.enum(['SUCCESS', 'FAILED']),
      /** the bank's reason for a failure */
      reason: z.string().nullable(),
      on: coreDate,
    })
    .nullable(),
  /** the last debit failed and may be presented again (reDebit) */
  canRetry: z.boolean(),
  /** issue 27 §3: 'UPI' for UPI AutoPay (then bankName is the UPI ID's PSP and upiId is masked); absent means e-NACH */
  mandateType: z.enum(['ENACH', 'UPI']).optional(),
  upiId: z.string().nullable().optional(),
});
export type UpstreamMandate = z.infer<typeof upstreamMandate>;

export const listMandates = defineCall({
  method: 'POST',
  path: `${P}/mandates`,
  auth: true,
  request: z.object({ sessionId: z.string().min(1) }),
  data: z.array(upstreamMandate),
});

const mandateCall = z.object({
  sessionId: z.string().min(1),
  clientId: z.string().min(1),
  umrn,
  srRequestToken: z.string().min(1),
});

/** Skips the next `debits` debits (1–6, else 400 'You can pause auto pay for 1 to 6 debits.'); an Active mandate only. */
export const pauseMandate = defineCall({
  method: 'POST',
  path: `${P}/mandates/pause`,
  auth: true,
  request: mandateCall.extend({ debits: z.number().int().min(1).max(12) }),
  data: z.object({ serviceRequestId: serviceRequestNumber, status: z.enum(MANDATE_STATUSES), resumesOn: coreDate }),
});

/** Cancels for good (an Active or Paused mandate); premiums are then paid another way. */
export const cancelMandate = defineCall({
  method: 'POST',
  path: `${P}/mandates/cancel`,
  auth: true,
  request: mandateCall,
  data: z.object({ serviceRequestId: serviceRequestNumber, status: z.enum(MANDATE_STATUSES) }),
});

/**
 * reDebit: presents the failed debit again through the same ledger as premiums. The sandbox's bank
 * answers at once: SUCCESS writes the receipt and moves the policy on, as a premium paid.
 * 400 'There is no failed debit to retry on this mandate.'; 404 for another customer's mandate.
 */
export const reDebit = defineCall({
  method: 'POST',
  path: `${P}/reDebit`,
  auth: true,
  request: z.object({ sessionId: z.string().min(1), clientId: z.string().min(1), umrn }),
  data: z.object({
    status: z.enum(['SUCCESS', 'FAILED']),
    amount: num,
    transactionId: z.string(),
    receiptNumber: z.string().nullable(),
  }),
});
