import { describe, expect, it } from 'vitest';
import { maskAadhaar, maskEmail, maskMobile, maskPan } from '@/lib/masking';

describe('masking (SPEC §9)', () => {
  it('shows the first 4 and last 2 digits of a mobile number', () => {
    expect(maskMobile('9876543210')).toBe('9876XXXX10');
    expect(maskMobile('98765 43210')).toBe('9876XXXX10');
    expect(maskMobile('123456')).toBe('XXXX56');
  });

  it('shows the first 2 characters of the local part and the whole domain', () => {
    expect(maskEmail('aarav.sharma@example.com')).toBe('aaXXXXXXXXXX@example.com');
    expect(maskEmail('ab@example.com')).toBe('aX@example.com');
    expect(maskEmail('a@example.com')).toBe('X@example.com');
    // the last @ separates the domain, so a quoted local part with an @ stays hidden
    expect(maskEmail('"x@y"@example.com')).toBe('"xXXX@example.com');
  });

  it('hides an address that is not one rather than showing it', () => {
    expect(maskEmail('nonsense')).toBe('XXXXXXXX');
    expect(maskEmail('@example.com')).toBe('XXXXXXXXXXXX');
  });

  it('shows only the last 4 digits of an Aadhaar', () => {
    expect(maskAadhaar('0124')).toBe('XXXX XXXX 0124');
  });

  it('shows only the last 4 characters of a PAN, and leaves a masked one as it is', () => {
    expect(maskPan('ABCPS1234F')).toBe('XXXXXX234F');
    expect(maskPan('XXXXXX234F')).toBe('XXXXXX234F');
    expect(maskPan(' abcps1234f ')).toBe('XXXXXX234F');
  });
});
