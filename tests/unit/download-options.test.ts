import { describe, expect, it } from 'vitest';
import {
  E_POLICY_SR_SUBJECT,
  financialYearOptions,
  financialYears,
  financialYearStart,
  findRequest,
  normaliseSubject,
} from '@/features/download/download-options';

describe('financial years (1 April to 31 March)', () => {
  it('puts 15 Mar 2027 in FY 2026-27 and 1 Apr 2027 in FY 2027-28', () => {
    expect(financialYearStart('2027-03-15')).toBe(2026);
    expect(financialYearStart('2027-03-31')).toBe(2026);
    expect(financialYearStart('2027-04-01')).toBe(2027);
    expect(financialYearStart('2027-12-31')).toBe(2027);
    expect(financialYearStart('2027-01-01')).toBe(2026);
  });

  it('writes a year by its start and the two-digit end', () => {
    expect(financialYears(2026)).toBe('2026-27');
    expect(financialYears(2099)).toBe('2099-00');
    expect(financialYears(2008)).toBe('2008-09');
  });

  it('offers the current and the previous 3 years, newest first', () => {
    expect(financialYearOptions('2027-03-15')).toEqual([
      { value: '2026', years: '2026-27', startYear: 2026 },
      { value: '2025', years: '2025-26', startYear: 2025 },
      { value: '2024', years: '2024-25', startYear: 2024 },
      { value: '2023', years: '2023-24', startYear: 2023 },
    ]);
    expect(financialYearOptions('2027-04-01').map((o) => o.years)).toEqual(['2027-28', '2026-27', '2025-26', '2024-25']);
  });
});

describe('service requests', () => {
  it('matches subjects after normalising case and whitespace, per policy', () => {
    expect(normaliseSubject('  e-pd   SOFT copy ')).toBe(normaliseSubject(E_POLICY_SR_SUBJECT));
    const list = [
      { srNumber: '1', subject: 'Go Green Request', policyNo: null, status: 'Open' },
      { srNumber: '2', subject: 'E-PD  soft copy', policyNo: '20000001', status: 'Open' },
    ];
    expect(findRequest(list, E_POLICY_SR_SUBJECT, '20000001')?.srNumber).toBe('2');
    expect(findRequest(list, E_POLICY_SR_SUBJECT, '10000001')).toBeUndefined();
  });
});
