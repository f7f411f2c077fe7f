import { addMonthsClamped, addYears, daysBetween } from '../store/calendar';
import type { PolicyRow } from '../store/policies';
import { frequencyMonths, GST_BP, takesNoPremium } from './premium';

/**
 * The sandbox's actuarial table, small enough to check by hand (sandbox/README.md "Policy
 * services"): surrender, loan, revival and frequency figures computed from a policy's own data,
 * in integer paise, with no database. Real insurers file these with the regulator per product;
 * the shapes here follow the Indian practice (GSV/SSV, 90% loans, simple-interest revival,
 * modal factors), the numbers are the sandbox's own.
 */
export type Facts = Pick<
  PolicyRow,
  | 'product_code'
  | 'plan_type'
  | 'is_ulip'
  | 'status_code'
  | 'premium_status'
  | 'payment_frequency'
  | 'commencement_date'
  | 'maturity_date'
  | 'paid_to_date'
  | 'prem_due'
  | 'modal_premium_paise'
  | 'sum_assured_paise'
  | 'policy_term'
  | 'prem_pay_term'
  | 'loan_outstanding_paise'
  | 'loan_interest_from'
>;

/** GSV factor by completed policy years: none before 2, then 30% rising 5 points a year, at most 90%. */
export const gsvPercent = (completedYears: number) => (completedYears < 2 ? 0 : Math.min(90, 30 + 5 * (completedYears - 2)));
/** Simple reversionary bonus declared on traditional plans: ₹40 per ₹1,000 sum assured per year paid. */
export const BONUS_PER_THOUSAND = 40;
/** SSV discounts the paid-up value from maturity to today at 6% a year, compound. */
export const SSV_DISCOUNT_RATE = 0.06;
/** ULIP discontinuance charge in policy years 1–4: 2% of the fund value, at most ₹6,000; none from year 5. */
export const ULIP_CHARGE = { percent: 2, capPaise: 600_000, freeFromYear: 5 } as const;
/** A loan is at most this share of the surrender value, less what is already owed. */
export const LOAN_TO_SURRENDER_PERCENT = 90;
export const MIN_LOAN_PAISE = 100_000;
/** Loan interest, percent a year in basis points, per product (simple interest, README). */
export const LOAN_INTEREST_BP: Record<string, number> = { SEP: 950, ASP: 900 };
export const DEFAULT_LOAN_INTEREST_BP = 1000;
/** Revival: simple interest on each overdue instalment per started month, a flat fee per instalment. */
export const REVIVAL_INTEREST_BP = 900;
export const REVIVAL_LATE_FEE_PAISE = 25_000;
/** Up to this many days after the first unpaid premium, a policy is reinstated by paying; later it needs a declaration of good health. */
export const REVIVAL_NO_DECLARATION_DAYS = 180;
/** The revival period: 5 years from the first unpaid premium. */
export const REVIVAL_PERIOD_YEARS = 5;
/** Modal factors: each instalment as a share of the annual premium (×10⁴). */
export const MODAL_FACTORS_E4 = { Annual: 10_000, 'Half-Yearly': 5_100, Quarterly: 2_600, Monthly: 883 } as const;
export type FrequencyName = keyof typeof MODAL_FACTORS_E4;
const FREQUENCY_MONTHS: Record<FrequencyName, number> = { Annual: 12, 'Half-Yearly': 6, Quarterly: 3, Monthly: 1 };

export const isTraditional = (p: Facts) => p.is_ulip === 0 && p.plan_type === 'Endowment';
/** '20 Years' → 20; 'Single Pay', 'Whole Life' → null. */
export const yearsOf = (term: string) => {
  const m = /^(\d+)\s*Years?$/i.exec(term.trim());
  return m ? Number(m[1]) : null;
};

/** Whole months from one ISO day to another (a month counts once its day is reached). */
export function monthsBetween(from: string, to: string): number {
  const [y1, m1, d1] = from.split('-').map(Number) as [number, number, number];
  const [y2, m2, d2] = to.split('-').map(Number) as [number, number, number];
  return (y2 - y1) * 12 + (m2 - m1) - (d2 < d1 ? 1 : 0);
}

export const completedYears = (p: Facts, today: string) =>
  Math.max(0, Math.floor(monthsBetween(p.commencement_date, today) / 12));

/** Instalments paid: from commencement to the paid-to date; a single premium counts once. */
export function premiumsPaidCount(p: Facts): number {
  const months = frequencyMonths(p.payment_frequency);
  if (months === null) return 1;
  if (!p.paid_to_date) return 0;
  return Math.max(0, Math.floor(monthsBetween(p.commencement_date, p.paid_to_date) / months));
}

/** Instalments the policy asks for in all: premium-paying years × instalments a year. */
export function premiumsPayableCount(p: Facts): number {
  const months = frequencyMonths(p.payment_frequency);
  const years = yearsOf(p.prem_pay_term);
  if (months === null || years === null) return 1;
  return (years * 12) / months;
}

const pct = (paise: number, percent: number) => Math.round((paise * percent) / 100);
const bp = (paise: number, basisPoints: number) => Math.round((paise * basisPoints) / 10_000);

export interface TraditionalSurrender {
  completedYears: number;
  premiumsPaidPaise: number;
  gsvPercent: number;
  gsvPaise: number;
  bonusPaise: number;
  paidUpSumAssuredPaise: number;
  discountE6: number;
  ssvPaise: number;
  /** the higher of GSV and SSV, before any loan */
  grossPaise: number;
  basis: 'GSV' | 'SSV';
}

/**
 * A traditional plan's surrender value. GSV = factor × premiums paid. SSV = paid-up value ×
 * 1.06^−(years to maturity), the paid-up value being sum assured × paid / payable instalments
 * plus the bonus accrued (₹40 per ₹1,000 per year paid). The customer gets the higher.
 * `paidPaise`: the premiums the ledger holds (GST and charges left out).
 */
export function traditionalSurrender(p: Facts, today: string, paidPaise?: number): TraditionalSurrender {
  const years = completedYears(p, today);
  const paidCount = premiumsPaidCount(p);
  // The premium ledger's sum when the caller has it (policy-services.ts); the count × premium otherwise.
  const premiumsPaidPaise = paidPaise ?? paidCount * p.modal_premium_paise;
  const gsvPct = gsvPercent(years);
  const gsvPaise = pct(premiumsPaidPaise, gsvPct);
  const months = frequencyMonths(p.payment_frequency) ?? 12;
  const yearsPaid = Math.floor((paidCount * months) / 12);
  const bonusPaise = Math.round((p.sum_assured_paise * BONUS_PER_THOUSAND * yearsPaid) / 1000);
  const paidUpSumAssuredPaise = Math.round((p.sum_assured_paise * paidCount) / premiumsPayableCount(p));
  const toMaturity = p.maturity_date ? Math.max(0, Math.ceil(monthsBetween(today, p.maturity_date) / 12)) : 0;
  const discountE6 = Math.round(1_000_000 / (1 + SSV_DISCOUNT_RATE) ** toMaturity);
  // Before the policy acquires a surrender value (2 years), neither basis pays anything.
  const ssvPaise = years < 2 ? 0 : Math.round(((paidUpSumAssuredPaise + bonusPaise) * discountE6) / 1_000_000);
  const basis = ssvPaise > gsvPaise ? 'SSV' : 'GSV';
  return {
    completedYears: years,
    premiumsPaidPaise,
    gsvPercent: gsvPct,
    gsvPaise,
    bonusPaise,
    paidUpSumAssuredPaise,
    discountE6,
    ssvPaise,
    grossPaise: Math.max(gsvPaise, ssvPaise),
    basis,
  };
}

/** A ULIP's discontinuance charge on its fund value (policy years 1–4 only). */
export function ulipCharge(p: Facts, fundValuePaise: number, today: string): number {
  if (completedYears(p, today) + 1 >= ULIP_CHARGE.freeFromYear) return 0;
  return Math.min(pct(fundValuePaise, ULIP_CHARGE.percent), ULIP_CHARGE.capPaise);
}

/** Why a policy has no surrender value, or null when it has one. */
export function surrenderRefusal(p: Facts, today: string): string | null {
  if (p.status_code === 'MA') return 'This policy has matured.';
  if (p.plan_type === 'Term') return 'A term plan has no surrender value.';
  if (p.plan_type === 'Annuity') return 'An annuity plan has no surrender value.';
  if (p.is_ulip === 1) return null;
  if (!isTraditional(p)) return 'This plan has no surrender value.';
  if (completedYears(p, today) < 2) return 'A surrender value is acquired once two full years of premiums are paid.';
  return null;
}

export const loanInterestBp = (productCode: string) => LOAN_INTEREST_BP[productCode] ?? DEFAULT_LOAN_INTEREST_BP;

/** The least a part repayment may be (issue 27 §5), unless less than that is owed. */
export const MIN_LOAN_REPAYMENT_PAISE = 100_000;

export interface LoanOwed {
  principalPaise: number;
  /** simple interest on the principal, day by day since `since` */
  interestPaise: number;
  totalPaise: number;
  interestBp: number;
  since: string | null;
}

/**
 * What a policy's loans owe as on `today`: the principal and simple interest on it for each day
 * since the loan was paid out or last repaid (a 365-day year, rounded to the paisa). Every loan
 * figure the customer sees (the loan panel, the surrender value, the repayment) is this one.
 */
export function loanOwed(
  p: Pick<Facts, 'product_code' | 'loan_outstanding_paise' | 'loan_interest_from'>,
  today: string,
): LoanOwed {
  const principalPaise = p.loan_outstanding_paise;
  const interestBp = loanInterestBp(p.product_code);
  const since = principalPaise > 0 ? p.loan_interest_from : null;
  const days = since ? Math.max(0, daysBetween(since, today)) : 0;
  const interestPaise = Math.round((principalPaise * interestBp * days) / (10_000 * 365));
  return { principalPaise, interestPaise, totalPaise: principalPaise + interestPaise, interestBp, since };
}

/** A part repayment settles the interest at least, and is at least the minimum; nobody is asked for more than is owed. */
export const repaymentMinimumPaise = (o: LoanOwed) => Math.min(o.totalPaise, Math.max(MIN_LOAN_REPAYMENT_PAISE, o.interestPaise));

export interface LoanQuote {
  eligible: boolean;
  reason: string | null;
  surrenderPaise: number;
  maxLoanPaise: number;
  outstandingPaise: number;
  /** whole rupees, never below 0 */
  eligiblePaise: number;
  interestBp: number;
}

/** Loan = 90% of the surrender value − what the loans owe with interest, in whole rupees; traditional plans in force only. */
export function loanQuote(p: Facts, today: string, paidPaise?: number): LoanQuote {
  const owed = loanOwed(p, today).totalPaise;
  const none = (reason: string): LoanQuote => ({
    eligible: false,
    reason,
    surrenderPaise: 0,
    maxLoanPaise: 0,
    outstandingPaise: owed,
    eligiblePaise: 0,
    interestBp: loanInterestBp(p.product_code),
  });
  if (p.is_ulip === 1) return none('A loan is not available on a unit-linked plan.');
  if (p.plan_type === 'Term') return none('A loan is not available on a term plan.');
  if (p.plan_type === 'Annuity') return none('A loan is not available on an annuity plan.');
  if (!isTraditional(p)) return none('A loan is not available on this plan.');
  if (p.status_code !== 'IF') return none('A loan is available only on a policy that is in force.');
  const refusal = surrenderRefusal(p, today);
  if (refusal) return none(refusal);
  const surrenderPaise = traditionalSurrender(p, today, paidPaise).grossPaise;
  const maxLoanPaise = pct(surrenderPaise, LOAN_TO_SURRENDER_PERCENT);
  const eligiblePaise = Math.max(0, Math.floor((maxLoanPaise - owed) / 100) * 100);
  const q = {
    surrenderPaise,
    maxLoanPaise,
    outstandingPaise: owed,
    eligiblePaise,
    interestBp: loanInterestBp(p.product_code),
  };
  if (eligiblePaise < MIN_LOAN_PAISE) {
    return { ...q, eligible: false, reason: 'Your outstanding loan already takes up the amount this policy can lend.' };
  }
  return { ...q, eligible: true, reason: null };
}

export interface RevivalDue {
  dueDate: string;
  instalmentPaise: number;
  taxPaise: number;
  /** started months overdue */
  months: number;
  interestPaise: number;
}
export interface Revival {
  eligible: boolean;
  reason: string | null;
  lapsedSince: string | null;
  daysLapsed: number;
  dues: RevivalDue[];
  premiumsPaise: number;
  taxPaise: number;
  interestPaise: number;
  lateFeePaise: number;
  totalPaise: number;
  needsHealthDeclaration: boolean;
}

/**
 * Reviving a lapsed policy: every instalment due up to today with its GST (as the premium
 * breakup taxes it), simple interest at 9% a year per started month overdue on each, and a
 * ₹250 fee per instalment. Lapsed longer than 180 days: a declaration of good health is needed.
 */
export function revival(p: Facts, today: string): Revival {
  const none = (reason: string): Revival => ({
    eligible: false,
    reason,
    lapsedSince: null,
    daysLapsed: 0,
    dues: [],
    premiumsPaise: 0,
    taxPaise: 0,
    interestPaise: 0,
    lateFeePaise: 0,
    totalPaise: 0,
    needsHealthDeclaration: false,
  });
  const months = frequencyMonths(p.payment_frequency);
  if (p.status_code !== 'LA') return none('Only a lapsed policy can be reinstated.');
  if (!p.prem_due || months === null || takesNoPremium(p.premium_status)) return none('This policy has no unpaid premium.');
  const since = p.prem_due;
  if (today >= addYears(since, REVIVAL_PERIOD_YEARS)) {
    return none('The revival period of 5 years from the first unpaid premium has ended.');
  }
  const dues: RevivalDue[] = [];
  for (let due = since; due <= today; due = addMonthsClamped(due, months)) {
    const firstYear = due < addYears(p.commencement_date, 1);
    const taxBp = p.is_ulip === 1 ? GST_BP.ulip : firstYear ? GST_BP.firstYear : GST_BP.renewal;
    const started = Math.max(1, Math.ceil(daysBetween(due, today) / 30));
    dues.push({
      dueDate: due,
      instalmentPaise: p.modal_premium_paise,
      taxPaise: bp(p.modal_premium_paise, taxBp),
      months: started,
      interestPaise: Math.round((p.modal_premium_paise * REVIVAL_INTEREST_BP * started) / (10_000 * 12)),
    });
  }
  const sum = (f: (d: RevivalDue) => number) => dues.reduce((s, d) => s + f(d), 0);
  const premiumsPaise = sum((d) => d.instalmentPaise);
  const taxPaise = sum((d) => d.taxPaise);
  const interestPaise = sum((d) => d.interestPaise);
  const lateFeePaise = REVIVAL_LATE_FEE_PAISE * dues.length;
  const daysLapsed = Math.max(0, daysBetween(since, today));
  return {
    eligible: true,
    reason: null,
    lapsedSince: since,
    daysLapsed,
    dues,
    premiumsPaise,
    taxPaise,
    interestPaise,
    lateFeePaise,
    totalPaise: premiumsPaise + taxPaise + interestPaise + lateFeePaise,
    needsHealthDeclaration: daysLapsed > REVIVAL_NO_DECLARATION_DAYS,
  };
}

/** The frequency's name as the frequency list writes it, or null (Single, unknown). */
export function frequencyName(frequency: string): FrequencyName | null {
  const months = frequencyMonths(frequency);
  return (Object.keys(FREQUENCY_MONTHS) as FrequencyName[]).find((f) => FREQUENCY_MONTHS[f] === months) ?? null;
}

/** Why a policy cannot change its premium frequency, or null. */
export function frequencyRefusal(p: Facts): string | null {
  if (p.status_code !== 'IF') return 'The premium frequency can be changed only on a policy that is in force.';
  if (takesNoPremium(p.premium_status) || !frequencyName(p.payment_frequency) || !p.prem_due) {
    return 'This policy pays no regular premium.';
  }
  if (p.plan_type === 'Annuity') return 'This policy pays no regular premium.';
  return null;
}

export interface FrequencyOption {
  frequency: FrequencyName;
  factorE4: number;
  modalPaise: number;
  annualPaise: number;
  current: boolean;
}

/**
 * Premium per frequency: the annual premium is today's instalment ÷ its modal factor, each
 * frequency's instalment the annual premium × its factor (the current one stays exactly as is).
 */
export function frequencyOptions(p: Facts): FrequencyOption[] {
  const current = frequencyName(p.payment_frequency);
  if (!current) return [];
  const annualBasis = (p.modal_premium_paise * 10_000) / MODAL_FACTORS_E4[current];
  return (Object.keys(MODAL_FACTORS_E4) as FrequencyName[]).map((f) => {
    const modalPaise = f === current ? p.modal_premium_paise : Math.round((annualBasis * MODAL_FACTORS_E4[f]) / 10_000);
    return {
      frequency: f,
      factorE4: MODAL_FACTORS_E4[f],
      modalPaise,
      annualPaise: (modalPaise * 12) / FREQUENCY_MONTHS[f],
      current: f === current,
    };
  });
}

/** The next policy anniversary after today: when a new frequency takes effect. */
export function nextAnniversary(p: Facts, today: string): string {
  let day = p.commencement_date;
  while (day <= today) day = addYears(day, 1);
  return day;
}
