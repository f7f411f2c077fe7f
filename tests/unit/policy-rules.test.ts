import { describe, expect, it } from 'vitest';
import {
  isActive,
  isAnnuity,
  isFundSwitchEligible,
  isPaymentDue,
  isPremiumRedirectionEligible,
  statusTag,
} from '@/lib/policy-rules';
import { makePolicy } from './policy-fixture';

const base = makePolicy({ name: 'Plan' });
const today = '2026-11-21';

describe('status tag', () => {
  it('reads Lapsed for LA whatever the dues', () => {
    expect(statusTag({ ...base, statusCode: 'LA', dueDate: '2026-09-01' }, today)).toEqual({
      label: 'Lapsed',
      tone: 'raspberry',
    });
  });
  it('reads Premium Overdue once the due date has passed', () => {
    expect(statusTag({ ...base, dueDate: '2026-11-20' }, today).label).toBe('Premium Overdue');
  });
  it('reads Premium Due within 30 days, In Force beyond', () => {
    expect(statusTag({ ...base, dueDate: '2026-11-21' }, today).label).toBe('Premium Due');
    expect(statusTag({ ...base, dueDate: '2026-12-21' }, today).label).toBe('Premium Due');
    expect(statusTag({ ...base, dueDate: '2026-12-22' }, today).label).toBe('In Force');
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
    expect(isPaymentDue(base, today)).toBe(true);
    expect(isPaymentDue({ ...base, premiumStatus: ' single  PREMIUM' }, today)).toBe(false);
    expect(isPaymentDue({ ...base, premiumStatus: 'FullyPaid' }, today)).toBe(false);
    expect(isPaymentDue({ ...base, payableAmount: 0 }, today)).toBe(false);
    expect(isPaymentDue({ ...base, dueDate: null }, today)).toBe(false);
  });
  it('asks for payment once overdue or within 30 days of the due date, not earlier', () => {
    expect(isPaymentDue({ ...base, dueDate: '2026-01-01' }, today)).toBe(true);
    expect(isPaymentDue({ ...base, dueDate: '2026-12-21' }, today)).toBe(true);
    expect(isPaymentDue({ ...base, dueDate: '2026-12-22' }, today)).toBe(false);
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
