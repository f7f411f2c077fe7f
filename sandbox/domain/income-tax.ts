/**
 * Which income-tax provision a premium paid certificate names. The Income-tax Act, 2025 replaces
 * the Income-tax Act, 1961 from 1 April 2026 (tax year 2026-27 on); its section 123, read with
 * Schedule XV, carries over the deduction for life insurance premiums of section 80C of the old
 * Act (docs/decisions.md, with the source). A certificate for an earlier year still names 80C.
 */
export const NEW_ACT_FROM_FY = 2026;

/** `fy`: the start year of the financial (tax) year, 2026 for 2026-27. */
export function taxDeductionProvision(fy: number): string {
  return fy >= NEW_ACT_FROM_FY
    ? 'section 123 (read with Schedule XV) of the Income-tax Act, 2025'
    : 'section 80C of the Income-tax Act, 1961';
}
