import type { z } from 'zod';
import type { policy } from '@portal/contracts';
import type { Db } from '../store/db';
import { holdingsOf, latestNavDay } from '../store/funds';
import { coveragesOf, type PolicyRow } from '../store/policies';
import { apportion, divRound, dmy, fixed, rupees, rupeesOrNull } from './format';
import { premiumStatusOf } from './premium';
import { autoPayStateOf, hasOpenRequest } from './policy-flags';
import { amountDuePaise, premiumQuote } from './premium-due';

/**
 * Turns stored policies into the core's wire shapes. Fund values are derived
 * from units × NAV on every read, never stored, so a NAV update or a fund
 * switch cannot leave a stale total behind. The same goes for the amount
 * payable (it grows a late fee day by day) and the premium status.
 */

/** SPEC §4 status codes; IF reads 'In Force' because the portal's 'Active' tag keys on that label. */
export const STATUS_LABELS: Record<string, string> = {
  HP: 'Premium Holiday U/L',
  PA: 'Disc Notice to Paid-Up',
  DL: 'Rider Deletion',
  DF: 'Discontinued Fund',
  DP: 'Discontinued Notice',
  PU: 'Paid Up',
  PC: 'PC-NLC',
  PD: 'Premium Discontinuance U/L',
  IF: 'In Force',
  SA: 'Surrender Acquired',
  LA: 'Lapsed',
  DR: 'RgDth-2 Lf',
};

type Fund = z.input<typeof policy.upstreamFund>;
type Coverage = z.input<typeof policy.upstreamCoverage>;

export function fundHoldings(db: Db, policyId: number): { funds: Fund[]; totalPaise: bigint } {
  const rows = holdingsOf(db, policyId);
  // units and NAV carry 4 decimals each, so their product has 8; paise keep 2.
  const values = rows.map((r) => divRound(BigInt(r.units_e4) * BigInt(r.nav_e4), 1_000_000n));
  const shares = apportion(values, 10_000n);
  const funds = rows.map((r, i) => ({
    FundName: r.name,
    FundCode: r.code as Fund['FundCode'],
    UnitBalance: fixed(r.units_e4, 4),
    NavValue: fixed(r.nav_e4, 4),
    FundValue: fixed(values[i] as bigint, 2),
    FundValuePercentage: fixed(shares[i] as bigint, 2),
    FundAllocation: String(r.allocation_pct),
  }));
  return { funds, totalPaise: values.reduce((a, b) => a + b, 0n) };
}

export function latestNavDate(db: Db): string {
  return dmy(latestNavDay(db));
}

export function coverages(db: Db, policyId: number): Coverage[] {
  return coveragesOf(db, policyId).map((r) => ({
    coverageName: r.name,
    coverageType: r.type,
    sumAssured: rupees(r.sum_assured_paise),
    premium: rupees(r.premium_paise),
    coverageTerm: r.term,
    status: r.status,
  }));
}

/** A ULIP's fund value (units × NAV) against what was invested in it; null for other policies. */
export function ulipValue(db: Db, p: PolicyRow): { currentPaise: bigint; investedPaise: bigint } | null {
  if (p.is_ulip !== 1 || p.invested_paise === null) return null;
  return { currentPaise: fundHoldings(db, p.id).totalPaise, investedPaise: BigInt(p.invested_paise) };
}

/** Gain over the invested value in basis points (hundredths of a percent), rounded half away from zero. */
export const returnsBasisPoints = (gain: bigint, invested: bigint) => (invested === 0n ? 0n : divRound(gain * 10_000n, invested));

/** `today` is the ISO day in India: the payable amount and premium status depend on it. */
export function toUpstreamPolicy(db: Db, p: PolicyRow, today: string): z.input<typeof policy.upstreamPolicy> {
  const ulip = p.is_ulip === 1;
  const v = ulipValue(db, p);
  const gain = v ? v.currentPaise - v.investedPaise : 0n;
  const value = v && {
    current: fixed(v.currentPaise, 2),
    gain: fixed(gain, 2),
    returns: fixed(returnsBasisPoints(gain, v.investedPaise), 2),
  };
  const annuity = p.first_annuity_date && p.next_annuity_date;
  return {
    id: String(p.id),
    policyNo: p.policy_no,
    policyName: p.product_name,
    insuredName: p.insured_name,
    policyStatus: STATUS_LABELS[p.status_code] ?? p.status_code,
    policyStatusCode: p.status_code,
    premiumStatus: premiumStatusOf(p, today),
    isUlip: ulip ? 'Y' : 'N',
    paidToDate: dmy(p.paid_to_date),
    premDue: dmy(p.prem_due),
    // The amount the payment page asks for (a lapsed policy's revival amount), so they never disagree.
    payableAmount: rupeesOrNull(amountDuePaise(db, p, today)),
    paymentFrequency: p.payment_frequency,
    paymentType: p.payment_type,
    productCode: p.product_code,
    hasAnnuityDetails: Boolean(annuity),
    annuityDetailsDto: annuity
      ? { firstAnnuityDate: dmy(p.first_annuity_date as string), nextAnnuityDate: dmy(p.next_annuity_date as string) }
      : null,
    sumAssured: rupees(p.sum_assured_paise),
    riderBenefit: rupeesOrNull(p.rider_benefit_paise),
    policyTerm: p.policy_term,
    premPayTerm: p.prem_pay_term,
    currentValue: value?.current ?? null,
    investedValue: ulip ? rupeesOrNull(p.invested_paise) : null,
    gainLoss: value?.gain ?? null,
    returns: value?.returns ?? null,
    selectCoverage: JSON.stringify(coverages(db, p.id)),
    // Pay Now on the cards and the pay list follows the core's rule of what is due (issue 24 §2).
    payNow: premiumQuote(db, p, today, { advanceMonths: 0 }).payable ? 'Y' : 'N',
    autoPay: autoPayStateOf(db, p, today),
    openRequest: hasOpenRequest(db, p) ? 'Y' : 'N',
  };
}

export function toPolicyDetails(db: Db, p: PolicyRow, today: string): z.input<typeof policy.upstreamPolicyDetails> {
  return {
    ...toUpstreamPolicy(db, p, today),
    commencementDate: dmy(p.commencement_date),
    maturityDate: dmy(p.maturity_date),
    modalPremium: rupees(p.modal_premium_paise),
    proposerName: p.proposer_name,
    planType: p.plan_type,
  };
}
