import 'server-only';
import { cache } from 'react';
import { mandates, type serviceRequests } from '@portal/contracts';
import { parseCoreDate } from '../../format';
import { PolicyNotFoundError } from '../errors';
import { requireAuth } from '../session';
import { callAsCustomer } from './as-customer';
import { getOwnedPolicy } from './policies';

/*
 * 'My Auto Pay Mandates' (issue 10 §3): the customer's registered mandates, pausing or cancelling
 * one (each confirmed by the SR OTP of the mandate's policy) and presenting a failed debit again.
 * Upstream shapes stop here: the screens get ISO dates, numbers and an account number that shows
 * its last four digits only.
 */

export type MandateStatus = (typeof serviceRequests.MANDATE_STATUSES)[number];

export interface MandateDebit {
  /** ISO: the premium's due date, and the day the bank answered */
  dueDate: string;
  on: string;
  amount: number;
  status: 'SUCCESS' | 'FAILED';
  reason: string | null;
}

export interface Mandate {
  /** issue 27 §3: e-NACH (a bank account) or UPI AutoPay (a UPI ID, shown masked) */
  type: 'ENACH' | 'UPI';
  upiId: string | null;
  umrn: string;
  policyNo: string;
  policyName: string;
  bankName: string;
  /** 'XXXXXXXXXX7891' */
  maskedAccount: string;
  /** what the next debit takes */
  amount: number;
  frequency: string;
  /** ISO; null once cancelled or when nothing is due */
  nextDebitDate: string | null;
  status: MandateStatus;
  /** while Paused: debits still skipped, and the first debit date after the pause (ISO) */
  pausedDebits: number;
  resumesOn: string | null;
  lastDebit: MandateDebit | null;
  canRetry: boolean;
}

/** Whatever the core sends, only the last four characters stay readable. */
export function maskAccount(account: string): string {
  const chars = account.replace(/\s+/g, '');
  return 'X'.repeat(Math.max(0, chars.length - 4)) + chars.slice(-4);
}

const iso = (dmy: string | null) => parseCoreDate(dmy);

export function reshapeMandate(m: mandates.UpstreamMandate): Mandate {
  const last = m.lastDebit;
  return {
    type: m.mandateType ?? 'ENACH',
    upiId: m.mandateType === 'UPI' ? (m.upiId ?? null) : null,
    umrn: m.umrn,
    policyNo: m.policyNumber,
    policyName: m.policyName,
    bankName: m.bankName,
    maskedAccount: maskAccount(m.maskedAccountNumber),
    amount: Number(m.amount),
    frequency: m.paymentFrequency,
    nextDebitDate: iso(m.nextDebitDate),
    status: m.status,
    pausedDebits: m.status === 'Paused' ? m.pausedDebits : 0,
    resumesOn: m.status === 'Paused' ? iso(m.resumesOn) : null,
    lastDebit: last
      ? { dueDate: iso(last.dueDate) ?? '', on: iso(last.on) ?? '', amount: Number(last.amount), status: last.status, reason: last.reason }
      : null,
    // Only a live mandate's failed debit can be presented again, whatever the flag says.
    canRetry: m.canRetry && m.status !== 'Cancelled',
  };
}

/** The customer's registered mandates (listMandates), read once per render. */
export const getMandates = cache(async (): Promise<Mandate[]> =>
  (await callAsCustomer(mandates.listMandates, {})).map(reshapeMandate),
);

/**
 * The gate in front of every mandate action: the policy must be the customer's own
 * (getOwnedPolicy), and the UMRN one of the customer's mandates on that policy. Either failing
 * throws PolicyNotFoundError, which the actions word as 'mandate not found'.
 */
export async function getOwnedMandate(policyNo: string, umrn: string): Promise<Mandate> {
  const policy = await getOwnedPolicy(policyNo);
  const found = (await getMandates()).find((m) => m.umrn === umrn && m.policyNo === policy.policyNo);
  if (!found) throw new PolicyNotFoundError();
  return found;
}

export interface MandateChange {
  serviceRequestId: string;
  status: MandateStatus;
  /** ISO; a pause only */
  resumesOn: string | null;
}

/** Skips the next `debits` debits; the token is the MANDATE_PAUSE SR OTP's for the mandate's policy. */
export async function pauseMandate(umrn: string, debits: number, srRequestToken: string): Promise<MandateChange> {
  const { clientId } = await requireAuth();
  const data = await callAsCustomer(mandates.pauseMandate, { clientId, umrn, debits, srRequestToken });
  return { serviceRequestId: data.serviceRequestId, status: data.status, resumesOn: iso(data.resumesOn) };
}

/** Cancels for good; the token is the MANDATE_CANCEL SR OTP's. */
export async function cancelMandate(umrn: string, srRequestToken: string): Promise<MandateChange> {
  const { clientId } = await requireAuth();
  const data = await callAsCustomer(mandates.cancelMandate, { clientId, umrn, srRequestToken });
  return { serviceRequestId: data.serviceRequestId, status: data.status, resumesOn: null };
}

export interface DebitOutcome {
  status: 'SUCCESS' | 'FAILED';
  amount: number;
  receiptNumber: string | null;
}

/** reDebit: the failed debit presented again through the premium ledger. */
export async function retryDebit(umrn: string): Promise<DebitOutcome> {
  const { clientId } = await requireAuth();
  const data = await callAsCustomer(mandates.reDebit, { clientId, umrn });
  return { status: data.status, amount: Number(data.amount), receiptNumber: data.receiptNumber };
}
