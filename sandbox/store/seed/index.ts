import type { Db } from '../db';
import { addDays, istInstant, istToday } from '../calendar';
import { BANNERS, CUSTOMERS, FUND_CATALOGUE, seedPolicies, type SeedPolicy } from './cast';
import { type PremiumRules, seedPremiumHistory } from './premium-history';

/** '1523.4567' → 15234567: units and NAVs are stored scaled by 10^4. */
function e4(text: string): number {
  const [whole, frac = ''] = text.split('.');
  return Number(whole) * 10_000 + Number(frac.padEnd(4, '0').slice(0, 4));
}
const paise = (rupees: number) => Math.round(rupees * 100);
const paiseOrNull = (rupees: number | null) => (rupees === null ? null : paise(rupees));

/** Fills an empty database with the fixed cast of cast.ts, relative to `now`. */
export function seed(db: Db, now: number, rules: PremiumRules): void {
  const today = istToday(now);
  db.transaction(() => {
    const navDate = addDays(today, -1);
    const fund = db.prepare('INSERT INTO fund_catalogue (code, name, nav_e4, nav_date) VALUES (?, ?, ?, ?)');
    for (const [code, name, nav] of FUND_CATALOGUE) fund.run(code, name, e4(nav), navDate);

    const customer = db.prepare(`INSERT INTO customers
      (client_id, title, first_name, surname, mobile, email, date_of_birth, gender,
       permanent_address, mailing_address, go_green, created_at, aadhaar_last4, pan, pan_verified, kyc_status)
      VALUES (@clientId, @title, @firstName, @surname, @mobile, @email, @dateOfBirth, @gender,
       @permanentAddress, @mailingAddress, 'N', @now, @aadhaarLast4, @pan, @panVerified, @kycStatus)`);
    const ids = new Map<string, number>();
    for (const { kyc, ...c } of CUSTOMERS) {
      const row = {
        ...c, now, aadhaarLast4: kyc.aadhaarLast4, pan: kyc.pan, panVerified: kyc.panVerified ? 1 : 0, kycStatus: kyc.status,
      };
      ids.set(c.clientId, Number(customer.run(row).lastInsertRowid));
    }

    for (const p of seedPolicies(today)) insertPolicy(db, p, ids.get(p.ownerClientId) as number);
    seedPremiumHistory(db, now, rules);

    // Aarav's first login in the portal must already show a 'last login'.
    const aarav = ids.get('C1000001') as number;
    db.prepare('INSERT INTO logins (customer_id, session_id, at) VALUES (?, NULL, ?)').run(
      aarav,
      istInstant(addDays(today, -2), 10, 15, 30),
    );

    const banner = db.prepare(`INSERT INTO banners (id, title, text, link_text, link_url, sort_order)
      VALUES (@id, @title, @text, @linkText, @linkUrl, @sortOrder)`);
    BANNERS.forEach((b, i) => banner.run({ ...b, sortOrder: i }));
  })();
}

function insertPolicy(db: Db, p: SeedPolicy, ownerId: number): void {
  const id = Number(
    db
      .prepare(`INSERT INTO policies
      (policy_no, owner_id, product_code, product_name, plan_type, is_ulip, insured_name, proposer_name,
       status_code, premium_status, payment_frequency, payment_type, commencement_date, maturity_date,
       paid_to_date, prem_due, modal_premium_paise, payable_paise, sum_assured_paise, rider_benefit_paise,
       policy_term, prem_pay_term, invested_paise, first_annuity_date, next_annuity_date)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
      .run(
        p.policyNo, ownerId, p.productCode, p.productName, p.planType, p.planType === 'ULIP' ? 1 : 0,
        p.insuredName, p.proposerName, p.statusCode, p.premiumStatus, p.paymentFrequency, p.paymentType,
        p.commencementDate, p.maturityDate, p.paidToDate, p.premDue, paise(p.modalPremium),
        paiseOrNull(p.payable), paise(p.sumAssured), paiseOrNull(p.riderBenefit), p.policyTerm,
        p.premPayTerm, paiseOrNull(p.invested), p.annuity?.first ?? null, p.annuity?.next ?? null,
      ).lastInsertRowid,
  );

  const fund = db.prepare('INSERT INTO funds (policy_id, fund_code, units_e4, allocation_pct) VALUES (?, ?, ?, ?)');
  for (const [code, units, pct] of p.funds) fund.run(id, code, e4(units), pct);

  const coverage = db.prepare(`INSERT INTO coverages
    (policy_id, name, type, sum_assured_paise, premium_paise, term, status) VALUES (?, ?, ?, ?, ?, ?, ?)`);
  const riderPremium = p.riders.reduce((sum, r) => sum + r.premium, 0);
  const coverStatus = p.statusCode === 'LA' ? 'Lapsed' : 'Active';
  const basePremium = paise(p.modalPremium - riderPremium);
  coverage.run(id, p.productName, 'BASE', paise(p.sumAssured), basePremium, p.policyTerm, coverStatus);
  for (const r of p.riders) {
    coverage.run(id, r.name, 'RIDER', paise(r.sumAssured), paise(r.premium), p.policyTerm, coverStatus);
  }

  const nominee = db.prepare(`INSERT INTO nominees
    (policy_id, name, relationship, share_pct, date_of_birth, appointee_name) VALUES (?, ?, ?, ?, ?, ?)`);
  for (const n of p.nominees) nominee.run(id, n.name, n.relationship, n.share, n.dob, n.appointee);
}
