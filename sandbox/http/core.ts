import { fillMissingDueDays } from '../domain/due-dates';
import { stateOfAddress } from '../domain/gst';
import { chargedFor } from '../domain/ledger-parts';
import { frequencyMonths } from '../domain/premium';
import { type Db, deleteDb, isSeeded, openDb } from '../store/db';
import { seed } from '../store/seed';
import { allTokens, restoreTokens } from '../store/sessions';
import { seedNavHistory } from '../store/seed/nav-history';
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
  charged: (p, dueDate, paidOn) => chargedFor(db, p, dueDate, paidOn),
  supplyState: stateOfAddress,
});

export function openSeeded(dataDir: string, now: number): Db {
  const { db, fromVersion } = openDb(dataDir);
  const upgraded = isSeeded(db) && fromVersion > 0;
  if (!isSeeded(db)) seed(db, now, premiumRules(db));
  // A database from before schema v10 gets the policy-services seed (bank accounts, 20000003, 50000001, a mandate).
  if (upgraded && fromVersion < 10) db.transaction(() => seedPolicyServices(db, now))();
  // One from before v12 gets the premiums its ledger lacks (and, before v2, its e-policies), its policies all there by now.
  if (upgraded && fromVersion < 12) db.transaction(() => seedPremiumHistory(db, now, premiumRules(db)))();
  // One from before v15 gets its funds' year of prices, ending at the prices it has now.
  if (upgraded && fromVersion < 15) db.transaction(() => seedNavHistory(db))();
  // Requests raised before schema v8 get their promised day (the soft copy's counts working days).
  fillMissingDueDays(db);
  return db;
}
