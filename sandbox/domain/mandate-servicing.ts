import { CODES, mandates as contract, type serviceRequests } from '@portal/contracts';
import type { Language } from '@portal/contracts/language';
import { bankAccountOf } from '../store/bank-accounts';
import { addMonthsClamped, istToday } from '../store/calendar';
import type { Db } from '../store/db';
import {
  cancelMandateRow,
  insertMandateDebit,
  lastDebitOf,
  type MandateDebitRow,
  pauseMandateUntil,
  type RegisteredMandate,
} from '../store/enach';
import { insertOrder, liveOrderStatuses } from '../store/orders';
import { policyById, type PolicyRow, setPaymentType } from '../store/policies';
import { receiptForOrder } from '../store/receipts';
import { fail, type Failure } from './failure';
import { dmy, inr } from './format';
import { LEDGER_MESSAGES, settleOrder } from './ledger';
import { frequencyMonths, premiumBreakup } from './premium';
import { say, wordPart } from './messages';
import { type Notice, notifyCustomer, recordServiceRequest } from './service-requests';

/**
 * A registered auto-pay mandate after registration (issue 10 §3): its status, next debit,
 * pausing it for some debits, cancelling it, and presenting a failed debit again. Pause and
 * cancel take effect at once and are recorded as Closed service requests with their SMS and
 * email, like a fund switch. A debit the bank refuses is played by the tester endpoint
 * /__sandbox/mandates/fail-debit (the sandbox has no debit run of its own).
 */
type Status = (typeof serviceRequests.MANDATE_STATUSES)[number];

export const MANDATE_MESSAGES = {
  notFound: 'Auto pay mandate not found.',
  pauseRange: `You can pause auto pay for 1 to ${contract.MAX_PAUSE_DEBITS} debits.`,
  alreadyPaused: 'This auto pay mandate is already paused.',
  cancelled: 'This auto pay mandate has been cancelled.',
  noFailedDebit: 'There is no failed debit to retry on this mandate.',
  noDue: 'No premium is due for this mandate to debit.',
} as const;
export const DEBIT_FAILURE_REASON = 'Insufficient funds';
export const AUTO_DEBIT_MODE = 'e-NACH Auto Debit';

export function mandateStatus(m: Pick<RegisteredMandate, 'cancelled_at' | 'paused_until'>, today: string): Status {
  if (m.cancelled_at !== null) return 'Cancelled';
  return m.paused_until !== null && today < m.paused_until ? 'Paused' : 'Active';
}

/** The first debit on the policy's schedule not skipped by a pause; null once cancelled or when nothing is due. */
export function nextDebitDate(m: RegisteredMandate, p: PolicyRow): string | null {
  const months = frequencyMonths(p.payment_frequency);
  if (m.cancelled_at !== null || !p.prem_due || months === null) return null;
  let due = p.prem_due;
  while (m.paused_until !== null && due < m.paused_until) due = addMonthsClamped(due, months);
  return due;
}

/** The failed debit a retry would present: the last debit, failed, its premium still unpaid, the mandate not cancelled. */
export function retryableDebit(db: Db, m: RegisteredMandate, p: PolicyRow): MandateDebitRow | null {
  const last = lastDebitOf(db, m.id);
  if (!last || last.status !== 'FAILED' || m.cancelled_at !== null || p.prem_due !== last.due_date) return null;
  return last;
}

/** 'aarav.sharma@okhdfcbank' → 'aa**********@okhdfcbank': the handle's first two characters and the PSP. */
export const maskedVpa = (vpa: string) => {
  const [handle = '', psp = ''] = vpa.split('@');
  return `${handle.slice(0, 2)}${'*'.repeat(Math.max(0, handle.length - 2))}@${psp}`;
};

const masked = (account: string) => `${'X'.repeat(Math.max(0, account.length - 4))}${account.slice(-4)}`;

export function toUpstreamMandate(db: Db, m: RegisteredMandate, now: number): contract.UpstreamMandate {
  const today = istToday(now);
  const p = policyById(db, m.policy_id);
  const onRecord = m.kind === 'UPI' ? undefined : bankAccountOf(db, m.customer_id);
  // A UPI mandate debits the account behind its UPI ID: its PSP stands where a bank would.
  const upiId = m.kind === 'UPI' && m.vpa ? maskedVpa(m.vpa) : null;
  const last = lastDebitOf(db, m.id);
  const status = mandateStatus(m, today);
  const due = premiumBreakup(db, p, today)?.totalPaise ?? p.modal_premium_paise;
  return {
    umrn: m.umrn,
    policyNumber: p.policy_no,
    policyName: p.product_name,
    bankName: upiId ? 'UPI' : (m.bank_name ?? onRecord?.bank_name ?? 'Bank on record'),
    maskedAccountNumber: upiId ?? masked(m.account_number ?? onRecord?.account_number ?? ''),
    maxAmount: (m.amount_paise / 100).toFixed(2),
    amount: (due / 100).toFixed(2),
    paymentFrequency: p.payment_frequency,
    nextDebitDate: dmy(nextDebitDate(m, p)),
    status,
    pausedDebits: status === 'Paused' ? m.paused_debits : 0,
    resumesOn: status === 'Paused' ? dmy(m.paused_until) : null,
    registeredOn: dmy(istToday(m.created_at)),
    lastDebit: last
      ? {
          dueDate: dmy(last.due_date),
          amount: (last.amount_paise / 100).toFixed(2),
          status: last.status,
          reason: last.reason,
          on: dmy(istToday(last.at)),
        }
      : null,
    canRetry: retryableDebit(db, m, p) !== null,
    mandateType: m.kind,
    upiId,
  };
}

/** Whether the next `debits` debits may be skipped: an Active mandate with a debit ahead, 1–6 debits. */
export function checkPause(
  db: Db,
  m: RegisteredMandate,
  a: { debits: number; now: number },
): { ok: true; policy: PolicyRow; from: string; resumesOn: string } | Failure {
  const status = mandateStatus(m, istToday(a.now));
  if (status === 'Cancelled') return fail(CODES.BAD_REQUEST, MANDATE_MESSAGES.cancelled);
  if (status === 'Paused') return fail(CODES.BAD_REQUEST, MANDATE_MESSAGES.alreadyPaused);
  if (a.debits < 1 || a.debits > contract.MAX_PAUSE_DEBITS) return fail(CODES.BAD_REQUEST, MANDATE_MESSAGES.pauseRange);
  const policy = policyById(db, m.policy_id);
  const months = frequencyMonths(policy.payment_frequency);
  const from = nextDebitDate({ ...m, paused_until: null }, policy);
  if (!from || months === null) return fail(CODES.BAD_REQUEST, MANDATE_MESSAGES.noDue);
  return { ok: true, policy, from, resumesOn: addMonthsClamped(from, months * a.debits) };
}

/** Skips the next `debits` debits; recorded as a Closed 'Auto Pay Pause Request'. */
export function pauseMandate(
  db: Db,
  m: RegisteredMandate,
  a: { debits: number; now: number },
): { ok: true; srNumber: string; resumesOn: string } | Failure {
  const checked = checkPause(db, m, a);
  if (!checked.ok) return checked;
  const { policy: p, from, resumesOn } = checked;
  pauseMandateUntil(db, m.id, resumesOn, a.debits, a.now);
  const debitsWord = (language: Language) =>
    a.debits === 1 ? say(language, 'parts.oneDebit') : say(language, 'parts.manyDebits', { n: a.debits });
  const told =
    (sr: string): Notice =>
    (language) => ({
      subject: say(language, 'sms.mandatePausedSubject', { policyNo: p.policy_no }),
      text: say(language, 'sms.mandatePaused', {
        sr,
        umrn: m.umrn,
        policyNo: p.policy_no,
        debits: debitsWord(language),
        date: dmy(resumesOn),
      }),
    });
  const srNumber = recordServiceRequest(db, {
    customerId: m.customer_id,
    policyId: p.id,
    subject: contract.MANDATE_SUBJECTS.PAUSE,
    status: 'Closed',
    description: `Pause ${debitsWord('en')} from ${dmy(from)}`,
    now: a.now,
    message: (sr) => told(sr)('en').text,
  });
  notifyCustomer(db, m.customer_id, told(srNumber), a.now);
  return { ok: true, srNumber, resumesOn };
}

/** Cancels for good; premiums are paid online from then on. Recorded as a Closed 'Auto Pay Cancellation Request'. */
export function cancelMandate(db: Db, m: RegisteredMandate, now: number): { ok: true; srNumber: string } | Failure {
  if (m.cancelled_at !== null) return fail(CODES.BAD_REQUEST, MANDATE_MESSAGES.cancelled);
  const p = policyById(db, m.policy_id);
  cancelMandateRow(db, m.id, now);
  // With no live mandate the premium is paid another way: the auto-pay page offers Proceed again.
  setPaymentType(db, p.id, 'cash');
  const told =
    (sr: string): Notice =>
    (language) => ({
      subject: say(language, 'sms.mandateCancelledSubject', { policyNo: p.policy_no }),
      text: say(language, 'sms.mandateCancelled', { sr, umrn: m.umrn, policyNo: p.policy_no }),
    });
  const srNumber = recordServiceRequest(db, {
    customerId: m.customer_id,
    policyId: p.id,
    subject: contract.MANDATE_SUBJECTS.CANCEL,
    status: 'Closed',
    description: `Cancel UMRN ${m.umrn}`,
    now,
    message: (sr) => told(sr)('en').text,
  });
  notifyCustomer(db, m.customer_id, told(srNumber), now);
  return { ok: true, srNumber };
}

/** The bank refuses the debit presented for the premium now due (tester endpoint); false when nothing can be debited. */
export function failDebit(db: Db, m: RegisteredMandate, now: number): boolean {
  const p = policyById(db, m.policy_id);
  if (mandateStatus(m, istToday(now)) !== 'Active' || !p.prem_due) return false;
  const amountPaise = premiumBreakup(db, p, istToday(now))?.totalPaise ?? p.modal_premium_paise;
  insertMandateDebit(db, {
    mandateId: m.id,
    dueDate: p.prem_due,
    amountPaise,
    status: 'FAILED',
    reason: DEBIT_FAILURE_REASON,
    transactionId: null,
    at: now,
  });
  const due = p.prem_due;
  notifyCustomer(
    db,
    m.customer_id,
    (language) => ({
      subject: say(language, 'sms.debitFailedSubject', { policyNo: p.policy_no }),
      text: say(language, 'sms.debitFailed', {
        amount: inr(amountPaise),
        policyNo: p.policy_no,
        date: dmy(due),
        reason: wordPart(language, DEBIT_FAILURE_REASON),
      }),
    }),
    now,
  );
  return true;
}

/**
 * reDebit: the failed debit presented again, through the premium ledger (an order of purpose
 * REDEBIT for the same due, so a payment already under way blocks it). The sandbox's bank
 * answers at once with success: the receipt is written and the policy moves on.
 */
export function retryDebit(
  db: Db,
  m: RegisteredMandate,
  now: number,
): { ok: true; transactionId: string; amountPaise: number; receiptNo: string | null } | Failure {
  return db.transaction(() => {
    const p = policyById(db, m.policy_id);
    const debit = retryableDebit(db, m, p);
    if (!debit) return fail(CODES.BAD_REQUEST, MANDATE_MESSAGES.noFailedDebit);
    const live = liveOrderStatuses(db, p.id, debit.due_date);
    if (live.includes('SUCCESS')) return fail(CODES.BAD_REQUEST, LEDGER_MESSAGES.paid);
    if (live.length) return fail(CODES.BAD_REQUEST, LEDGER_MESSAGES.pending);
    const amountPaise = premiumBreakup(db, p, istToday(now))?.totalPaise ?? debit.amount_paise;
    const order = insertOrder(db, {
      customerId: m.customer_id,
      policyId: p.id,
      dueDate: debit.due_date,
      amountPaise,
      returnUrl: '',
      now,
      purpose: 'REDEBIT',
    });
    settleOrder(db, { transactionId: order.transaction_id, to: 'SUCCESS', from: ['INITIATED'], now });
    insertMandateDebit(db, {
      mandateId: m.id,
      dueDate: debit.due_date,
      amountPaise,
      status: 'SUCCESS',
      reason: null,
      transactionId: order.transaction_id,
      at: now,
    });
    const receiptNo = receiptForOrder(db, order.id)?.receipt_no ?? null;
    return { ok: true as const, transactionId: order.transaction_id, amountPaise, receiptNo };
  })();
}
