import { describe, expect, it } from 'vitest';
import {
  isActive,
  isAnnuity,
  isFundSwitchEligible,
  isPaymentDue,
  isPremiumRedirectionEligible,
  statusTag,
} from '@/lib/policy-rules';
import { english } from './english-text';
import { makePolicy } from './policy-fixture';

const base = makePolicy({ name: 'Plan' });
const today = '2026-11-21';
/** The tag as an English page words it: a catalogue key's English, the core's own text as it came. */
const tagText = (...args: Parameters<typeof statusTag>) => {
  const { label } = statusTag(...args);
  return label.startsWith('policy.') ? english(label) : label;
};

describe('status tag', () => {
  it('reads Lapsed for LA whatever the dues', () => {
    expect(statusTag({ ...base, statusCode: 'LA', dueDate: '2026-09-01' }, today).tone).toBe('raspberry');
    expect(tagText({ ...base, statusCode: 'LA', dueDate: '2026-09-01' }, today)).toBe('Lapsed');
  });
  it('reads Premium Overdue once the due date has passed', () => {
    expect(tagText({ ...base, dueDate: '2026-11-20' }, today)).toBe('Premium Overdue');
  });
  it('reads Premium Due while the core offers the premium, In Force when nothing is due', () => {
    expect(tagText({ ...base, dueDate: '2026-11-21' }, today)).toBe('Premium Due');
    expect(tagText({ ...base, dueDate: '2026-12-21' }, today)).toBe('Premium Due');
    expect(tagText({ ...base, dueDate: '2027-03-26', payNow: false }, today)).toBe('In Force');
  });
  it('falls back to the core’s status text for other codes', () => {
    expect(statusTag({ ...base, statusCode: 'PU', statusText: 'Paid Up', dueDate: null }, today)).toEqual({
      label: 'Paid Up',
      tone: 'grey',
    });
  });
});

describe('payment due and annuity', () => {
  it('never asks single-premium or fully paid policies to pay (spaces and case ignored)', () => {
    expect(isPaymentDue(base)).toBe(true);
    expect(isPaymentDue({ ...base, premiumStatus: ' single  PREMIUM' })).toBe(false);
    expect(isPaymentDue({ ...base, premiumStatus: 'FullyPaid' })).toBe(false);
    expect(isPaymentDue({ ...base, payableAmount: 0 })).toBe(false);
    expect(isPaymentDue({ ...base, dueDate: null })).toBe(false);
  });
  it('asks for payment only when the core says something is due (issue 24 §2), not by its own date rule', () => {
    expect(isPaymentDue({ ...base, dueDate: '2026-01-01' })).toBe(true);
    expect(isPaymentDue({ ...base, dueDate: '2027-03-26', payNow: false })).toBe(false);
  });
  it('needs annuity details, fully paid and product GAI for the annuity card', () => {
    const annuity = { firstPayout: '2026-05-01', nextPayout: '2027-05-01' };
    expect(isAnnuity({ ...base, annuity, premiumStatus: 'Fully Paid', productCode: 'GAI' })).toBe(true);
    expect(isAnnuity({ ...base, annuity, premiumStatus: 'Fully Paid', productCode: 'XYZ' })).toBe(false);
    expect(isAnnuity({ ...base, annuity: null, premiumStatus: 'Fully Paid', productCode: 'GAI' })).toBe(false);
  });
  it('calls a policy Active only when its status is in force (trimmed, any case)', () => {
    expect(isActive({ statusText: '  IN FORCE ' })).toBe(true);
    expect(isActive({ statusText: 'Lapsed' })).toBe(false);
  });
});

describe('fund switch and premium redirection eligibility', () => {
  it('lists ULIPs in IF or PD for fund switch', () => {
    expect(isFundSwitchEligible(base)).toBe(true);
    expect(isFundSwitchEligible({ ...base, statusCode: 'PD' })).toBe(true);
    expect(isFundSwitchEligible({ ...base, statusCode: 'LA' })).toBe(false);
    expect(isFundSwitchEligible({ ...base, isUlip: false })).toBe(false);
  });
  it('drops single-premium and fully paid policies from redirection', () => {
    expect(isPremiumRedirectionEligible(base)).toBe(true);
    expect(isPremiumRedirectionEligible({ ...base, premiumStatus: 'Single Premium' })).toBe(false);
    expect(isPremiumRedirectionEligible({ ...base, premiumStatus: 'fully paid' })).toBe(false);
  });
});
