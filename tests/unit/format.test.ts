import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateLong,
  formatFundValue,
  formatLastLogin,
  formatCount,
  formatPercent,
  formatPlainAmount,
  formatRupees,
  formatSrNumber,
  formatUnits,
  parseCoreDate,
  parseCoreDateTime,
  todayInIndia,
} from '@/lib/format';

describe('formatters (SPEC §9)', () => {
  it('groups rupees the Indian way', () => {
    expect(formatRupees(12345678.5)).toBe('₹1,23,45,678.50');
    expect(formatRupees(1200000, 0)).toBe('₹12,00,000');
    expect(formatRupees(999.999, 0)).toBe('₹1,000');
  });

  it('rounds half away from zero at the shown decimals, as SPEC §9 amounts are shown', () => {
    expect(formatRupees(1.005)).toBe('₹1.01');
    expect(formatRupees(2.675)).toBe('₹2.68');
    expect(formatPlainAmount(123456.7)).toBe('1,23,456.70');
    expect(formatCount(1234567)).toBe('12,34,567');
    expect(formatRupees(123456789012.345)).toBe('₹1,23,45,67,89,012.35');
  });

  it('never shows a minus on an amount that rounds to zero', () => {
    expect(formatRupees(-0.001)).toBe('₹0.00');
    expect(formatRupees(-0)).toBe('₹0.00');
    expect(formatRupees(-12.5, 0)).toBe('-₹13');
  });

  it('shows fund values with 2 to 5 decimals', () => {
    expect(formatFundValue(1234.5)).toBe('₹1,234.50');
    expect(formatFundValue(1234.123456)).toBe('₹1,234.12346');
  });

  it('shows unit balances with at least 4 decimals and keeps longer ones', () => {
    expect(formatUnits('1523.45')).toBe('1,523.4500');
    expect(formatUnits('123456.123456')).toBe('1,23,456.123456');
    expect(formatUnits('0')).toBe('0.0000');
    expect(formatUnits('-1234567.5')).toBe('-12,34,567.5000');
  });

  it('formats percentages with 2 decimals', () => {
    expect(formatPercent(12.3456)).toBe('12.35%');
  });

  it('reads the core’s DD/MM/YYYY and rejects impossible dates', () => {
    expect(parseCoreDate('05/03/2026')).toBe('2026-03-05');
    expect(parseCoreDate('31/02/2026')).toBeNull();
    expect(parseCoreDate('2026-03-05')).toBeNull();
    expect(parseCoreDate(null)).toBeNull();
  });

  it('prints DD/MM/YYYY and DD-MMM-YYYY', () => {
    expect(formatDate('2026-03-05')).toBe('05/03/2026');
    expect(formatDateLong('2026-03-05')).toBe('05-Mar-2026');
    // Three letters for every month, September included.
    expect(formatDateLong('2026-09-30')).toBe('30-Sep-2026');
    expect(formatDate('2026-12-31T23:59:00')).toBe('31/12/2026');
  });

  it('shows Last Login as DD-MMM-YY, hh:mm A', () => {
    const iso = parseCoreDateTime('19/11/2026 14:05:09');
    expect(iso).toBe('2026-11-19T14:05:09');
    expect(formatLastLogin(iso!)).toBe('19-Nov-26, 02:05 PM');
    expect(parseCoreDateTime('19/11/2026')).toBeNull();
    expect(parseCoreDateTime('31/02/2026 10:00:00')).toBeNull();
    expect(parseCoreDateTime('19/11/2026 24:00:00')).toBeNull();
    expect(formatLastLogin('2026-01-02T00:07:00')).toBe('02-Jan-26, 12:07 AM');
    expect(formatLastLogin('2026-12-31T12:30:00')).toBe('31-Dec-26, 12:30 PM');
  });

  it('writes the month’s name in full in Hindi, every other part as in English', () => {
    expect(formatDateLong('2026-03-05', 'hi')).toBe('05-मार्च-2026');
    expect(formatDateLong('2026-11-21T10:00:00', 'hi')).toBe('21-नवंबर-2026');
    expect(formatDateLong('2026-09-30', 'en')).toBe('30-Sep-2026');
    expect(formatLastLogin('2026-11-19T14:05:09', 'hi')).toBe('19-नवंबर-26, 02:05 PM');
    expect(formatLastLogin('2026-01-02T00:07:00', 'hi')).toBe('02-जनवरी-26, 12:07 AM');
  });

  it('takes today in India, not in the server’s zone', () => {
    expect(todayInIndia(new Date('2026-11-21T20:00:00Z'))).toBe('2026-11-22');
    expect(todayInIndia(new Date('2026-11-21T10:00:00Z'))).toBe('2026-11-21');
  });
});

describe('service request numbers (SPEC §2), alike in every flow', () => {
  it('shows SR and the digits once, whether or not the core still prefixes them', () => {
    for (const id of ['53408582', 'SR53408582', 'sr-53408582', ' SR 53408582 ']) expect(formatSrNumber(id)).toBe('SR 53408582');
  });
});
