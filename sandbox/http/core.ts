import { type Db, deleteDb, isSeeded, openDbReporting } from '../store/db';
import { seed } from '../store/seed';
import { seedPremiumHistory } from '../store/seed/premium-history';

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

  /** Same as `npm run sandbox:reset`, while running: a fresh file, freshly seeded. */
  reset(): void {
    this.db.close();
    deleteDb(this.dataDir);
    this.db = openSeeded(this.dataDir, this.clock());
  }

  close(): void {
    if (this.db.open) this.db.close();
  }
}

export function openSeeded(dataDir: string, now: number): Db {
  const { db, fromVersion } = openDbReporting(dataDir);
  if (!isSeeded(db)) seed(db, now);
  // A database seeded before schema v2 gets the v2 seed (receipts, e-policies) on upgrade.
  else if (fromVersion > 0 && fromVersion < 2) db.transaction(() => seedPremiumHistory(db, now))();
  return db;
}
