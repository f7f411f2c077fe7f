import { istInstant, istToday } from '../calendar';
import { saveBankAccount } from '../bank-accounts';
import type { Db } from '../db';
import { hasRegisteredMandate, insertRegisteredMandate } from '../enach';
import { policyByNo } from '../policies';
import { hasUnclaimed, insertUnclaimed } from '../unclaimed';
import { BANK_ACCOUNTS, seedPolicies, SEEDED_MANDATES, UNCLAIMED } from './cast';
import { insertPolicy, paise } from './insert-policy';

/**
 * The schema v10 part of the seed: bank accounts on record, Aarav's 20000003 and matured
 * 50000001 with its unclaimed maturity amount, and 20000002's auto-pay mandate as a real record.
 * Each piece is added only when missing, so this also runs when an older database is upgraded
 * to v10 (dates then hang off the upgrade day, like a fresh seed's).
 */
const V10_POLICIES = ['20000003', '50000001'];
const PER_YEAR: Record<string, number> = { Annual: 1, 'Half-Yearly': 2, Quarterly: 4, Monthly: 12 };

export function seedPolicyServices(db: Db, now: number): void {
  const today = istToday(now);
  const customerId = (clientId: string) =>
    (db.prepare('SELECT id FROM customers WHERE client_id = ?').get(clientId) as { id: number } | undefined)?.id;

  for (const b of BANK_ACCOUNTS) {
    const id = customerId(b.clientId);
    if (id === undefined) continue;
    saveBankAccount(db, {
      customer_id: id,
      holder_name: b.holderName,
      bank_name: b.bankName,
      account_number: b.accountNumber,
      ifsc: b.ifsc,
    });
  }

  for (const p of seedPolicies(today).filter((x) => V10_POLICIES.includes(x.policyNo))) {
    const owner = customerId(p.ownerClientId);
    if (owner === undefined || policyByNo(db, p.policyNo)) continue;
    const id = insertPolicy(db, p, owner);
    db.prepare('INSERT OR IGNORE INTO e_policies (policy_id, issued_on) VALUES (?, ?)').run(id, p.commencementDate);
  }

  for (const u of UNCLAIMED) {
    const p = policyByNo(db, u.policyNo);
    if (!p || hasUnclaimed(db, p.id)) continue;
    insertUnclaimed(db, {
      policyId: p.id,
      kind: u.kind,
      amountPaise: paise(u.amount),
      dueOn: p.maturity_date ?? today,
      reason: u.reason,
    });
  }

  for (const m of SEEDED_MANDATES) {
    const p = policyByNo(db, m.policyNo);
    const owner = customerId(m.clientId);
    const bank = BANK_ACCOUNTS.find((b) => b.clientId === m.clientId);
    if (!p || owner === undefined || !bank || hasRegisteredMandate(db, p.id)) continue;
    // Registered on the policy's first day, for the annualised premium (SPEC §2 info note).
    insertRegisteredMandate(db, {
      customerId: owner,
      policyId: p.id,
      amountPaise: p.modal_premium_paise * (PER_YEAR[p.payment_frequency] ?? 1),
      bankName: bank.bankName,
      accountNumber: bank.accountNumber,
      at: istInstant(p.commencement_date, 11, 0, 0),
    });
  }
}
