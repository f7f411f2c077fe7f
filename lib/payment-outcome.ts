import { CODES } from '@portal/contracts/define';
import type { PAYMENT_STATUSES } from '@portal/contracts/premium';
import { GENERIC_ERROR } from './constants';
import { clock12, formatDate, indiaWallClock, parseCoreDate, parseCoreDateTime } from './format';
import { TechnicalError, UpstreamError } from './server/errors';

/*
 * Pure rules of the confirmation page (SPEC §4 "Payment status"), kept apart from the
 * server call so they are unit-tested: 200 success, 202 pending (info), 400 failed. A failed or
 * cancelled payment stays on its own page with 'Retry payment' (issue 24 §2), not a toast at home.
 */

export interface ConfirmedPayment {
  policyNo: string;
  /** filled in from the customer's own policy list */
  policyName?: string;
  amount: number;
  transactionId: string;
  receiptNumber: string | null;
  paidAt: string | null;
  /** an advance premium: the ISO due date of the instalment it covers */
  advanceFor: string | null;
}

/** A payment that failed or was cancelled at the gateway: what to say, and what a retry pays. */
export interface FailedPayment {
  policyNo: string;
  /** ISO due date of the premium it was for, handed back on a retry */
  dueDate: string | null;
  /** it was an advance: retrying it means paying early again, which the customer already chose */
  advance: boolean;
}

/** Several policies' dues paid in one transaction (issue 25 §2): each with its own receipt. */
export interface PaidTogether {
  transactionId: string;
  /** the core's total of the transaction */
  amount: number;
  paidAt: string | null;
  policies: Array<{ policyNo: string; policyName?: string; amount: number; receiptNumber: string | null }>;
}

export type PaymentOutcome =
  | { kind: 'success'; message: string; payment: ConfirmedPayment }
  | { kind: 'failed'; message: string; payment: FailedPayment }
  | { kind: 'paid-together'; message: string; payment: PaidTogether }
  /** none of them was paid; a retry pays the same policies' same dues */
  | { kind: 'failed-together'; message: string; policies: Array<{ policyNo: string; dueDate: string | null }> }
  | { kind: 'home'; tone: 'info' | 'error'; message: string };

interface StatusAnswer {
  code: number;
  message: string;
  data: {
    paymentStatus: (typeof PAYMENT_STATUSES)[number];
    policyNo: string;
    amount: string;
    transactionId: string;
    receiptNumber: string | null;
    paidAt: string | null;
    dueDate: string | null;
    advance: boolean;
    policies?: Array<{ policyNo: string; amount: string; receiptNumber: string | null; dueDate: string | null }> | undefined;
  };
}

/**
 * Shown only when the core sends a status without words of its own (the spec gives none): catalogue
 * keys, worded by the confirmation page in the customer's language.
 */
export const FALLBACK_SUCCESS = 'orderConfirmation.fallback.success';
export const FALLBACK_PENDING = 'orderConfirmation.fallback.pending';
export const FALLBACK_FAILED = 'orderConfirmation.fallback.failed';

/** Both the code and the status must say SUCCESS before a receipt is offered. */
export function outcomeFromAnswer(answer: StatusAnswer): PaymentOutcome {
  const { code, message, data } = answer;
  if (data.policies) return outcomeTogether(answer, data.policies);
  if (code === CODES.OK && data.paymentStatus === 'SUCCESS') {
    return {
      kind: 'success',
      message: message || FALLBACK_SUCCESS,
      payment: {
        policyNo: data.policyNo,
        amount: Number(data.amount),
        transactionId: data.transactionId,
        receiptNumber: data.receiptNumber,
        paidAt: data.paidAt,
        advanceFor: data.advance ? parseCoreDate(data.dueDate) : null,
      },
    };
  }
  if (data.paymentStatus === 'FAILED') {
    return {
      kind: 'failed',
      message: message || FALLBACK_FAILED,
      payment: { policyNo: data.policyNo, dueDate: parseCoreDate(data.dueDate), advance: data.advance },
    };
  }
  return { kind: 'home', tone: 'info', message: message || FALLBACK_PENDING };
}

/** The same rules for a transaction that pays several policies' dues: all paid or none. */
function outcomeTogether(
  { code, message, data }: StatusAnswer,
  policies: NonNullable<StatusAnswer['data']['policies']>,
): PaymentOutcome {
  if (code === CODES.OK && data.paymentStatus === 'SUCCESS') {
    const payment: PaidTogether = {
      transactionId: data.transactionId,
      amount: Number(data.amount),
      paidAt: data.paidAt,
      policies: policies.map((p) => ({ policyNo: p.policyNo, amount: Number(p.amount), receiptNumber: p.receiptNumber })),
    };
    return { kind: 'paid-together', message: message || FALLBACK_SUCCESS, payment };
  }
  if (data.paymentStatus === 'FAILED') {
    const retry = policies.map((p) => ({ policyNo: p.policyNo, dueDate: parseCoreDate(p.dueDate) }));
    return { kind: 'failed-together', message: message || FALLBACK_FAILED, policies: retry };
  }
  return { kind: 'home', tone: 'info', message: message || FALLBACK_PENDING };
}

/** Code 400 (FAILED) and other refusals carry the core's message; anything else is a technical fault. */
export function outcomeFromError(error: unknown): PaymentOutcome {
  if (error instanceof UpstreamError || error instanceof TechnicalError) {
    return { kind: 'home', tone: 'error', message: error.message };
  }
  return { kind: 'home', tone: 'error', message: GENERIC_ERROR };
}

/** paidAt arrives as an ISO instant, DD/MM/YYYY HH:mm:ss (IST) or DD/MM/YYYY; shown in IST as DD/MM/YYYY, hh:mm AM. */
export function formatPaidAt(text: string | null): string | null {
  if (!text) return null;
  // An instant with a zone is converted to India time; a bare one is already India time.
  if (/T\d{2}:\d{2}.*(Z|[+-]\d{2}:?\d{2})$/.test(text)) {
    const d = new Date(text);
    return Number.isNaN(d.getTime()) ? text : formatIstLocal(indiaWallClock(d));
  }
  const local = parseCoreDateTime(text) ?? (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(text) ? text : null);
  if (local) return formatIstLocal(local);
  const date = parseCoreDate(text) ?? (/^\d{4}-\d{2}-\d{2}$/.test(text) ? text : null);
  return date ? formatDate(date) : text;
}

/** India-local YYYY-MM-DDTHH:mm[:ss] → DD/MM/YYYY, hh:mm AM */
function formatIstLocal(local: string): string {
  const [date = '', time = ''] = local.split('T');
  return `${formatDate(date)}, ${clock12(time)}`;
}
