import { CODES, type upi } from '@portal/contracts';
import { addMonthsClamped, istToday } from '../store/calendar';
import type { Db } from '../store/db';
import type { MandateRow } from '../store/enach';
import type { PolicyRow } from '../store/policies';
import { insertUpiMandate } from '../store/upi';
import { fail, type Failure } from './failure';
import { inr } from './format';
import { digest } from './mandates';
import { yearsOf } from './policy-values';
import { frequencyMonths, premiumBreakup } from './premium';
import { vpaHolder } from './upi-directory';
import { randomToken } from '../store/ids';

/**
 * UPI AutoPay's registration rules (issue 27 §3, RBI's e-mandate framework as NPCI's UPI AutoPay
 * carries it out): a UPI ID the stand-in knows, a maximum per debit not below the premium (a
 * debit above a mandate's maximum is refused by the payer's bank, so a smaller mandate could never
 * pay it), validity to the premium paying term's last due date, and the policy's own frequency or
 * "as presented".
 */
export const UPI_MESSAGES = {
  unknownVpa: 'We could not find this UPI ID. Please check it and try again.',
  belowPremium: 'The maximum amount must be at least your premium of ₹{amount}.',
  badAmount: 'Please enter a valid maximum amount.',
  frequency: 'Please choose a frequency this policy can use.',
} as const;

/** The policy's frequency in NPCI's words; null for one it has no pattern for. */
const NPCI_FREQUENCY: Record<number, upi.UpiFrequency> = { 1: 'MONTHLY', 3: 'QUARTERLY', 6: 'HALFYEARLY', 12: 'YEARLY' };

export function upiFrequencies(p: Pick<PolicyRow, 'payment_frequency'>): upi.UpiFrequency[] {
  const months = frequencyMonths(p.payment_frequency);
  const own = months === null ? undefined : NPCI_FREQUENCY[months];
  return own ? [own, 'ASPRESENTED'] : ['ASPRESENTED'];
}

/** The least a mandate's maximum may be: one instalment with its tax, without any late fee. */
export function minimumMandatePaise(db: Db, p: PolicyRow, today: string): number {
  const lines = premiumBreakup(db, p, today)?.lines.filter((l) => l.code !== 'LATE_FEE');
  return lines ? lines.reduce((sum, l) => sum + l.paise, 0) : p.modal_premium_paise;
}

/** The premium paying term's last due date: commencement + term − one instalment; the maturity date when the term is unknown. */
export function mandateValidUntil(
  p: Pick<PolicyRow, 'commencement_date' | 'prem_pay_term' | 'payment_frequency' | 'maturity_date'>,
): string {
  const years = yearsOf(p.prem_pay_term);
  const months = frequencyMonths(p.payment_frequency);
  if (years === null || months === null) return p.maturity_date ?? addMonthsClamped(p.commencement_date, 12 * 30);
  return addMonthsClamped(p.commencement_date, years * 12 - months);
}

export interface UpiTerms {
  vpa: string;
  holderName: string;
  minPaise: number;
  validUntil: string;
  frequencies: upi.UpiFrequency[];
}

/** What the customer confirms before the mandate: the UPI ID's holder and the mandate's bounds. */
export function upiTerms(db: Db, p: PolicyRow, vpa: string, now: number): UpiTerms | Failure {
  const holderName = vpaHolder(vpa);
  if (!holderName) return fail(CODES.BAD_REQUEST, UPI_MESSAGES.unknownVpa);
  return {
    vpa,
    holderName,
    minPaise: minimumMandatePaise(db, p, istToday(now)),
    validUntil: mandateValidUntil(p),
    frequencies: upiFrequencies(p),
  };
}

/** A PENDING UPI mandate for the customer to approve in their UPI app; refused below the premium. */
export function createUpiMandate(
  db: Db,
  a: {
    customerId: number;
    policy: PolicyRow;
    vpa: string;
    maxPaise: number;
    frequency: upi.UpiFrequency;
    returnUrl: string;
    now: number;
  },
): { mandate: MandateRow; authToken: string } | Failure {
  const terms = upiTerms(db, a.policy, a.vpa, a.now);
  if ('ok' in terms) return terms;
  if (!Number.isSafeInteger(a.maxPaise) || a.maxPaise <= 0) return fail(CODES.BAD_REQUEST, UPI_MESSAGES.badAmount);
  if (a.maxPaise < terms.minPaise) {
    return fail(CODES.BAD_REQUEST, UPI_MESSAGES.belowPremium.replace('{amount}', inr(terms.minPaise)));
  }
  if (!terms.frequencies.includes(a.frequency)) return fail(CODES.BAD_REQUEST, UPI_MESSAGES.frequency);
  const authToken = randomToken(32);
  const mandate = insertUpiMandate(db, {
    customerId: a.customerId,
    policyId: a.policy.id,
    authTokenHash: digest(authToken),
    amountPaise: a.maxPaise,
    returnUrl: a.returnUrl,
    vpa: terms.vpa,
    vpaHolder: terms.holderName,
    frequency: a.frequency,
    validUntil: terms.validUntil,
    now: a.now,
  });
  return { mandate, authToken };
}
