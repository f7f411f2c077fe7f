import type { Db } from '../store/db';
import { currentNavDate, type FundCode, type FundState } from './fund-book';
import type { SwitchPicks } from './fund-rules';
import type { SwitchPlan } from './fund-math';
import { divRound, dmy, inr } from './format';
import type { PolicyRow } from './policy-view';
import { sendSms } from './outbox';
import { contactOf } from './receipts';
import { insertServiceRequest } from './service-requests';

/**
 * Carrying out a fund switch or a premium redirection. Both take effect at
 * once (see README "ULIP servicing"): units move at the current NAV and the
 * new allocation is in force straight away, so the ticket is recorded
 * Closed. Callers run these inside their transaction, after every check.
 */
export const SWITCH_SUBJECT = 'Fund Switch';
export const REDIRECTION_SUBJECT = 'Premium Redirection';

/**
 * The duplicate window: a request is 'pending' until the next NAV date, which
 * in the sandbox is the next IST day, so a second one the same day is refused
 * even though the first has already taken effect.
 */
export function raisedOn(db: Db, table: 'fund_switches' | 'premium_redirections', policyId: number, day: string) {
  const sql = `SELECT 1 FROM ${table} WHERE policy_id = ? AND business_date = ? LIMIT 1`;
  return db.prepare(sql).get(policyId, day) !== undefined;
}

const listing = (m: Map<FundCode, number>) =>
  [...m].filter(([, pct]) => pct > 0).map(([code, pct]) => `${code} ${pct}%`).join(', ');

export function carryOutSwitch(
  db: Db,
  a: {
    customerId: number;
    policy: PolicyRow;
    picks: SwitchPicks;
    plan: SwitchPlan;
    book: FundState[];
    now: number;
    day: string;
  },
): string {
  const upsert = db.prepare(`INSERT INTO funds (policy_id, fund_code, units_e4, allocation_pct) VALUES (?, ?, ?, 0)
    ON CONFLICT (policy_id, fund_code) DO UPDATE SET units_e4 = excluded.units_e4`);
  const movements = [...a.plan.after].map(([code, after]) => {
    upsert.run(a.policy.id, code, Number(after));
    const before = a.book.find((f) => f.code === code)?.unitsE4 ?? 0n;
    return { code, unitsBeforeE4: Number(before), unitsAfterE4: Number(after) };
  });
  const description = `Switch from ${listing(a.picks.sources)} to ${listing(a.picks.targets)}`;
  const srNumber = insertServiceRequest(db, {
    customerId: a.customerId, policyId: a.policy.id, subject: SWITCH_SUBJECT, description, now: a.now, status: 'Closed',
  });
  const navDate = currentNavDate(db);
  const switchedPaise = Number(divRound(a.plan.switchedE8, 1_000_000n));
  db.prepare(`INSERT INTO fund_switches (sr_number, customer_id, policy_id, source_json, target_json, movements_json,
    switched_paise, nav_date, status, business_date, created_at, processed_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'PROCESSED', ?, ?, ?)`).run(
    srNumber, a.customerId, a.policy.id, JSON.stringify(Object.fromEntries(a.picks.sources)),
    JSON.stringify(Object.fromEntries(a.picks.targets)), JSON.stringify(movements), switchedPaise, navDate, a.day,
    a.now, a.now,
  );
  sendSms(
    db,
    contactOf(db, a.customerId).mobile,
    `Your fund switch request ${srNumber} on policy ${a.policy.policy_no} is complete: ` +
      `₹${inr(switchedPaise)} switched at the NAV of ${dmy(navDate)}.`,
    a.now,
  );
  return srNumber;
}

export function carryOutRedirection(
  db: Db,
  a: {
    customerId: number;
    policy: PolicyRow;
    allocation: Map<FundCode, number>;
    book: FundState[];
    now: number;
    day: string;
  },
): string {
  const previous = Object.fromEntries(a.book.filter((f) => f.allocationPct > 0).map((f) => [f.code, f.allocationPct]));
  db.prepare('UPDATE funds SET allocation_pct = 0 WHERE policy_id = ?').run(a.policy.id);
  // A fund not held yet gets a row with no units, so the policy page can show where premiums will go.
  const upsert = db.prepare(`INSERT INTO funds (policy_id, fund_code, units_e4, allocation_pct) VALUES (?, ?, 0, ?)
    ON CONFLICT (policy_id, fund_code) DO UPDATE SET allocation_pct = excluded.allocation_pct`);
  for (const [code, pct] of a.allocation) if (pct > 0) upsert.run(a.policy.id, code, pct);

  const srNumber = insertServiceRequest(db, {
    customerId: a.customerId, policyId: a.policy.id, subject: REDIRECTION_SUBJECT,
    description: `Future premiums to ${listing(a.allocation)}`, now: a.now, status: 'Closed',
  });
  const chosen = Object.fromEntries([...a.allocation].filter(([, pct]) => pct > 0));
  db.prepare(`INSERT INTO premium_redirections (sr_number, customer_id, policy_id, previous_json, allocation_json,
    business_date, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)`).run(
    srNumber, a.customerId, a.policy.id, JSON.stringify(previous), JSON.stringify(chosen), a.day, a.now,
  );
  const names = a.book
    .filter((f) => (a.allocation.get(f.code) ?? 0) > 0)
    .map((f) => `${f.name} ${a.allocation.get(f.code)}%`)
    .join(', ');
  sendSms(
    db,
    contactOf(db, a.customerId).mobile,
    `Your premium redirection request ${srNumber} on policy ${a.policy.policy_no} is complete. ` +
      `Future premiums will be invested in ${names}.`,
    a.now,
  );
  return srNumber;
}
