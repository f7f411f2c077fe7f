import { fillMissingDueDays } from '../domain/due-dates';
import { frequencyMonths, premiumBreakup } from '../domain/premium';
import { type Db, deleteDb, isSeeded, openDb } from '../store/db';
import { seed } from '../store/seed';
import { allTokens, restoreTokens } from '../store/sessions';
import { seedPolicyServices } from '../store/seed/policy-services';
import { type PremiumRules, seedPremiumHistory } from '../store/seed/premium-history';

/**
 * The database handle behind a running sandbox. It is swapped, not mutated,
 * on reset, so handlers must read `core.db` per request rather than keep it.
 */
export class Core {
  db: Db;

  constructor(
    readonly dataDir: string,
    private readonly clock: () => number,
  ) {
    this.db = openSeeded(dataDir, clock());
  }

  /**
   * Same as `npm run sandbox:reset`, while running: a fresh file, freshly seeded. `keepSessions`
   * carries the access tokens over (the seed's customer ids are the same each time), so a browser
   * test can start from the seed without logging in again: nothing else of the old file survives.
   */
  reset({ keepSessions = false } = {}): void {
    const tokens = keepSessions ? allTokens(this.db) : [];
    this.db.close();
    deleteDb(this.dataDir);
    this.db = openSeeded(this.dataDir, this.clock());
    restoreTokens(this.db, tokens);
  }

  close(): void {
    if (this.db.open) this.db.close();
  }
}

/** The seed's past premiums cost what the premium rules charge. */
const premiumRules = (db: Db): PremiumRules => ({
  frequencyMonths,
  amountDue: (p, dueDate, paidOn) => premiumBreakup(db, { ...p, prem_due: dueDate }, paidOn)?.totalPaise ?? p.modal_premium_paise,
});

export function openSeeded(dataDir: string, now: number): Db {
  const { db, fromVersion } = openDb(dataDir);
  if (!isSeeded(db)) seed(db, now, premiumRules(db));
  // A database seeded before schema v2 gets the v2 seed (receipts, e-policies) on upgrade.
  else if (fromVersion > 0 && fromVersion < 2) db.transaction(() => seedPremiumHistory(db, now, premiumRules(db)))();
  // A database from before schema v10 gets the policy-services seed (bank accounts, 20000003, 50000001, a mandate).
  if (fromVersion > 0 && fromVersion < 10) db.transaction(() => seedPolicyServices(db, now))();
  // Requests raised before schema v8 get their promised day (the soft copy's counts working days).
  fillMissingDueDays(db);
  return db;
}
