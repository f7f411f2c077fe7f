import type { Db } from '../db';
import { addDays, istInstant, istToday } from '../calendar';
import { BANNERS, CUSTOMERS, FUND_CATALOGUE, SEEDED_CONSENTS, type SeedCustomer, seedPolicies } from './cast';
import { e4, insertPolicy } from './insert-policy';
import { seedNavHistory } from './nav-history';
import { seedPolicyServices } from './policy-services';
import { type PremiumRules, seedPremiumHistory } from './premium-history';

/** Fills an empty database with the fixed cast of cast.ts, relative to `now`. */
export function seed(db: Db, now: number, rules: PremiumRules): void {
  const today = istToday(now);
  db.transaction(() => {
    const navDate = addDays(today, -1);
    const fund = db.prepare('INSERT INTO fund_catalogue (code, name, nav_e4, nav_date) VALUES (?, ?, ?, ?)');
    for (const [code, name, nav] of FUND_CATALOGUE) fund.run(code, name, e4(nav), navDate);
    seedNavHistory(db);

    const ids = new Map<string, number>();
    for (const c of CUSTOMERS) ids.set(c.clientId, insertCustomer(db, c, now));
    const consent = db.prepare(
      "INSERT INTO privacy_log (customer_id, event, subject, channel, at) VALUES (?, 'CONSENT_GIVEN', ?, 'seed', ?)",
    );
    for (const c of SEEDED_CONSENTS)
      consent.run(ids.get(c.clientId), c.purpose, istInstant(addDays(today, -c.daysAgo), 11, 0, 0));

    for (const p of seedPolicies(today)) insertPolicy(db, p, ids.get(p.ownerClientId) as number);
    seedPremiumHistory(db, now, rules);
    seedPolicyServices(db, now);

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

/** One customer of a cast; returns their id. */
export function insertCustomer(db: Db, { kyc, ...c }: SeedCustomer, now: number): number {
  const row = {
    ...c,
    now,
    aadhaarLast4: kyc.aadhaarLast4,
    pan: kyc.pan,
    panVerified: kyc.panVerified ? 1 : 0,
    kycStatus: kyc.status,
  };
  return Number(
    db
      .prepare(
        `INSERT INTO customers
      (client_id, title, first_name, surname, mobile, email, date_of_birth, gender,
       permanent_address, mailing_address, go_green, created_at, aadhaar_last4, pan, pan_verified, kyc_status)
      VALUES (@clientId, @title, @firstName, @surname, @mobile, @email, @dateOfBirth, @gender,
       @permanentAddress, @mailingAddress, 'N', @now, @aadhaarLast4, @pan, @panVerified, @kycStatus)`,
      )
      .run(row).lastInsertRowid,
  );
}
