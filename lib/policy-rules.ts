import type { Policy, StatusTone } from './types';
import { ELIGIBLE_SWITCH_STATUS_CODES } from './constants';

/** Premium statuses that never take another premium; compared without spaces or case (SPEC §9). */
const NO_PREMIUM_STATUSES = ['singlepremium', 'fullypaid'];
const squash = (s: string) => s.replace(/\s+/g, '').toLowerCase();

/** Days before the due date from which the core offers the premium (the pay list says so). */
export const DUE_SOON_DAYS = 30;

export function takesNoPremium(p: Pick<Policy, 'premiumStatus'>): boolean {
  return NO_PREMIUM_STATUSES.includes(squash(p.premiumStatus));
}

/** A premium is payable now: the core says so (payNow), on a premium-paying policy with an amount. */
export function isPaymentDue(p: Pick<Policy, 'premiumStatus' | 'dueDate' | 'payableAmount' | 'payNow'>): boolean {
  return p.payNow && !takesNoPremium(p) && p.dueDate !== null && (p.payableAmount ?? 0) > 0;
}

/** Annuity card variant (SPEC "Policy card"): annuity details, premium fully paid, product GAI. */
export function isAnnuity(p: Pick<Policy, 'annuity' | 'premiumStatus' | 'productCode'>): boolean {
  return p.annuity !== null && squash(p.premiumStatus) === 'fullypaid' && p.productCode === 'GAI';
}

/** 'Active' only when the status text is 'in force' (trimmed, case-insensitive). */
export function isActive(p: Pick<Policy, 'statusText'>): boolean {
  return p.statusText.trim().toLowerCase() === 'in force';
}

export function isLapsed(p: Pick<Policy, 'statusCode'>): boolean {
  return p.statusCode === 'LA';
}

export interface StatusTag {
  /** a catalogue key ('policy.status.lapsed'), or the core's status text for any other status */
  label: string;
  tone: StatusTone;
}

/**
 * today is an ISO date (YYYY-MM-DD) so the rule is a pure function of its inputs. The label is
 * worded where it is shown (MessageText): the core's own status text comes in the page's language.
 */
export function statusTag(
  p: Pick<Policy, 'statusCode' | 'statusText' | 'premiumStatus' | 'dueDate' | 'payableAmount' | 'payNow'>,
  today: string,
): StatusTag {
  if (isLapsed(p)) return { label: 'policy.status.lapsed', tone: 'raspberry' };
  if (isPaymentDue(p) && p.dueDate) {
    return p.dueDate < today ? { label: 'policy.status.overdue', tone: 'amber' } : { label: 'policy.status.due', tone: 'brand' };
  }
  if (p.statusCode === 'IF') return { label: 'policy.status.inForce', tone: 'green' };
  return { label: p.statusText, tone: 'grey' };
}

export function isFundSwitchEligible(p: Pick<Policy, 'isUlip' | 'statusCode'>): boolean {
  return p.isUlip && (ELIGIBLE_SWITCH_STATUS_CODES as readonly string[]).includes(p.statusCode);
}

export function isPremiumRedirectionEligible(p: Pick<Policy, 'isUlip' | 'statusCode' | 'premiumStatus'>): boolean {
  return isFundSwitchEligible(p) && !takesNoPremium(p);
}
