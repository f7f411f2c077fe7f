import type { Db } from '../db';
import { MATURED } from '../policies';
import type { SeedPolicy } from './cast';

/** '1523.4567' → 15234567: units and NAVs are stored scaled by 10^4. */
export function e4(text: string): number {
  const [whole, frac = ''] = text.split('.');
  return Number(whole) * 10_000 + Number(frac.padEnd(4, '0').slice(0, 4));
}
export const paise = (rupees: number) => Math.round(rupees * 100);
const paiseOrNull = (rupees: number | null) => (rupees === null ? null : paise(rupees));

/** One policy of the cast with its funds, covers and nominees; returns its id. */
export function insertPolicy(db: Db, p: SeedPolicy, ownerId: number): number {
  const id = Number(
    db
      .prepare(
        `INSERT INTO policies
      (policy_no, owner_id, product_code, product_name, plan_type, is_ulip, insured_name, proposer_name,
       status_code, premium_status, payment_frequency, payment_type, commencement_date, maturity_date,
       paid_to_date, prem_due, modal_premium_paise, payable_paise, sum_assured_paise, rider_benefit_paise,
       policy_term, prem_pay_term, invested_paise, first_annuity_date, next_annuity_date, loan_outstanding_paise,
       loan_interest_from)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        p.policyNo,
        ownerId,
        p.productCode,
        p.productName,
        p.planType,
        p.planType === 'ULIP' ? 1 : 0,
        p.insuredName,
        p.proposerName,
        p.statusCode,
        p.premiumStatus,
        p.paymentFrequency,
        p.paymentType,
        p.commencementDate,
        p.maturityDate,
        p.paidToDate,
        p.premDue,
        paise(p.modalPremium),
        paiseOrNull(p.payable),
        paise(p.sumAssured),
        paiseOrNull(p.riderBenefit),
        p.policyTerm,
        p.premPayTerm,
        paiseOrNull(p.invested),
        p.annuity?.first ?? null,
        p.annuity?.next ?? null,
        paise(p.loanOutstanding ?? 0),
        p.loanOutstanding ? (p.loanInterestFrom ?? null) : null,
      ).lastInsertRowid,
  );

  const fund = db.prepare('INSERT INTO funds (policy_id, fund_code, units_e4, allocation_pct) VALUES (?, ?, ?, ?)');
  for (const [code, units, pct] of p.funds) fund.run(id, code, e4(units), pct);

  const coverage = db.prepare(`INSERT INTO coverages
    (policy_id, name, type, sum_assured_paise, premium_paise, term, status) VALUES (?, ?, ?, ?, ?, ?, ?)`);
  const riderPremium = p.riders.reduce((sum, r) => sum + r.premium, 0);
  const coverStatus = p.statusCode === 'LA' ? 'Lapsed' : p.statusCode === MATURED ? 'Matured' : 'Active';
  const basePremium = paise(p.modalPremium - riderPremium);
  coverage.run(id, p.productName, 'BASE', paise(p.sumAssured), basePremium, p.policyTerm, coverStatus);
  for (const r of p.riders) {
    coverage.run(id, r.name, 'RIDER', paise(r.sumAssured), paise(r.premium), p.policyTerm, coverStatus);
  }

  const nominee = db.prepare(`INSERT INTO nominees
    (policy_id, name, relationship, share_pct, date_of_birth, appointee_name) VALUES (?, ?, ?, ?, ?, ?)`);
  for (const n of p.nominees) nominee.run(id, n.name, n.relationship, n.share, n.dob, n.appointee);
  return id;
}
