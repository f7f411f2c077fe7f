import { describe, expect, it } from 'vitest';
import { policy, responseEnvelope, user } from '@portal/contracts';

describe('contracts', () => {
  it('accepts a mobile number or a policy number as login id, nothing else', () => {
    const ok = (loginId: string) => user.generateLoginOtp.request.safeParse({ loginId, captchaToken: 'c' }).success;
    expect(ok('9876543210')).toBe(true);
    expect(ok('10000001')).toBe(true);
    expect(ok('1234567890')).toBe(false);
    expect(ok('987654321')).toBe(false);
    expect(ok('98765 43210')).toBe(false);
  });
  it('needs a captcha token except on a resend', () => {
    expect(user.generateLoginOtp.request.safeParse({ loginId: '9876543210' }).success).toBe(false);
    expect(user.generateLoginOtp.request.safeParse({ loginId: '9876543210', transactionId: 't' }).success).toBe(true);
  });
  it('takes only 6-digit OTPs', () => {
    const ok = (otp: string) => user.validateLoginOtp.request.safeParse({ transactionId: 't', otp }).success;
    expect(ok('123456')).toBe(true);
    expect(ok('12345')).toBe(false);
    expect(ok('12345a')).toBe(false);
  });
  it('takes 8-digit policy numbers only', () => {
    const ok = (policyNumber: string) => policy.getNomineeDetails.request.safeParse({ sessionId: 's', policyNumber }).success;
    expect(ok('10000001')).toBe(true);
    expect(ok('1000000')).toBe(false);
    expect(ok("1' OR 1")).toBe(false);
  });
  it('knows only the seven fund codes', () => {
    const fund = {
      FundName: 'X',
      UnitBalance: '1.0000',
      NavValue: '10.5',
      FundValue: '10.50',
      FundValuePercentage: '100',
      FundAllocation: '100',
    };
    expect(policy.upstreamFund.safeParse({ ...fund, FundCode: 'FLCP' }).success).toBe(true);
    expect(policy.upstreamFund.safeParse({ ...fund, FundCode: 'GOLD' }).success).toBe(false);
  });
  it('reads the envelope with a default message', () => {
    expect(responseEnvelope.parse({ code: 200 })).toEqual({ code: 200, message: '' });
  });
});
