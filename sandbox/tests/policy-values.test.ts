import { describe, expect, it } from 'vitest';
import {
  completedYears,
  type Facts,
  frequencyOptions,
  frequencyRefusal,
  gsvPercent,
  loanOwed,
  loanQuote,
  monthsBetween,
  nextAnniversary,
  premiumsPaidCount,
  repaymentMinimumPaise,
  revival,
  surrenderRefusal,
  traditionalSurrender,
  ulipCharge,
} from '../domain/policy-values';

/**
 * The policy-services formulas (README "Policy services") on made-up policies, each figure worked
 * out by hand in the test so a change to a rule shows up as a changed number here.
 */
const TODAY = '2026-06-15';

/** A traditional endowment: ₹50,000 a year since 15/09/2019 (7 premiums paid), 20-year term, 12 to pay. */
const endowment: Facts = {
  product_code: 'ASP',
  plan_type: 'Endowment',
  is_ulip: 0,
  status_code: 'IF',
  premium_status: 'Premium Paid',
  payment_frequency: 'Annual',
  commencement_date: '2019-09-15',
  maturity_date: '2039-09-15',
  paid_to_date: '2026-09-15',
  prem_due: '2026-09-15',
  modal_premium_paise: 5_000_000,
  sum_assured_paise: 60_000_000,
  policy_term: '20 Years',
  prem_pay_term: '12 Years',
  loan_outstanding_paise: 2_500_000,
  loan_interest_from: null,
};
const term: Facts = { ...endowment, product_code: 'TSP', plan_type: 'Term', loan_outstanding_paise: 0 };
const ulip: Facts = {
  ...endowment,
  product_code: 'WBU',
  plan_type: 'ULIP',
  is_ulip: 1,
  payment_frequency: 'Monthly',
  modal_premium_paise: 500_000,
};
const annuity: Facts = {
  ...endowment,
  plan_type: 'Annuity',
  premium_status: 'Fully Paid',
  payment_frequency: 'Single',
  prem_due: null,
};
/** Lapsed: ₹24,000 a year, first unpaid premium 75 days before TODAY. */
const lapsed: Facts = {
  ...endowment,
  product_code: 'SEP',
  status_code: 'LA',
  premium_status: 'Premium Overdue',
  commencement_date: '2023-04-01',
  maturity_date: '2038-04-01',
  paid_to_date: '2026-04-01',
  prem_due: '2026-04-01',
  modal_premium_paise: 2_400_000,
  sum_assured_paise: 50_000_000,
  policy_term: '15 Years',
  prem_pay_term: '10 Years',
  loan_outstanding_paise: 0,
  loan_interest_from: null,
};

describe('counting', () => {
  it('counts whole months, completed policy years and instalments paid', () => {
    expect(monthsBetween('2019-09-15', '2026-06-15')).toBe(81);
    expect(monthsBetween('2019-09-15', '2026-06-14')).toBe(80);
    expect(completedYears(endowment, TODAY)).toBe(6);
    expect(premiumsPaidCount(endowment)).toBe(7);
    expect(premiumsPaidCount(lapsed)).toBe(3);
  });
  it('sets the GSV factor at 30% from the second year, 5 points more each year, at most 90%', () => {
    expect([1, 2, 3, 6, 10, 14, 20].map(gsvPercent)).toEqual([0, 30, 35, 50, 70, 90, 90]);
  });
});

describe('surrender value', () => {
  it('pays the higher of GSV and SSV on a traditional plan', () => {
    const s = traditionalSurrender(endowment, TODAY);
    // GSV: 50% (6 completed years) of 7 × ₹50,000.
    expect(s.premiumsPaidPaise).toBe(35_000_000);
    expect(s.gsvPaise).toBe(17_500_000);
    // Paid-up: ₹6,00,000 × 7/12 = ₹3,50,000; bonus ₹40 per ₹1,000 × 7 years = ₹1,68,000.
    expect(s.paidUpSumAssuredPaise).toBe(35_000_000);
    expect(s.bonusPaise).toBe(16_800_000);
    // 13 years 3 months to maturity → 14 years of discount at 6%: 1.06^-14 = 0.442301.
    expect(s.discountE6).toBe(442_301);
    expect(s.ssvPaise).toBe(Math.round((51_800_000 * 442_301) / 1_000_000));
    expect(s).toMatchObject({ basis: 'SSV', grossPaise: s.ssvPaise });
  });
  it('falls back on GSV when the discounted paid-up value is lower', () => {
    // Two premiums paid of forty: the paid-up value is small, so the guaranteed basis is ahead.
    const s = traditionalSurrender({ ...endowment, prem_pay_term: '40 Years', paid_to_date: '2021-09-15' }, TODAY);
    // 2 premiums paid: GSV 50% × ₹1,00,000 = ₹50,000; paid-up ₹6,00,000 × 2/40 + bonus ₹48,000 = ₹78,000 × 0.442301.
    expect(s.gsvPaise).toBe(5_000_000);
    expect(s.ssvPaise).toBe(Math.round((7_800_000 * 442_301) / 1_000_000));
    expect(s).toMatchObject({ basis: 'GSV', grossPaise: 5_000_000 });
  });
  it('exists on traditional plans from the second year and on ULIPs; not on term or annuity plans', () => {
    expect(surrenderRefusal(endowment, TODAY)).toBeNull();
    expect(surrenderRefusal(ulip, TODAY)).toBeNull();
    expect(surrenderRefusal(term, TODAY)).toBe('A term plan has no surrender value.');
    expect(surrenderRefusal(annuity, TODAY)).toBe('An annuity plan has no surrender value.');
    expect(surrenderRefusal({ ...endowment, commencement_date: '2025-01-01' }, TODAY)).toMatch(/two full years/);
    expect(traditionalSurrender({ ...endowment, commencement_date: '2025-01-01' }, TODAY).grossPaise).toBe(0);
  });
  it('charges a ULIP 2% of its fund value, at most ₹6,000, in policy years 1–4 only', () => {
    expect(ulipCharge({ ...ulip, commencement_date: '2024-01-01' }, 10_000_000, TODAY)).toBe(200_000);
    expect(ulipCharge({ ...ulip, commencement_date: '2024-01-01' }, 100_000_000, TODAY)).toBe(600_000);
    expect(ulipCharge({ ...ulip, commencement_date: '2021-06-15' }, 10_000_000, TODAY)).toBe(0);
  });
});

describe('loan', () => {
  it('lends 90% of the surrender value less the outstanding loan, in whole rupees, at the product rate', () => {
    const q = loanQuote(endowment, TODAY);
    const sv = traditionalSurrender(endowment, TODAY).grossPaise;
    expect(q).toMatchObject({
      eligible: true,
      reason: null,
      surrenderPaise: sv,
      maxLoanPaise: Math.round(sv * 0.9),
      interestBp: 900,
    });
    expect(q.eligiblePaise).toBe(Math.floor((Math.round(sv * 0.9) - 2_500_000) / 100) * 100);
    expect(q.eligiblePaise % 100).toBe(0);
    expect(loanQuote({ ...endowment, product_code: 'OTHER' }, TODAY).interestBp).toBe(1000);
  });
  it('is only for traditional plans in force with a surrender value', () => {
    expect(loanQuote(ulip, TODAY).reason).toBe('A loan is not available on a unit-linked plan.');
    expect(loanQuote(term, TODAY).reason).toBe('A loan is not available on a term plan.');
    expect(loanQuote(annuity, TODAY).reason).toBe('A loan is not available on an annuity plan.');
    expect(loanQuote(lapsed, TODAY).reason).toBe('A loan is available only on a policy that is in force.');
    expect(loanQuote({ ...endowment, commencement_date: '2025-01-01' }, TODAY).eligible).toBe(false);
  });
  it('is refused once the outstanding loan takes up what the policy can lend', () => {
    const q = loanQuote({ ...endowment, loan_outstanding_paise: 100_000_000 }, TODAY);
    expect(q).toMatchObject({ eligible: false, eligiblePaise: 0 });
    expect(q.reason).toMatch(/outstanding loan/);
  });
});

describe('loanOwed', () => {
  const withInterest = { ...endowment, loan_interest_from: '2026-01-01' };
  it('adds simple interest day by day since the payout or the last repayment', () => {
    // ₹25,000 × 9% × 165 days / 365 = ₹1,017.123… → 101,712 paise.
    expect(loanOwed(withInterest, TODAY)).toEqual({
      principalPaise: 2_500_000,
      interestPaise: 101_712,
      totalPaise: 2_601_712,
      interestBp: 900,
      since: '2026-01-01',
    });
  });
  it('counts what is owed with interest against what the policy can lend', () => {
    const q = loanQuote(withInterest, TODAY);
    expect(q.outstandingPaise).toBe(2_601_712);
    expect(q.eligiblePaise).toBe(Math.floor((q.maxLoanPaise - 2_601_712) / 100) * 100);
  });
  it('asks a part repayment to settle the interest and at least ₹1,000, never more than is owed', () => {
    expect(repaymentMinimumPaise(loanOwed(withInterest, TODAY))).toBe(101_712);
    expect(repaymentMinimumPaise(loanOwed(withInterest, '2026-01-11'))).toBe(100_000);
    expect(repaymentMinimumPaise(loanOwed({ ...withInterest, loan_outstanding_paise: 50_000 }, '2026-01-02'))).toBe(50_012);
  });
  it('owes nothing without a loan', () => {
    expect(loanOwed({ ...withInterest, loan_outstanding_paise: 0 }, TODAY)).toMatchObject({ totalPaise: 0, since: null });
  });
});

describe('revival', () => {
  it('adds overdue premiums, their GST, 9% a year per started month and ₹250 per instalment', () => {
    const r = revival(lapsed, TODAY);
    // 75 days overdue → 3 started months; renewal GST 2.25%.
    expect(r.dues).toEqual([
      { dueDate: '2026-04-01', instalmentPaise: 2_400_000, taxPaise: 54_000, months: 3, interestPaise: 54_000 },
    ]);
    expect(r).toMatchObject({
      eligible: true,
      lapsedSince: '2026-04-01',
      daysLapsed: 75,
      premiumsPaise: 2_400_000,
      taxPaise: 54_000,
      interestPaise: 54_000,
      lateFeePaise: 25_000,
      totalPaise: 2_533_000,
      needsHealthDeclaration: false,
    });
  });
  it('counts every instalment due by today and asks for a health declaration after 180 days', () => {
    const r = revival({ ...lapsed, payment_frequency: 'Quarterly', modal_premium_paise: 600_000 }, '2026-10-15');
    expect(r.dues.map((d) => [d.dueDate, d.months])).toEqual([
      ['2026-04-01', 7],
      ['2026-07-01', 4],
      ['2026-10-01', 1],
    ]);
    expect(r.interestPaise).toBe(Math.round((600_000 * 900 * 7) / 120_000) + Math.round((600_000 * 900 * 4) / 120_000) + 4_500);
    expect(r.lateFeePaise).toBe(75_000);
    expect(r).toMatchObject({ daysLapsed: 197, needsHealthDeclaration: true });
  });
  it('is only for lapsed policies, within 5 years of the first unpaid premium', () => {
    expect(revival(endowment, TODAY).reason).toBe('Only a lapsed policy can be reinstated.');
    expect(revival(lapsed, '2031-04-01').reason).toMatch(/revival period of 5 years/);
  });
});

describe('premium frequency', () => {
  it('prices each frequency with modal factors 1, 0.51, 0.26, 0.0883 of the annual premium', () => {
    expect(frequencyOptions(endowment).map((o) => [o.frequency, o.modalPaise, o.annualPaise, o.current])).toEqual([
      ['Annual', 5_000_000, 5_000_000, true],
      ['Half-Yearly', 2_550_000, 5_100_000, false],
      ['Quarterly', 1_300_000, 5_200_000, false],
      ['Monthly', 441_500, 5_298_000, false],
    ]);
    // From monthly: the annual basis is ₹5,000 ÷ 0.0883; the current instalment stays exactly ₹5,000.
    const monthly = frequencyOptions(ulip);
    expect(monthly.find((o) => o.current)).toMatchObject({ frequency: 'Monthly', modalPaise: 500_000 });
    expect(monthly[0]).toMatchObject({ frequency: 'Annual', modalPaise: Math.round(500_000 / 0.0883) });
  });
  it('is offered on regular-premium policies in force, from the next anniversary', () => {
    expect(frequencyRefusal(endowment)).toBeNull();
    expect(frequencyRefusal(ulip)).toBeNull();
    expect(frequencyRefusal(lapsed)).toMatch(/in force/);
    expect(frequencyRefusal(annuity)).toBe('This policy pays no regular premium.');
    expect(frequencyRefusal({ ...ulip, premium_status: 'Single Premium', payment_frequency: 'Single' })).toBe(
      'This policy pays no regular premium.',
    );
    expect(nextAnniversary(endowment, TODAY)).toBe('2026-09-15');
  });
});
